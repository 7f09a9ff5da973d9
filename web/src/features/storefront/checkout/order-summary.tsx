import { formatRupiah } from '#domain/platform/format.ts';
import type { ShopCheckoutTotals } from '#domain/storefront/checkout.ts';
import { useT } from '../../../texts/texts.tsx';

interface SummaryProps {
  totals: Pick<ShopCheckoutTotals, 'subtotal' | 'couponDiscount' | 'ppn' | 'deliveryFee' | 'pointsRedeemed' | 'total'>;
  lines: { productId: string; name: string; imageUrl: string; quantity: number; lineTotal: number }[];
  couponCode: string | null;
  deliveryLabel: string | null;
  /** False for an order placed before shelf prices included PPN (decision 038): its PPN was added on top. */
  ppnIncluded?: boolean;
}

/**
 * Lines, discount, delivery, points and total, and the PPN the total contains: the figures of
 * domain/storefront/checkout.ts (decision 038: shelf prices include PPN).
 */
export function OrderSummary({ totals, lines, couponCode, deliveryLabel, ppnIncluded = true }: SummaryProps) {
  const t = useT();
  return (
    <div>
      <ul aria-label={t('storefront.summary.lines')} className="space-y-3">
        {lines.map((line) => (
          <li key={line.productId} className="flex items-center gap-3 text-sm">
            <img src={line.imageUrl} alt="" width={44} height={44} className="h-11 w-11 shrink-0 rounded-lg bg-slate-50 object-contain" />
            <span className="min-w-0 flex-1 text-ink">
              {line.name} <span className="text-slate-600">× {line.quantity}</span>
            </span>
            <span className="font-semibold">{formatRupiah(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm">
        <Row label={t('storefront.summary.subtotal')} value={formatRupiah(totals.subtotal)} testId="summary-subtotal" />
        {totals.couponDiscount > 0 && <Row label={t('storefront.summary.coupon', { code: couponCode ?? '' })} value={`−${formatRupiah(totals.couponDiscount)}`} testId="summary-discount" accent />}
        {!ppnIncluded && <Row label={t('storefront.summary.ppn')} value={formatRupiah(totals.ppn)} testId="summary-ppn" />}
        <Row label={deliveryLabel ? t('storefront.summary.deliveryWith', { label: deliveryLabel }) : t('storefront.summary.delivery')} value={formatRupiah(totals.deliveryFee)} testId="summary-delivery" />
        {totals.pointsRedeemed > 0 && <Row label={t('storefront.summary.points')} value={`−${formatRupiah(totals.pointsRedeemed)}`} testId="summary-points" accent />}
      </dl>
      <div className="mt-4 flex items-center justify-between border-t border-slate-100 pt-4">
        <span className="font-semibold text-slate-700">{t('storefront.summary.total')}</span>
        <span data-testid="summary-total" className="text-xl font-extrabold text-brand">
          {formatRupiah(totals.total)}
        </span>
      </div>
      {ppnIncluded && (
        <p className="mt-1 flex justify-between gap-4 text-xs text-slate-600">
          <span>{t('storefront.summary.ppnIncluded')}</span>
          <span data-testid="summary-ppn">{formatRupiah(totals.ppn)}</span>
        </p>
      )}
    </div>
  );
}

function Row({ label, value, testId, accent = false }: { label: string; value: string; testId: string; accent?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd data-testid={testId} className={accent ? 'font-semibold text-emerald-700' : 'text-ink'}>
        {value}
      </dd>
    </div>
  );
}
