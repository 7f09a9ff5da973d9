import type { TransactionJournal } from '#domain/loyalty/api/members.ts';
import { BUSINESS_NAME_ATTRIBUTE, REWARD_POINTS } from '#domain/loyalty/programme.ts';
import { formatRupiah } from '#domain/platform/money.ts';
import { Button } from '../../../ui/button.tsx';
import { useMemberLedger } from '../api.ts';
import { ListState, Panel, scrollRegion, tableClass, tdClass, thClass } from '../admin-ui.tsx';
import { formatDateTime, formatPointsChange } from '../format.ts';

const rewardChange = (journal: TransactionJournal) =>
  journal.pointsChange.filter((c) => c.loyaltyMemberCurrency === REWARD_POINTS).reduce((sum, c) => sum + c.changeInPoints, 0);

/** What a journal says beyond its type: the store or reward, and an adjustment's reason and note. */
function details(journal: TransactionJournal): string {
  const attribute = (name: string) => journal.additionalTransactionJournalAttributes.find((a) => a.fieldName === name)?.value;
  return [attribute(BUSINESS_NAME_ATTRIBUTE), attribute('Reason__c'), attribute('Note__c'), attribute('Adjusted_By__c') && `by ${attribute('Adjusted_By__c')}`]
    .filter(Boolean)
    .join(' · ');
}

/** Issue 16 §4: the member's ledger, newest first, a page at a time (keyset on the server). */
export function LedgerPanel({ membershipNumber }: { membershipNumber: string }) {
  const ledger = useMemberLedger(membershipNumber);
  const journals = ledger.data?.pages.flatMap((page) => page.journals) ?? [];
  return (
    <Panel title="Ledger">
      <ListState isPending={ledger.isPending} error={ledger.error} isEmpty={journals.length === 0} empty="No transactions yet." onRetry={() => void ledger.refetch()}>
        <div {...scrollRegion('Transaction journals, newest first')}>
          <table className={tableClass}>
            <caption className="sr-only">Transaction journals, newest first</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>When</th>
                <th scope="col" className={thClass}>Journal</th>
                <th scope="col" className={thClass}>Type</th>
                <th scope="col" className={thClass}>Details</th>
                <th scope="col" className={`${thClass} text-right`}>Amount</th>
                <th scope="col" className={`${thClass} text-right`}>Reward Points</th>
              </tr>
            </thead>
            <tbody>
              {journals.map((journal) => {
                const change = rewardChange(journal);
                return (
                  <tr key={journal.transactionJournalId}>
                    <td className={`${tdClass} whitespace-nowrap`}>{formatDateTime(journal.activityDate)}</td>
                    <td className={`${tdClass} whitespace-nowrap font-mono text-xs`}>{journal.transactionJournalNumber}</td>
                    <td className={tdClass}>
                      {journal.journalTypeName}
                      {journal.journalSubTypeName && <span className="block text-slate-600">{journal.journalSubTypeName}</span>}
                    </td>
                    <td className={tdClass}>{details(journal) || '—'}</td>
                    <td className={`${tdClass} text-right`}>{journal.transactionAmount ? formatRupiah(journal.transactionAmount) : '—'}</td>
                    <td className={`${tdClass} text-right font-semibold ${change < 0 ? 'text-red-700' : 'text-emerald-800'}`}>{formatPointsChange(change)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {ledger.hasNextPage && (
          <Button variant="outline" size="sm" className="mt-4 px-5" disabled={ledger.isFetchingNextPage} onClick={() => void ledger.fetchNextPage()}>
            {ledger.isFetchingNextPage ? 'Loading…' : 'Show older transactions'}
          </Button>
        )}
      </ListState>
    </Panel>
  );
}
