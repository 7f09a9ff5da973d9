import type { ReactNode } from 'react';
import type { CheckoutMember } from '#domain/pos/order.ts';
import { formatDate, formatNumber } from '#domain/platform/format.ts';
import { useLanguage, useT } from '../../texts/texts.tsx';

/** loyalty-pos.md §2 member box: Name, Email, DoB, Membership Number ('N/A' if empty), Poin, Voucher. */
export function MemberBox({ member, children }: { member: CheckoutMember | null; children?: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const none = t('pos.memberBox.none');
  const orNone = (value: string | null | undefined) => (value && value.trim() ? value : none);
  return (
    <section aria-label={t('pos.memberBox.label')} className="rounded-2xl bg-slate-50 p-4 text-left ring-1 ring-slate-200">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Field label={t('pos.memberBox.name')} value={orNone(member?.name)} />
        <Field label={t('pos.memberBox.email')} value={orNone(member?.email)} />
        <Field label={t('pos.memberBox.dob')} value={member?.dob ? formatDate(member.dob, language) : none} />
        <Field label={t('pos.memberBox.number')} value={orNone(member?.number)} />
        <Field label={t('pos.memberBox.points')} value={member ? formatNumber(member.points.pointsBalance, language) : none} />
        <Field label={t('pos.memberBox.vouchers')} value={member ? formatNumber(member.vouchers.length, language) : none} />
      </dl>
      {member?.blocked && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-200">
          {t('pos.memberBox.blocked', { membershipNumber: member.number })}
        </p>
      )}
      {children}
    </section>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-2">
      <dt className="w-40 shrink-0 font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words font-semibold text-ink">{value}</dd>
    </div>
  );
}
