import { voucherLabel } from '#domain/pos/receipt-text.ts';
import type { Receipt } from '#domain/pos/api/receipts.ts';
import { formatDateTime, formatNumber } from '#domain/platform/format.ts';
import { TENDER_LABELS, TENDER_KINDS, type TenderKind } from '#domain/pos/tenders.ts';
import { useLanguage, useT } from '../../../texts/texts.tsx';
import { Money, ReceiptPaper, ReceiptQr, ReceiptRow, ReceiptRows, ReceiptRule } from './receipt-paper.tsx';
import { ReceiptReturns } from './receipt-returns.tsx';

/**
 * A sale's receipt (decision 015), from the model the server builds out of the stored order: store,
 * cashier, transaction number and Jakarta time; each line with quantity, price and its discount; the
 * voucher and points used; the tax base (DPP) and PPN; each tender and the change; the member's points.
 */
export function SaleReceipt({ receipt, offline = false }: { receipt: Receipt; offline?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const points = (value: number) => formatNumber(value, language);
  // Stores carry no time zone yet: the sale prints in Jakarta time (WIB), as format.ts does by default.
  const issued = formatDateTime(receipt.issuedAt, language);
  const tenderName = (method: string) => ((TENDER_KINDS as readonly string[]).includes(method) ? t(TENDER_LABELS[method as TenderKind]) : method);
  return (
    <ReceiptPaper shop={receipt.shop} title={t('pos.receipt.salesTitle')} label={t('pos.receipt.label', { order: receipt.orderName })}>
      {/* Decision 030: a sale the till made with no link prints OFFLINE and the device's own number. */}
      {offline && <p className="my-[1mm] border border-current text-center font-bold tracking-[0.3em]">{t('pos.offline.receipt.mark')}</p>}
      <ReceiptRule />
      <ReceiptRows label={t('pos.receipt.sale')}>
        <ReceiptRow label={t('pos.receipt.store')} value={receipt.store.name} text />
        {receipt.cashier && <ReceiptRow label={t('pos.receipt.cashier')} value={receipt.cashier} text />}
        <ReceiptRow label={t('pos.receipt.transaction')} value={receipt.transactionNumber} text />
        <ReceiptRow label={offline ? t('pos.offline.receipt.number') : t('pos.receipt.order')} value={receipt.orderName} text />
        <ReceiptRow label={t('pos.receipt.date')} value={issued} text />
      </ReceiptRows>
      <ReceiptRule />
      <ul aria-label={t('pos.receipt.items')} className="space-y-[1mm]">
        {receipt.lines.map((line) => (
          <li key={line.productCode}>
            <p>{line.name}</p>
            <ReceiptRows label={line.name}>
              {/* A unit price is rupiah without 'Rp': grouped as the rupiah is in either language (decision 029). */}
              <ReceiptRow label={`${line.quantity} x ${formatNumber(line.unitPrice, 'id')}`} value={<Money amount={line.amount} />} />
              {line.discount > 0 && <ReceiptRow label={`  ${t('pos.receipt.discount')}`} value={<Money amount={line.discount} minus />} />}
            </ReceiptRows>
          </li>
        ))}
      </ul>
      <ReceiptRule />
      <ReceiptRows label={t('pos.receipt.totals')}>
        <ReceiptRow label={t('pos.receipt.subtotal', { count: receipt.itemCount })} value={<Money amount={receipt.subtotal} />} />
        {receipt.voucher && <ReceiptRow label={voucherLabel(t, receipt.voucher.name)} value={<Money amount={receipt.voucher.discount} minus />} />}
        <ReceiptRow label={receipt.tax.baseLabel} value={<Money amount={receipt.tax.taxBase} />} />
        <ReceiptRow label={t('pos.receipt.ppn', { rate: receipt.tax.ratePercent })} value={<Money amount={receipt.tax.ppn} />} />
        {receipt.pointsRedeemed > 0 && <ReceiptRow label={t('pos.receipt.pointsRedeemed')} value={<Money amount={receipt.pointsRedeemed} minus />} />}
        <ReceiptRow label={t('pos.receipt.total')} value={<Money amount={receipt.total} />} strong />
        {receipt.cashRounding > 0 && (
          <>
            <ReceiptRow label={t('pos.receipt.cashRounding')} value={<Money amount={receipt.cashRounding} minus />} />
            <ReceiptRow label={t('pos.receipt.toPay')} value={<Money amount={receipt.total - receipt.cashRounding} />} strong />
          </>
        )}
      </ReceiptRows>
      <ReceiptRule />
      <ReceiptRows label={t('pos.receipt.payment')}>
        {receipt.tenders.map((tender, index) => (
          <ReceiptRow key={`${tender.method}-${index}`} label={tenderName(tender.method)} value={<Money amount={tender.tendered ?? tender.amount} />} />
        ))}
        {receipt.change > 0 && <ReceiptRow label={t('pos.receipt.change')} value={<Money amount={receipt.change} />} />}
      </ReceiptRows>
      {receipt.member && (
        <>
          <ReceiptRule />
          <ReceiptRows label={t('pos.receipt.memberPoints')}>
            <ReceiptRow label={t('pos.receipt.member')} value={`${receipt.member.membershipNumber} ${receipt.member.name}`.trim()} text />
            {receipt.member.pointsRedeemed > 0 && <ReceiptRow label={t('pos.receipt.pointsUsed')} value={`-${points(receipt.member.pointsRedeemed)}`} />}
            {offline ? (
              <p>{t('pos.offline.receipt.pointsAtSync')}</p>
            ) : (
              <ReceiptRow label={t('pos.receipt.pointsEarned')} value={`+${points(receipt.member.pointsEarned)}`} />
            )}
            {receipt.member.newBalance !== null && (
              <ReceiptRow label={t(receipt.returns.length > 0 ? 'pos.receipt.pointsBalanceAtSale' : 'pos.receipt.pointsBalance')} value={points(receipt.member.newBalance)} />
            )}
          </ReceiptRows>
        </>
      )}
      <ReceiptReturns returns={receipt.returns} />
      <ReceiptRule />
      {receipt.url && <ReceiptQr url={receipt.url} caption={t('pos.receipt.scanForEReceipt')} />}
      <p className="mt-[2mm] text-center">{t('pos.receipt.thanks')}</p>
    </ReceiptPaper>
  );
}
