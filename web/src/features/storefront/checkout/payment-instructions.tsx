import { QRCodeSVG } from 'qrcode.react';
import type { ShopOrder } from '#domain/storefront/api/checkout.ts';
import { formatDateTime, formatRupiah } from '#domain/platform/format.ts';
import { paths } from '../../../paths.ts';
import { useT } from '../../../texts/texts.tsx';
import { ButtonLink } from '../../../ui/button.tsx';

/** How to pay an order that waits for payment: the QRIS code, the virtual account, or the e-wallet link. */
export function PaymentInstructions({ order }: { order: ShopOrder }) {
  const t = useT();
  const { instructions, payUrl, expiresAt } = order.payment;
  const chargeId = payUrl?.split('/').pop();
  return (
    <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5">
      <p className="font-semibold text-ink">
        {t.rich('storefront.pay.before', {
          deadline: formatDateTime(expiresAt, t.language),
          amount: () => <span data-testid="amount-to-pay">{formatRupiah(order.total)}</span>,
        })}
      </p>
      {instructions?.kind === 'qris' && (
        <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:items-start">
          <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
            <QRCodeSVG value={instructions.qrString} size={184} level="M" role="img" aria-label={t('storefront.pay.qrisLabel')} />
          </div>
          <p className="text-sm text-slate-700">{t('storefront.pay.qris')}</p>
        </div>
      )}
      {instructions?.kind === 'va' && (
        <div className="mt-4 text-sm text-slate-700">
          <p>{t('storefront.pay.va', { bank: instructions.bank })}</p>
          <p data-testid="va-number" className="mt-1 font-mono text-2xl font-bold tracking-wider text-ink">
            {instructions.vaNumber}
          </p>
          <p className="mt-1">{t('storefront.pay.vaExact')}</p>
        </div>
      )}
      {instructions?.kind === 'ewallet' && <p className="mt-4 text-sm text-slate-700">{t('storefront.pay.ewallet', { wallet: instructions.wallet })}</p>}
      {chargeId && (
        <ButtonLink to={paths.paySimulator.href({ chargeId })} variant="navy" size="md" className="mt-4 inline-flex items-center px-5">
          {t('storefront.pay.openSimulator')}
        </ButtonLink>
      )}
    </div>
  );
}
