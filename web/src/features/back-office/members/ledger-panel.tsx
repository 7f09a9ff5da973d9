import type { TransactionJournal } from '#domain/loyalty/api/members.ts';
import { BUSINESS_NAME_ATTRIBUTE, REWARD_POINTS } from '#domain/loyalty/programme.ts';
import { formatRupiah } from '#domain/platform/format.ts';
import { useMemberLedger } from '../api.ts';
import { DataTable, ListState, ShowMore, type Column } from '../../../ui/table/index.ts';
import { Panel } from '../admin-page.tsx';
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

const COLUMNS: Column<TransactionJournal>[] = [
  { header: 'When', cellClassName: 'whitespace-nowrap', cell: (journal) => formatDateTime(journal.activityDate) },
  { header: 'Journal', cellClassName: 'whitespace-nowrap font-mono text-xs', cell: (journal) => journal.transactionJournalNumber },
  {
    header: 'Type',
    cell: (journal) => (
      <>
        {journal.journalTypeName}
        {journal.journalSubTypeName && <span className="block text-slate-600">{journal.journalSubTypeName}</span>}
      </>
    ),
  },
  { header: 'Details', cell: (journal) => details(journal) || '—' },
  { header: 'Amount', className: 'text-right', cell: (journal) => (journal.transactionAmount ? formatRupiah(journal.transactionAmount) : '—') },
  {
    header: 'Reward Points',
    className: 'text-right',
    cellClassName: (journal) => `font-semibold ${rewardChange(journal) < 0 ? 'text-red-700' : 'text-emerald-800'}`,
    cell: (journal) => formatPointsChange(rewardChange(journal)),
  },
];

/** The member's ledger, newest first, a page at a time (keyset on the server; decision 017). */
export function LedgerPanel({ membershipNumber }: { membershipNumber: string }) {
  const ledger = useMemberLedger(membershipNumber);
  const journals = ledger.data?.pages.flatMap((page) => page.journals) ?? [];
  return (
    <Panel title="Ledger">
      <ListState isPending={ledger.isPending} error={ledger.error} isEmpty={journals.length === 0} empty="No transactions yet." onRetry={() => void ledger.refetch()}>
        <DataTable label="Transaction journals, newest first" columns={COLUMNS} rows={journals} rowKey={(journal) => journal.transactionJournalId} />
        <ShowMore pages={ledger} label="Show older transactions" />
      </ListState>
    </Panel>
  );
}
