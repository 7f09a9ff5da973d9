import { QRCodeSVG } from 'qrcode.react';
import type { ShopOrder } from '#domain/storefront/api/checkout.ts';
import { formatRupiah } from '#domain/platform/format.ts';
import { JAKARTA_TIME_ZONE } from '#domain/platform/time-zone.ts';
import { paths } from '../../../paths.ts';
import { ButtonLink } from '../../../ui/button.tsx';

const expiry = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: JAKARTA_TIME_ZONE });

/** How to pay an order that waits for payment: the QRIS code, the virtual account, or the e-wallet link. */
export function PaymentInstructions({ order }: { order: ShopOrder }) {
  const { instructions, payUrl, expiresAt } = order.payment;
  const chargeId = payUrl?.split('/').pop();
  return (
    <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5">
      <p className="font-semibold text-ink">
        Pay <span data-testid="amount-to-pay">{formatRupiah(order.total)}</span> before {expiry.format(new Date(expiresAt))} WIB
      </p>
      {instructions?.kind === 'qris' && (
        <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:items-start">
          <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
            <QRCodeSVG value={instructions.qrString} size={184} level="M" role="img" aria-label="QRIS code to pay this order" />
          </div>
          <p className="text-sm text-slate-700">Scan this QRIS code with any banking or e-wallet app (GoPay, OVO, DANA, ShopeePay, m-banking). This page updates by itself once you have paid.</p>
        </div>
      )}
      {instructions?.kind === 'va' && (
        <div className="mt-4 text-sm text-slate-700">
          <p>
            Transfer to the {instructions.bank} virtual account number
          </p>
          <p data-testid="va-number" className="mt-1 font-mono text-2xl font-bold tracking-wider text-ink">
            {instructions.vaNumber}
          </p>
          <p className="mt-1">The exact amount only. This page updates by itself once you have paid.</p>
        </div>
      )}
      {instructions?.kind === 'ewallet' && <p className="mt-4 text-sm text-slate-700">Finish the payment in the {instructions.wallet} app. This page updates by itself once you have paid.</p>}
      {chargeId && (
        <ButtonLink to={paths.paySimulator.href({ chargeId })} variant="navy" size="md" className="mt-4 inline-flex items-center px-5">
          Open the payment simulator
        </ButtonLink>
      )}
    </div>
  );
}
