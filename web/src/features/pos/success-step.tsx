import { formatNumber, formatRupiah } from '#domain/platform/format.ts';
import type { CheckoutMember } from '#domain/pos/order.ts';
import type { SaleResult } from './checkout-state.ts';
import { MemberBox } from './member-box.tsx';
import { Button } from '../../ui/button.tsx';
import { SaleReceiptPanel } from './receipts/index.ts';
import { OfflineReceiptPanel } from './offline/offline-receipt-panel.tsx';
import { useLanguage, useT } from '../../texts/texts.tsx';

/** loyalty-pos.md §2 step 5: 'Transaction Successful!' and the points change; 'Back To Home'. */
export function SuccessStep({ member, result, onBackToHome }: { member: CheckoutMember | null; result: SaleResult; onBackToHome(): void }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="space-y-6 text-center">
      <div>
        <svg viewBox="0 0 48 48" width="64" height="64" aria-hidden="true" className="mx-auto text-green-600">
          <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.15" />
          <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h2 className="mt-3 text-2xl font-bold text-ink">{t('pos.steps.success')}</h2>
        <p className="mt-1 text-slate-600">
          {result.offline
            ? t('pos.offline.success.order', { receipt: result.orderName, total: formatRupiah(result.total) })
            : t('pos.success.order', { name: result.orderName, total: formatRupiah(result.total) })}
        </p>
        {result.offline && <p className="mt-1 font-semibold text-amber-900">{t('pos.offline.success.queued')}</p>}
      </div>
      {member && (
        <MemberBox member={member}>
          <ul aria-label={t('pos.success.pointsChange')} className="mt-4 flex flex-wrap justify-center gap-3 border-t border-slate-200 pt-4 text-base font-bold">
            {result.pointsUsed > 0 && <li className="rounded-full bg-red-50 px-4 py-1 text-red-700">{t('pos.success.pointsUsed', { points: formatNumber(result.pointsUsed, language) })}</li>}
            {result.offline ? (
              <li className="rounded-full bg-amber-50 px-4 py-1 text-amber-900">{t('pos.offline.receipt.pointsAtSync')}</li>
            ) : (
              <li className="rounded-full bg-green-50 px-4 py-1 text-green-700">{t('pos.success.pointsEarned', { points: formatNumber(result.pointsEarned, language) })}</li>
            )}
          </ul>
        </MemberBox>
      )}
      {result.offline ? (
        <OfflineReceiptPanel receipt={result.offline.receipt} />
      ) : (
        <SaleReceiptPanel transactionNumber={result.transactionNumber} suggestedEmail={member?.email ?? ''} />
      )}
      <Button onClick={onBackToHome} size="md" className="px-8">
        {t('pos.actions.backToHome')}
      </Button>
    </div>
  );
}
