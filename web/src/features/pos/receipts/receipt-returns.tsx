import type { Receipt } from '#domain/pos/api/receipts.ts';
import { formatNumber } from '#domain/platform/format.ts';
import { useLanguage, useT } from '../../../texts/texts.tsx';
import { Money, ReceiptRow, ReceiptRows, ReceiptRule } from './receipt-paper.tsx';

/**
 * The returns booked against a sale since it was rung up (decision 016), at the foot of its receipt: a
 * reprint or the e-receipt read after a return shows what came back, what it did to the points and the
 * balance after it, instead of only the balance the sale left.
 */
export function ReceiptReturns({ returns }: { returns: Receipt['returns'] }) {
  const t = useT();
  const language = useLanguage();
  const points = (value: number) => formatNumber(value, language);
  if (returns.length === 0) return null;
  return (
    <section aria-label={t('pos.receipt.returns.heading')}>
      <ReceiptRule />
      <p className="font-bold">{t('pos.receipt.returns.heading')}</p>
      {returns.map((booked) => (
        <ReceiptRows key={booked.returnNumber} label={booked.returnNumber}>
          <ReceiptRow label={booked.returnNumber} value={booked.issuedAtText} text />
          <ReceiptRow label={t('pos.receipt.returns.refunded')} value={<Money amount={booked.refundTotal} minus />} />
          {booked.pointsReversed > 0 && <ReceiptRow label={t('pos.receipt.returns.pointsReversed')} value={`-${points(booked.pointsReversed)}`} />}
          {booked.pointsGivenBack > 0 && <ReceiptRow label={t('pos.receipt.returns.pointsGivenBack')} value={`+${points(booked.pointsGivenBack)}`} />}
          {booked.newPointsBalance !== null && <ReceiptRow label={t('pos.receipt.returns.balanceAfter')} value={points(booked.newPointsBalance)} />}
        </ReceiptRows>
      ))}
    </section>
  );
}
