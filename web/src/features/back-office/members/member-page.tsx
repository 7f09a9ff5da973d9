import { Link, useParams } from 'react-router';
import type { AdminMember } from '#domain/back-office/api/admin.ts';
import { formatPoints } from '#domain/pos/pricing.ts';
import { formatJakartaDate } from '#domain/platform/jakarta-time.ts';
import { REWARD_POINTS, TIER_POINTS } from '#domain/loyalty/programme.ts';
import { formatRupiah } from '#domain/platform/format.ts';
import { paths } from '../../../paths.ts';
import { ErrorBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { useAdminMember, useAuditEntries } from '../api.ts';
import { DataTable, ListState, type Column } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { AuditTable } from '../audit/audit-table.tsx';
import { formatDateTime } from '../format.ts';
import { BlockForm } from './block-form.tsx';
import { LedgerPanel } from './ledger-panel.tsx';
import { PointsAdjustmentForm } from './points-adjustment-form.tsx';
import { StatusBadge } from './status-badge.tsx';

/** One member (decision 017) — profile, tier, balances, vouchers, ledger, orders; adjust points; block. */
export function MemberPage() {
  const { number = '' } = useParams();
  const member = useAdminMember(number);
  if (member.isPending) return <LoadingBlock label="Loading the member" />;
  if (member.error) return <ErrorBlock error={member.error} onRetry={() => void member.refetch()} />;
  const { profile } = member.data;
  const contact = profile.associatedContact;
  return (
    <AdminPage
      title={`${contact.firstName} ${contact.lastName}`.trim()}
      intro={
        <span className="inline-flex flex-wrap items-center gap-2">
          Member {profile.membershipNumber} · {profile.memberTiers[0]?.loyaltyMemberTierName} <StatusBadge status={member.data.memberStatus} />
        </span>
      }
      actions={
        <Link to={paths.adminMembers.href()} className="text-sm font-semibold text-navy underline">
          Find another member
        </Link>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfilePanel member={member.data} />
        <BalancesPanel member={member.data} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Adjust points">
          <PointsAdjustmentForm membershipNumber={profile.membershipNumber} />
        </Panel>
        <Panel title="Membership status">
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
  const { profile, phone } = member;
  const contact = profile.associatedContact;
  return (
    <Panel title="Profile">
      <Facts
        rows={[
          ['E-mail', contact.email],
          ['Phone', phone ? `+${phone}` : '—'],
          ['Birth date', contact.birthDate ? formatJakartaDate(contact.birthDate) : '—'],
          ['Enrolled', formatDateTime(profile.enrollmentDate)],
          ['Last activity', profile.lastActivityDate ? formatDateTime(profile.lastActivityDate) : '—'],
          ['Promotions', profile.canReceivePromotions ? 'Yes' : 'No'],
        ]}
      />
    </Panel>
  );
}

function BalancesPanel({ member }: { member: AdminMember }) {
  const { profile } = member;
  const currency = (name: string) => profile.memberCurrencies.find((c) => c.loyaltyMemberCurrencyName === name);
  const reward = currency(REWARD_POINTS);
  return (
    <Panel title="Tier and balances">
      <Facts
        rows={[
          ['Tier', profile.memberTiers[0]?.loyaltyMemberTierName ?? '—'],
          ['Reward Points', `${formatPoints(reward?.pointsBalance ?? 0)} points`],
          ['Redeemed in total', `${formatPoints(reward?.totalPointsRedeemed ?? 0)} points`],
          ['Expired in total', `${formatPoints(reward?.totalPointsExpired ?? 0)} points`],
          ['Tier Points', formatPoints(currency(TIER_POINTS)?.pointsBalance ?? 0)],
          ['Next tier', profile.nextTierName ? `${profile.nextTierName} in ${formatRupiah(profile.amountToNextTier)}` : 'Top tier'],
          ['Usable vouchers', String(profile.voucherCount)],
        ]}
      />
    </Panel>
  );
}

const VOUCHER_COLUMNS: Column<AdminMember['vouchers'][number]>[] = [
  { header: 'Code', cellClassName: 'font-mono', cell: (voucher) => voucher.voucherCode },
  { header: 'Voucher', cell: (voucher) => voucher.voucherDefinition },
  { header: 'Status', cell: (voucher) => voucher.voucherStatus },
  {
    header: 'Valid',
    cell: (voucher) => (
      <>
        {formatJakartaDate(voucher.effectiveDate)} – {formatJakartaDate(voucher.expirationDate)}
      </>
    ),
  },
];

function VouchersPanel({ member }: { member: AdminMember }) {
  return (
    <Panel title="Vouchers">
      <ListState isPending={false} error={null} isEmpty={member.vouchers.length === 0} empty="This member has no vouchers." onRetry={() => undefined}>
        <DataTable label="Vouchers" columns={VOUCHER_COLUMNS} rows={member.vouchers} rowKey={(voucher) => voucher.voucherId} />
      </ListState>
    </Panel>
  );
}

const ORDER_COLUMNS: Column<AdminMember['orders'][number]>[] = [
  { header: 'When', cellClassName: 'whitespace-nowrap', cell: (order) => formatDateTime(order.createdAt) },
  {
    header: 'Transaction',
    cellClassName: 'break-all',
    cell: (order) => (
      <Link to={paths.adminPosOrder.href({ transactionNumber: order.externalTransactionNumber })} className="text-navy underline">
        {order.externalTransactionNumber}
      </Link>
    ),
  },
  { header: 'Store', cell: (order) => order.storeId },
  { header: 'Total', className: 'text-right', cell: (order) => formatRupiah(order.totalPrice) },
  { header: 'Points earned', className: 'text-right', cell: (order) => formatPoints(order.pointsEarned) },
  { header: 'Points redeemed', className: 'text-right', cell: (order) => formatPoints(order.pointsRedeemed) },
];

function OrdersPanel({ member }: { member: AdminMember }) {
  return (
    <Panel title="Latest POS orders">
      <ListState isPending={false} error={null} isEmpty={member.orders.length === 0} empty="No orders at the till yet." onRetry={() => undefined}>
        <DataTable label="Latest POS orders" columns={ORDER_COLUMNS} rows={member.orders} rowKey={(order) => order.orderNumber} />
      </ListState>
    </Panel>
  );
}

function HistoryPanel({ membershipNumber }: { membershipNumber: string }) {
  const audit = useAuditEntries({ entity: 'member', entityId: membershipNumber });
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Panel
      title="Back-office history"
      actions={
        <Link to={paths.adminAudit.href({ entity: 'member', entityId: membershipNumber })} className="text-sm font-semibold text-navy underline">
          Open in the audit log
        </Link>
      }
    >
      <ListState isPending={audit.isPending} error={audit.error} isEmpty={entries.length === 0} empty="No back-office changes to this member yet." onRetry={() => void audit.refetch()}>
        <AuditTable entries={entries.slice(0, 10)} caption="Back-office changes to this member" />
      </ListState>
    </Panel>
  );
}
