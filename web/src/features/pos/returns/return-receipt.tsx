import { formatNumber, formatRupiah } from '#domain/platform/format.ts';
import { Printer } from 'lucide-react';
import type { PosReturn } from '#domain/pos/api/returns.ts';
import { formatReceiptDateTime, maskMembershipNumber } from '#domain/pos/receipt.ts';
import { TENDER_LABELS, type TenderKind } from '#domain/pos/tenders.ts';
import { useLanguage, useT } from '../../../texts/texts.tsx';
import { Button } from '../../../ui/button.tsx';
import { useShopContact } from '../../../ui/shop-identity.ts';
import { Money, PaperWidthChoice, ReceiptPaper, ReceiptPrintRoot, ReceiptRow, ReceiptRows, ReceiptRule, usePaperWidth } from '../receipts/index.ts';

/** After the manager approved: what was booked, the return receipt (the sale receipt's paper) and Print. */
export function ReturnReceiptPanel({ booked, onNewReturn }: { booked: PosReturn; onNewReturn(): void }) {
  const [width, setWidth] = usePaperWidth();
  const t = useT();
  const language = useLanguage();
  const points = (n: number) => formatNumber(n, language);
  const tenderName = useTenderName();
  return (
    <div className="space-y-6">
      <div role="status" className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200">
        <h2 className="text-2xl font-bold text-ink">{t('pos.returns.booked.title', { number: booked.returnNumber })}</h2>
        <p className="mt-1 text-slate-600">
          {t('pos.returns.booked.refund', { amount: formatRupiah(booked.refundTotal) })}
          {booked.refunds.length > 0 && ` · ${booked.refunds.map((refund) => `${tenderName(refund.kind)} ${formatRupiah(refund.amount)}`).join(' + ')}`}
        </p>
        {booked.membershipNumber && (
          <p className="mt-1 text-slate-600">
            {t('pos.returns.booked.points', { back: points(booked.pointsGivenBack), reversed: points(booked.pointsReversed), balance: points(booked.newPointsBalance ?? 0) })}
          </p>
        )}
        {booked.voucherRestored && <p className="mt-1 text-green-700">{t('pos.returns.booked.voucherBack', { code: booked.voucherRestored })}</p>}
      </div>
      <section aria-label={t('pos.returns.booked.section')} className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
        <div className={`receipt-preview receipt-paper-${width} overflow-x-auto rounded-lg border border-slate-200 bg-white p-3 shadow-sm`}>
          <ReturnReceipt booked={booked} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => window.print()} size="md" variant="navy" className="inline-flex items-center gap-2 px-6">
            <Printer aria-hidden="true" className="h-4 w-4" />
            {t('pos.returns.booked.print')}
          </Button>
          <PaperWidthChoice width={width} onChange={setWidth} />
          <Button onClick={onNewReturn} size="md" variant="outline" className="px-6">
            {t('pos.returns.booked.newReturn')}
          </Button>
        </div>
        <ReceiptPrintRoot width={width}>
          <ReturnReceipt booked={booked} />
        </ReceiptPrintRoot>
      </section>
    </div>
  );
}

/** The return receipt: the shop's identity, the sale it reverses, each line, the refunds and the points. */
function ReturnReceipt({ booked }: { booked: PosReturn }) {
  const shop = useShopContact();
  const t = useT();
  const language = useLanguage();
  const points = (n: number) => formatNumber(n, language);
  const tenderName = useTenderName();
  return (
    <ReceiptPaper shop={shop ?? { name: '', email: '', address: '', npwp: '', phone: '' }} title={t('pos.returns.paper.title')} label={t('pos.returns.paper.label', { number: booked.returnNumber })}>
      <ReceiptRule />
      <ReceiptRows label={t('pos.returns.paper.return')}>
        <ReceiptRow label={t('pos.returns.paper.return')} value={booked.returnNumber} text />
        <ReceiptRow label={t('pos.receipt.store')} value={booked.businessName} text />
        <ReceiptRow label={t('pos.receipt.cashier')} value={booked.cashierName} text />
        <ReceiptRow label={t('pos.returns.paper.approvedBy')} value={booked.approvedBy} text />
        <ReceiptRow label={t('pos.returns.paper.sale')} value={`${booked.orderName} ${booked.externalTransactionNumber}`} text />
        <ReceiptRow label={t('pos.receipt.date')} value={formatReceiptDateTime(booked.createdAt, language)} text />
        {booked.reason && <ReceiptRow label={t('pos.returns.paper.reason')} value={booked.reason} text />}
      </ReceiptRows>
      <ReceiptRule />
      <ul aria-label={t('pos.returns.paper.items')} className="space-y-[1mm]">
        {booked.lines.map((line) => (
          <li key={line.lineNumber}>
            <p>{line.name}</p>
            <ReceiptRows label={line.name}>
              <ReceiptRow label={t('pos.returns.paper.line', { quantity: line.quantity, price: formatNumber(line.price, 'id') })} value={<Money amount={line.subtotal + line.tax} />} />
              {line.voucherShare > 0 && <ReceiptRow label={`  ${t('pos.returns.paper.voucherShare')}`} value={<Money amount={line.voucherShare} minus />} />}
              {line.pointsShare > 0 && <ReceiptRow label={`  ${t('pos.returns.paper.paidWithPoints')}`} value={<Money amount={line.pointsShare} minus />} />}
            </ReceiptRows>
          </li>
        ))}
      </ul>
      <ReceiptRule />
      <ReceiptRows label={t('pos.returns.paper.refund')}>
        <ReceiptRow label={t('pos.returns.paper.ppnIncluded')} value={<Money amount={booked.tax} />} />
        {booked.cashRoundingKept > 0 && <ReceiptRow label={t('pos.receipt.cashRounding')} value={<Money amount={booked.cashRoundingKept} minus />} />}
        <ReceiptRow label={t('pos.returns.paper.refundTotal')} value={<Money amount={booked.refundTotal} />} strong />
        {booked.refunds.map((refund) => (
          <ReceiptRow key={refund.kind} label={`  ${t('pos.returns.paper.toTender', { kind: tenderName(refund.kind) })}`} value={<Money amount={refund.amount} />} />
        ))}
      </ReceiptRows>
      {booked.membershipNumber && (
        <>
          <ReceiptRule />
          <ReceiptRows label={t('pos.returns.paper.points')}>
            <ReceiptRow label={t('pos.receipt.member')} value={maskMembershipNumber(booked.membershipNumber)} text />
            <ReceiptRow label={t('pos.returns.paper.pointsGivenBack')} value={`+${points(booked.pointsGivenBack)}`} />
            <ReceiptRow label={t('pos.returns.paper.pointsTakenBack')} value={`-${points(booked.pointsReversed)}`} />
            <ReceiptRow label={t('pos.receipt.pointsBalance')} value={points(booked.newPointsBalance ?? 0)} strong />
            {booked.voucherRestored && <ReceiptRow label={t('pos.returns.paper.voucherBack')} value={booked.voucherRestored} text />}
          </ReceiptRows>
        </>
      )}
    </ReceiptPaper>
  );
}

/** A tender kind in the reader's language ('Tunai'); a kind the till does not know, as stored. */
function useTenderName() {
  const t = useT();
  return (kind: string) => (kind in TENDER_LABELS ? t(TENDER_LABELS[kind as TenderKind]) : kind);
}
