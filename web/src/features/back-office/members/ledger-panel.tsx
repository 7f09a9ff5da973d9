import type { TransactionJournal } from '#domain/loyalty/api/members.ts';
import { reasonOfJournal } from '#domain/back-office/forms.ts';
import { BUSINESS_NAME_ATTRIBUTE, REWARD_POINTS } from '#domain/loyalty/programme.ts';
import { formatDateTime, formatRupiah } from '#domain/platform/format.ts';
import type { Translate } from '#domain/texts/translate.ts';
import { useMemberLedger } from '../api.ts';
import { DataTable, ListState, ShowMore, type Column } from '../../../ui/table/index.ts';
import { useT } from '../../../texts/texts.tsx';
import { Panel } from '../admin-page.tsx';
import { signedPoints } from './points-text.ts';

const rewardChange = (journal: TransactionJournal) =>
  journal.pointsChange.filter((c) => c.loyaltyMemberCurrency === REWARD_POINTS).reduce((sum, c) => sum + c.changeInPoints, 0);

/** What a journal says beyond its type: the store or reward, and an adjustment's reason and note. */
function details(t: Translate, journal: TransactionJournal): string {
  const attribute = (name: string) => journal.additionalTransactionJournalAttributes.find((a) => a.fieldName === name)?.value;
  const reasonValue = attribute('Reason__c');
  const reason = reasonOfJournal(reasonValue);
  const adjustedBy = attribute('Adjusted_By__c');
  return [
    attribute(BUSINESS_NAME_ATTRIBUTE),
    reason ? t(`backOffice.members.adjust.reasons.${reason}`) : reasonValue,
    attribute('Note__c'),
    adjustedBy && t('backOffice.members.ledger.by', { name: adjustedBy }),
  ]
    .filter(Boolean)
    .join(' · ');
}

// The journal's type and sub-type are the ledger's own names (Salesforce Loyalty Management's), shown as recorded.
const columns = (t: Translate): Column<TransactionJournal>[] => [
  { header: t('backOffice.members.ledger.when'), cellClassName: 'whitespace-nowrap', cell: (journal) => formatDateTime(journal.activityDate, t.language) },
  { header: t('backOffice.members.ledger.journal'), cellClassName: 'whitespace-nowrap font-mono text-xs', cell: (journal) => journal.transactionJournalNumber },
  {
    header: t('backOffice.members.ledger.type'),
    cell: (journal) => (
      <>
        {journal.journalTypeName}
        {journal.journalSubTypeName && <span className="block text-slate-600">{journal.journalSubTypeName}</span>}
      </>
    ),
  },
  { header: t('backOffice.members.ledger.details'), cell: (journal) => details(t, journal) || '—' },
  { header: t('backOffice.members.ledger.amount'), className: 'text-right', cell: (journal) => (journal.transactionAmount ? formatRupiah(journal.transactionAmount) : '—') },
  {
    header: t('backOffice.members.ledger.rewardPoints'),
    className: 'text-right',
    cellClassName: (journal) => `font-semibold ${rewardChange(journal) < 0 ? 'text-red-700' : 'text-emerald-800'}`,
    cell: (journal) => signedPoints(rewardChange(journal), t.language),
  },
];

/** The member's ledger, newest first, a page at a time (keyset on the server; decision 017). */
export function LedgerPanel({ membershipNumber }: { membershipNumber: string }) {
  const t = useT();
  const ledger = useMemberLedger(membershipNumber);
  const journals = ledger.data?.pages.flatMap((page) => page.journals) ?? [];
  return (
    <Panel title={t('backOffice.members.ledger.title')}>
      <ListState isPending={ledger.isPending} error={ledger.error} isEmpty={journals.length === 0} empty={t('backOffice.members.ledger.empty')} onRetry={() => void ledger.refetch()}>
        <DataTable label={t('backOffice.members.ledger.label')} columns={columns(t)} rows={journals} rowKey={(journal) => journal.transactionJournalId} />
        <ShowMore pages={ledger} label={t('backOffice.members.ledger.showOlder')} />
      </ListState>
    </Panel>
  );
}
