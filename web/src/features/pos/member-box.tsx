import type { ReactNode } from 'react';
import { memberBlockedMessage } from '#domain/loyalty/member-status.ts';
import type { CheckoutMember } from '#domain/pos/order.ts';
import { day, orNA, points } from './format.ts';

/** loyalty-pos.md §2 member box: Name, Email, DoB, Membership Number ('N/A' if empty), Poin, Voucher. */
export function MemberBox({ member, children }: { member: CheckoutMember | null; children?: ReactNode }) {
  return (
    <section aria-label="Member" className="rounded-2xl bg-slate-50 p-4 text-left ring-1 ring-slate-200">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Field label="Name" value={orNA(member?.name)} />
        <Field label="Email" value={orNA(member?.email)} />
        <Field label="DoB" value={member?.dob ? day(member.dob) : 'N/A'} />
        <Field label="Membership Number" value={orNA(member?.number)} />
        <Field label="Poin" value={member ? points(member.points.pointsBalance) : 'N/A'} />
        <Field label="Voucher" value={member ? String(member.vouchers.length) : 'N/A'} />
      </dl>
      {member?.blocked && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-200">
          {memberBlockedMessage(member.number)}
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
