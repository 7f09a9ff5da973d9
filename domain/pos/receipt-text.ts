/**
 * The receipt as plain text, for the e-mail (decision 015): the same facts, in the same order, as
 * the printed receipt (web/src/features/pos/receipts/receipt-paper.tsx).
 */
import type { Receipt } from './api/receipts.ts';
import { formatPoints } from './pricing.ts';
import { receiptMoney } from './receipt.ts';

export function receiptText(receipt: Receipt): string {
  const money = receiptMoney;
  const rows: string[] = [
    receipt.shop.name,
    receipt.shop.address,
    `NPWP ${receipt.shop.npwp}`,
    `Tel. ${receipt.shop.phone}`,
    '',
    `Store: ${receipt.store.name}`,
    ...(receipt.cashier ? [`Cashier: ${receipt.cashier}`] : []),
    `Transaction: ${receipt.transactionNumber} (${receipt.orderName})`,
    `Date: ${receipt.issuedAtText}`,
    '',
  ];
  for (const line of receipt.lines) {
    rows.push(`${line.name}`, `  ${line.quantity} x ${money(line.unitPrice)} = ${money(line.amount)}`);
    if (line.discount > 0) rows.push(`  Discount -${money(line.discount)}`);
  }
  rows.push('', `Subtotal (${receipt.itemCount} items): ${money(receipt.subtotal)}`);
  if (receipt.voucher) rows.push(`Voucher ${receipt.voucher.code} (${receipt.voucher.name}): -${money(receipt.voucher.discount)}`);
  rows.push(
    `${receipt.tax.baseLabel}: ${money(receipt.tax.taxBase)}`,
    `PPN ${receipt.tax.ratePercent}%: ${money(receipt.tax.ppn)}`,
  );
  if (receipt.pointsRedeemed > 0) rows.push(`Points redeemed: -${money(receipt.pointsRedeemed)}`);
  rows.push(`TOTAL: ${money(receipt.total)}`);
  if (receipt.cashRounding > 0) rows.push(`Cash rounding: -${money(receipt.cashRounding)}`, `To pay: ${money(receipt.total - receipt.cashRounding)}`);
  rows.push('');
  for (const tender of receipt.tenders) {
    rows.push(`${tender.method}: ${money(tender.tendered ?? tender.amount)}`);
  }
  if (receipt.change > 0) rows.push(`Change: ${money(receipt.change)}`);
  if (receipt.member) {
    rows.push(
      '',
      `Member ${receipt.member.membershipNumber} ${receipt.member.name}`.trimEnd(),
      `Points earned: +${formatPoints(receipt.member.pointsEarned)}`,
      ...(receipt.member.newBalance !== null ? [`Points balance: ${formatPoints(receipt.member.newBalance)}`] : []),
    );
  }
  rows.push('', `E-receipt: ${receipt.url}`, '', 'Thank you for shopping with us.');
  return rows.join('\n');
}
