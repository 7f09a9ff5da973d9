import { formatRupiah } from '#domain/platform/format.ts';
import type { CheckoutTotals } from '#domain/pos/pricing.ts';
import { useT } from '../../texts/texts.tsx';

/**
 * loyalty-pos.md §2: '{qty}x {name}' lines with price x quantity, 'Your cart is empty', a green
 * Voucher line and a green 'Redeem Points' line when above 0, a red 'PPN Tax' line, and the Total.
 */
interface SummaryPanelProps {
  totals: CheckoutTotals;
  /** In step 1 each line has plus, minus and remove (by product code). */
  editing?: { onMore(productCode: string): void; onLess(productCode: string): void; onRemove(productCode: string): void };
}

export function SummaryPanel({ totals, editing }: SummaryPanelProps) {
  const t = useT();
  const empty = totals.lines.length === 0;
  return (
    <section aria-labelledby="pos-summary" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="pos-summary" className="text-lg font-bold text-ink">
        {t('pos.summary.title')}
      </h2>
      {empty ? (
        <p className="mt-4 text-slate-600">{t('pos.summary.empty')}</p>
      ) : (
        <ul aria-label={t('pos.summary.cart')} className="mt-4 space-y-2">
          {totals.lines.map((line) => (
            <li key={line.productCode} className="text-sm text-slate-800">
              <div className="flex justify-between gap-3">
                <span>
                  {line.quantity}x {line.name}
                </span>
                <span className="shrink-0 tabular-nums">{formatRupiah(line.lineSubtotal)}</span>
              </div>
              {editing && (
                <div className="mt-1 flex items-center gap-2">
                  <LineButton label={t('pos.summary.oneLess', { name: line.name })} onClick={() => editing.onLess(line.productCode)} path="M5 10h10" />
                  <LineButton label={t('pos.summary.oneMore', { name: line.name })} onClick={() => editing.onMore(line.productCode)} path="M5 10h10M10 5v10" />
                  <button
                    type="button"
                    onClick={() => editing.onRemove(line.productCode)}
                    aria-label={t('pos.summary.removeLine', { name: line.name })}
                    className="ml-auto h-9 rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50"
                  >
                    {t('pos.summary.remove')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm">
        {totals.voucherDiscount > 0 && (
          <SummaryRow label={t('pos.summary.voucher')} value={`-${formatRupiah(totals.voucherDiscount)}`} className="text-green-700" />
        )}
        {totals.pointsRedeemed > 0 && (
          <SummaryRow label={t('pos.summary.redeemPoints')} value={`-${formatRupiah(totals.pointsRedeemed)}`} className="text-green-700" />
        )}
        {!empty && <SummaryRow label={t('pos.summary.tax')} value={formatRupiah(totals.tax)} className="text-red-700" />}
        <SummaryRow label={t('pos.summary.total')} value={formatRupiah(totals.total)} className="pt-1 text-base font-bold text-ink" />
      </dl>
    </section>
  );
}

function LineButton({ label, onClick, path }: { label: string; onClick(): void; path: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="flex h-9 w-9 items-center justify-center rounded-lg text-ink ring-1 ring-slate-300 hover:bg-slate-100"
    >
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
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
