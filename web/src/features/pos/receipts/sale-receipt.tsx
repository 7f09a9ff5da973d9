import type { Receipt } from '#domain/pos/api/receipts.ts';
import { formatPoints } from '#domain/pos/pricing.ts';
import { Money, ReceiptPaper, ReceiptQr, ReceiptRow, ReceiptRows, ReceiptRule } from './receipt-paper.tsx';

/**
 * A sale's receipt (decision 015), from the model the server builds out of the stored order: store,
 * cashier, transaction number and Jakarta time; each line with quantity, price and its discount; the
 * voucher and points used; the tax base (DPP) and PPN; each tender and the change; the member's points.
 */
export function SaleReceipt({ receipt }: { receipt: Receipt }) {
  return (
    <ReceiptPaper shop={receipt.shop} title="Sales receipt" label={`Receipt ${receipt.orderName}`}>
      <ReceiptRule />
      <ReceiptRows label="Sale">
        <ReceiptRow label="Store" value={receipt.store.name} text />
        {receipt.cashier && <ReceiptRow label="Cashier" value={receipt.cashier} text />}
        <ReceiptRow label="Transaction" value={receipt.transactionNumber} text />
        <ReceiptRow label="Order" value={receipt.orderName} text />
        <ReceiptRow label="Date" value={receipt.issuedAtText} text />
      </ReceiptRows>
      <ReceiptRule />
      <ul aria-label="Items" className="space-y-[1mm]">
        {receipt.lines.map((line) => (
          <li key={line.productCode}>
            <p>{line.name}</p>
            <ReceiptRows label={line.name}>
              <ReceiptRow label={`${line.quantity} x ${new Intl.NumberFormat('id-ID').format(line.unitPrice)}`} value={<Money amount={line.amount} />} />
              {line.discount > 0 && <ReceiptRow label="  Discount" value={<Money amount={line.discount} minus />} />}
            </ReceiptRows>
          </li>
        ))}
      </ul>
      <ReceiptRule />
      <ReceiptRows label="Totals">
        <ReceiptRow label={`Subtotal (${receipt.itemCount} items)`} value={<Money amount={receipt.subtotal} />} />
        {receipt.voucher && <ReceiptRow label={`Voucher ${receipt.voucher.name}`} value={<Money amount={receipt.voucher.discount} minus />} />}
        <ReceiptRow label={receipt.tax.baseLabel} value={<Money amount={receipt.tax.taxBase} />} />
        <ReceiptRow label={`PPN ${receipt.tax.ratePercent}%`} value={<Money amount={receipt.tax.ppn} />} />
        {receipt.pointsRedeemed > 0 && <ReceiptRow label="Points redeemed" value={<Money amount={receipt.pointsRedeemed} minus />} />}
        <ReceiptRow label="TOTAL" value={<Money amount={receipt.total} />} strong />
        {receipt.cashRounding > 0 && (
          <>
            <ReceiptRow label="Cash rounding" value={<Money amount={receipt.cashRounding} minus />} />
            <ReceiptRow label="To pay" value={<Money amount={receipt.total - receipt.cashRounding} />} strong />
          </>
        )}
      </ReceiptRows>
      <ReceiptRule />
      <ReceiptRows label="Payment">
        {receipt.tenders.map((tender, index) => (
          <ReceiptRow key={`${tender.method}-${index}`} label={tender.method} value={<Money amount={tender.tendered ?? tender.amount} />} />
        ))}
        {receipt.change > 0 && <ReceiptRow label="Change" value={<Money amount={receipt.change} />} />}
      </ReceiptRows>
      {receipt.member && (
        <>
          <ReceiptRule />
          <ReceiptRows label="Member points">
            <ReceiptRow label="Member" value={`${receipt.member.membershipNumber} ${receipt.member.name}`.trim()} text />
            {receipt.member.pointsRedeemed > 0 && <ReceiptRow label="Points used" value={`-${formatPoints(receipt.member.pointsRedeemed)}`} />}
            <ReceiptRow label="Points earned" value={`+${formatPoints(receipt.member.pointsEarned)}`} />
            {receipt.member.newBalance !== null && <ReceiptRow label="Points balance" value={formatPoints(receipt.member.newBalance)} />}
          </ReceiptRows>
        </>
      )}
      <ReceiptRule />
      <ReceiptQr url={receipt.url} caption="Scan for your e-receipt" />
      <p className="mt-[2mm] text-center">Thank you for shopping with us.</p>
    </ReceiptPaper>
  );
}
