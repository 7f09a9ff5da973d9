import { CheckCircle2, Landmark } from 'lucide-react';
import { useParams } from 'react-router';
import { formatRupiah } from '#domain/platform/format.ts';
import { SHOP_PAYMENT_METHODS, type ShopPaymentMethod } from '#domain/storefront/checkout.ts';
import { paths } from '../../../paths.ts';
import { useT } from '../../../texts/texts.tsx';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';
import { ErrorBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { usePaySimCharge, useSimCharge } from './api.ts';

const isShopMethod = (method: string): method is ShopPaymentMethod => (SHOP_PAYMENT_METHODS as readonly string[]).includes(method);

/**
 * The embedded payment gateway's "bank app" (decision 018): what the shopper's m-banking or e-wallet app
 * would show after scanning the QRIS code or opening the virtual account. Paying here makes the gateway
 * send its signed webhook to the shop, as a real gateway does.
 */
export function PaySimulatorPage() {
  const t = useT();
  const { chargeId = '' } = useParams();
  const charge = useSimCharge(chargeId);
  const pay = usePaySimCharge(chargeId);

  if (charge.isPending) return <LoadingBlock label={t('storefront.simulator.opening')} />;
  if (charge.isError) return <ErrorBlock error={charge.error} />;
  const view = pay.data ?? charge.data;
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <div className="overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-slate-200">
        <div className="flex items-center gap-3 bg-navy px-6 py-4 text-white">
          <Landmark aria-hidden="true" className="h-6 w-6" />
          <div>
            <h1 className="text-lg font-bold">{t('storefront.simulator.title')}</h1>
            <p className="text-xs opacity-80">{t('storefront.simulator.note')}</p>
          </div>
        </div>
        <dl className="space-y-3 px-6 py-5 text-sm">
          <Row label={t('storefront.simulator.merchant')} value={view.merchant} />
          <Row label={t('storefront.simulator.order')} value={view.orderNumber} mono />
          <Row label={t('storefront.simulator.method')} value={isShopMethod(view.method) ? t(`storefront.simulator.methods.${view.method}`) : view.method} />
          {view.vaNumber && <Row label={t('storefront.simulator.virtualAccount')} value={view.vaNumber} mono />}
          <div className="flex items-baseline justify-between border-t border-slate-100 pt-3">
            <dt className="font-semibold text-slate-700">{t('storefront.simulator.amount')}</dt>
            <dd data-testid="sim-amount" className="text-2xl font-extrabold text-ink">
              {formatRupiah(view.amount)}
            </dd>
          </div>
        </dl>
        <div className="px-6 pb-6">
          {view.status === 'paid' ? (
            <div className="space-y-4">
              <p role="status" className="flex items-center gap-2 rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-800">
                <CheckCircle2 aria-hidden="true" className="h-5 w-5" /> {t('storefront.simulator.success')}
              </p>
              <ButtonLink to={paths.orderStatus.href({ orderNumber: view.orderNumber })} size="lg" className="flex w-full items-center justify-center">
                {t('storefront.simulator.backToShop')}
              </ButtonLink>
            </div>
          ) : view.status === 'expired' || view.status === 'refunded' ? (
            <p role="status" className="rounded-xl bg-slate-100 p-3 font-semibold text-slate-700">
              {t(`storefront.simulator.${view.status}`)}
            </p>
          ) : (
            <>
              <Button size="lg" className="w-full" disabled={pay.isPending} onClick={() => pay.mutate()}>
                {t('storefront.simulator.pay', { amount: formatRupiah(view.amount) })}
              </Button>
              {pay.isError && (
                <p role="alert" className="mt-3 text-sm text-red-700">
                  {errorMessage(pay.error, t('storefront.simulator.failed'))}
                </p>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function Row({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className={`text-right font-semibold text-ink ${mono ? 'font-mono' : ''}`}>{value}</dd>
    </div>
  );
}
