import { Link, useParams } from 'react-router';
import type { AdminMember } from '#domain/back-office/api/admin.ts';
import { REWARD_POINTS, TIER_POINTS } from '#domain/loyalty/programme.ts';
import { formatDate, formatDateTime, formatNumber, formatRupiah } from '#domain/platform/format.ts';
import type { Translate } from '#domain/texts/translate.ts';
import { useT } from '../../../texts/texts.tsx';
import { paths } from '../../../paths.ts';
import { ErrorBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { useAdminMember, useAuditEntries } from '../api.ts';
import { DataTable, ListState, type Column } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { AuditTable } from '../audit/audit-table.tsx';
import { BlockForm } from './block-form.tsx';
import { LedgerPanel } from './ledger-panel.tsx';
import { PointsAdjustmentForm } from './points-adjustment-form.tsx';
import { StatusBadge } from './status-badge.tsx';

/** One member (decision 017) — profile, tier, balances, vouchers, ledger, orders; adjust points; block. */
export function MemberPage() {
  const t = useT();
  const { number = '' } = useParams();
  const member = useAdminMember(number);
  if (member.isPending) return <LoadingBlock label={t('backOffice.members.page.loading')} />;
  if (member.error) return <ErrorBlock error={member.error} onRetry={() => void member.refetch()} />;
  const { profile } = member.data;
  const contact = profile.associatedContact;
  return (
    <AdminPage
      title={`${contact.firstName} ${contact.lastName}`.trim()}
      intro={
        <span className="inline-flex flex-wrap items-center gap-2">
          {t('backOffice.members.page.intro', { number: profile.membershipNumber, tier: profile.memberTiers[0]?.loyaltyMemberTierName ?? '—' })} <StatusBadge status={member.data.memberStatus} />
        </span>
      }
      actions={
        <Link to={paths.adminMembers.href()} className="text-sm font-semibold text-navy underline">
          {t('backOffice.members.page.findAnother')}
        </Link>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfilePanel member={member.data} />
        <BalancesPanel member={member.data} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={t('backOffice.members.page.adjustPoints')}>
          <PointsAdjustmentForm membershipNumber={profile.membershipNumber} />
        </Panel>
        <Panel title={t('backOffice.members.page.membershipStatus')}>
          <BlockForm membershipNumber={profile.membershipNumber} status={member.data.memberStatus} />
        </Panel>
      </div>
      <LedgerPanel membershipNumber={profile.membershipNumber} />
      <VouchersPanel member={member.data} />
      <OrdersPanel member={member.data} />
      <HistoryPanel membershipNumber={profile.membershipNumber} />
    </AdminPage>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="break-all font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProfilePanel({ member }: { member: AdminMember }) {
  const t = useT();
  const { profile, phone } = member;
  const contact = profile.associatedContact;
  return (
    <Panel title={t('backOffice.members.profile.title')}>
      <Facts
        rows={[
          [t('backOffice.members.profile.email'), contact.email],
          [t('backOffice.members.profile.phone'), phone ? `+${phone}` : '—'],
          [t('backOffice.members.profile.birthDate'), contact.birthDate ? formatDate(contact.birthDate, t.language) : '—'],
          [t('backOffice.members.profile.enrolled'), formatDateTime(profile.enrollmentDate, t.language)],
          [t('backOffice.members.profile.lastActivity'), profile.lastActivityDate ? formatDateTime(profile.lastActivityDate, t.language) : '—'],
          [t('backOffice.members.profile.promotions'), profile.canReceivePromotions ? t('backOffice.members.profile.yes') : t('backOffice.members.profile.no')],
        ]}
      />
    </Panel>
  );
}

function BalancesPanel({ member }: { member: AdminMember }) {
  const t = useT();
  const points = (n: number) => t('backOffice.members.balances.points', { points: formatNumber(n, t.language) });
  const { profile } = member;
  const currency = (name: string) => profile.memberCurrencies.find((c) => c.loyaltyMemberCurrencyName === name);
  const reward = currency(REWARD_POINTS);
  return (
    <Panel title={t('backOffice.members.balances.title')}>
      <Facts
        rows={[
          [t('backOffice.members.balances.tier'), profile.memberTiers[0]?.loyaltyMemberTierName ?? '—'],
          [t('backOffice.members.balances.rewardPoints'), points(reward?.pointsBalance ?? 0)],
          [t('backOffice.members.balances.redeemed'), points(reward?.totalPointsRedeemed ?? 0)],
          [t('backOffice.members.balances.expired'), points(reward?.totalPointsExpired ?? 0)],
          [t('backOffice.members.balances.tierPoints'), formatNumber(currency(TIER_POINTS)?.pointsBalance ?? 0, t.language)],
          [
            t('backOffice.members.balances.nextTier'),
            profile.nextTierName
              ? t('backOffice.members.balances.nextTierIn', { tier: profile.nextTierName, amount: formatRupiah(profile.amountToNextTier) })
              : t('backOffice.members.balances.topTier'),
          ],
          [t('backOffice.members.balances.vouchers'), formatNumber(profile.voucherCount, t.language)],
        ]}
      />
    </Panel>
  );
}

// The voucher's status is the loyalty service's own word ('Issued', 'Redeemed'), shown as recorded.
const voucherColumns = (t: Translate): Column<AdminMember['vouchers'][number]>[] => [
  { header: t('backOffice.members.vouchers.code'), cellClassName: 'font-mono', cell: (voucher) => voucher.voucherCode },
  { header: t('backOffice.members.vouchers.voucher'), cell: (voucher) => voucher.voucherDefinition },
  { header: t('backOffice.members.vouchers.status'), cell: (voucher) => voucher.voucherStatus },
  {
    header: t('backOffice.members.vouchers.valid'),
    cell: (voucher) => (
      <>
        {formatDate(voucher.effectiveDate, t.language)} – {formatDate(voucher.expirationDate, t.language)}
      </>
    ),
  },
];

function VouchersPanel({ member }: { member: AdminMember }) {
  const t = useT();
  return (
    <Panel title={t('backOffice.members.vouchers.title')}>
      <ListState isPending={false} error={null} isEmpty={member.vouchers.length === 0} empty={t('backOffice.members.vouchers.empty')} onRetry={() => undefined}>
        <DataTable label={t('backOffice.members.vouchers.title')} columns={voucherColumns(t)} rows={member.vouchers} rowKey={(voucher) => voucher.voucherId} />
      </ListState>
    </Panel>
  );
}

const orderColumns = (t: Translate): Column<AdminMember['orders'][number]>[] => [
  { header: t('backOffice.members.orders.when'), cellClassName: 'whitespace-nowrap', cell: (order) => formatDateTime(order.createdAt, t.language) },
  {
    header: t('backOffice.members.orders.transaction'),
    cellClassName: 'break-all',
    cell: (order) => (
      <Link to={paths.adminPosOrder.href({ transactionNumber: order.externalTransactionNumber })} className="text-navy underline">
        {order.externalTransactionNumber}
      </Link>
    ),
  },
  { header: t('backOffice.members.orders.store'), cell: (order) => order.storeId },
  { header: t('backOffice.members.orders.total'), className: 'text-right', cell: (order) => formatRupiah(order.totalPrice) },
  { header: t('backOffice.members.orders.pointsEarned'), className: 'text-right', cell: (order) => formatNumber(order.pointsEarned, t.language) },
  { header: t('backOffice.members.orders.pointsRedeemed'), className: 'text-right', cell: (order) => formatNumber(order.pointsRedeemed, t.language) },
];

function OrdersPanel({ member }: { member: AdminMember }) {
  const t = useT();
  return (
    <Panel title={t('backOffice.members.orders.title')}>
      <ListState isPending={false} error={null} isEmpty={member.orders.length === 0} empty={t('backOffice.members.orders.empty')} onRetry={() => undefined}>
        <DataTable label={t('backOffice.members.orders.title')} columns={orderColumns(t)} rows={member.orders} rowKey={(order) => order.orderNumber} />
      </ListState>
    </Panel>
  );
}

function HistoryPanel({ membershipNumber }: { membershipNumber: string }) {
  const t = useT();
  const audit = useAuditEntries({ entity: 'member', entityId: membershipNumber });
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Panel
      title={t('backOffice.members.history.title')}
      actions={
        <Link to={paths.adminAudit.href({ entity: 'member', entityId: membershipNumber })} className="text-sm font-semibold text-navy underline">
          {t('backOffice.members.history.openAudit')}
        </Link>
      }
    >
      <ListState isPending={audit.isPending} error={audit.error} isEmpty={entries.length === 0} empty={t('backOffice.members.history.empty')} onRetry={() => void audit.refetch()}>
        <AuditTable entries={entries.slice(0, 10)} caption={t('backOffice.members.history.caption')} />
      </ListState>
    </Panel>
  );
}
