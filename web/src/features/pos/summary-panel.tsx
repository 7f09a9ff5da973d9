import type { CheckoutTotals } from '#domain/checkout.ts';
import { rupiah } from './format.ts';

/**
 * loyalty-pos.md §2: '{qty}x {name}' lines with price x quantity, 'Your cart is empty', a green
 * Voucher line and a green 'Redeem Points' line when above 0, a red 'PPN Tax' line, and the Total.
 */
export function SummaryPanel({ totals }: { totals: CheckoutTotals }) {
  const empty = totals.lines.length === 0;
  return (
    <section aria-labelledby="pos-summary" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="pos-summary" className="text-lg font-bold text-ink">
        Summary
      </h2>
      {empty ? (
        <p className="mt-4 text-slate-600">Your cart is empty</p>
      ) : (
        <ul aria-label="Cart" className="mt-4 space-y-2">
          {totals.lines.map((line) => (
            <li key={line.productCode} className="flex justify-between gap-3 text-sm text-slate-800">
              <span>
                {line.quantity}x {line.name}
              </span>
              <span className="shrink-0 tabular-nums">{rupiah(line.lineSubtotal)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm">
        {totals.voucherDiscount > 0 && (
          <SummaryRow label="Voucher" value={`-${rupiah(totals.voucherDiscount)}`} className="text-green-700" />
        )}
        {totals.pointsRedeemed > 0 && (
          <SummaryRow label="Redeem Points" value={`-${rupiah(totals.pointsRedeemed)}`} className="text-green-700" />
        )}
        {!empty && <SummaryRow label="PPN Tax" value={rupiah(totals.tax)} className="text-red-700" />}
        <SummaryRow label="Total" value={rupiah(totals.total)} className="pt-1 text-base font-bold text-ink" />
      </dl>
    </section>
  );
}

function SummaryRow({ label, value, className }: { label: string; value: string; className: string }) {
  return (
    <div className={`flex justify-between gap-3 ${className}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
