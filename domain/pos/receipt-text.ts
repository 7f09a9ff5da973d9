/**
 * The receipt as plain text, for the e-mail (decision 015): the same facts, in the same order and with
 * the same words, as the printed receipt (web/src/features/pos/receipts/receipt-paper.tsx), in the
 * reader's language (`t`).
 */
import type { Receipt } from './api/receipts.ts';
import type { Translate } from '../texts/translate.ts';
import { formatNumber } from '../platform/format.ts';
import { receiptMoney } from './receipt.ts';
import { TENDER_KINDS, TENDER_LABELS, type TenderKind } from './tenders.ts';

/**
 * The receipt's voucher line: "Voucher {name}", unless the voucher's own name already says it
 * ("Voucher Belanja Rp 5.000" reads as itself, not "Voucher Voucher Belanja …").
 */
export function voucherLabel(t: Translate, name: string): string {
  return /^voucher\b/i.test(name.trim()) ? name.trim() : t('pos.receipt.voucher', { name });
}

export function receiptText(receipt: Receipt, t: Translate): string {
  const money = receiptMoney;
  const points = (n: number) => formatNumber(n, t.language);
  const tenderName = (method: string) => ((TENDER_KINDS as readonly string[]).includes(method) ? t(TENDER_LABELS[method as TenderKind]) : method);
  const rows: string[] = [
    receipt.shop.name,
    receipt.shop.address,
    t('pos.receipt.npwp', { npwp: receipt.shop.npwp }),
    t('pos.receipt.phone', { phone: receipt.shop.phone }),
    '',
    `${t('pos.receipt.store')}: ${receipt.store.name}`,
    ...(receipt.cashier ? [`${t('pos.receipt.cashier')}: ${receipt.cashier}`] : []),
    `${t('pos.receipt.transaction')}: ${receipt.transactionNumber} (${receipt.orderName})`,
    `${t('pos.receipt.date')}: ${receipt.issuedAtText}`,
    '',
  ];
  for (const line of receipt.lines) {
    rows.push(`${line.name}`, `  ${line.quantity} x ${money(line.unitPrice)} = ${money(line.amount)}`);
    if (line.discount > 0) rows.push(`  ${t('pos.receipt.discount')} -${money(line.discount)}`);
  }
  rows.push('', `${t('pos.receipt.subtotal', { count: receipt.itemCount })}: ${money(receipt.subtotal)}`);
  if (receipt.voucher) {
    const { code, name } = receipt.voucher;
    const label = /^voucher\b/i.test(name.trim()) ? `${name.trim()} (${code})` : t('pos.receipt.voucher', { name: `${code} (${name})` });
    rows.push(`${label}: -${money(receipt.voucher.discount)}`);
  }
  rows.push(`${receipt.tax.baseLabel}: ${money(receipt.tax.taxBase)}`, `${t('pos.receipt.ppn', { rate: receipt.tax.ratePercent })}: ${money(receipt.tax.ppn)}`);
  if (receipt.pointsRedeemed > 0) rows.push(`${t('pos.receipt.pointsRedeemed')}: -${money(receipt.pointsRedeemed)}`);
  rows.push(`${t('pos.receipt.total')}: ${money(receipt.total)}`);
  if (receipt.cashRounding > 0) {
    rows.push(`${t('pos.receipt.cashRounding')}: -${money(receipt.cashRounding)}`, `${t('pos.receipt.toPay')}: ${money(receipt.total - receipt.cashRounding)}`);
  }
  rows.push('');
  for (const tender of receipt.tenders) rows.push(`${tenderName(tender.method)}: ${money(tender.tendered ?? tender.amount)}`);
  if (receipt.change > 0) rows.push(`${t('pos.receipt.change')}: ${money(receipt.change)}`);
  if (receipt.member) {
    rows.push(
      '',
      `${t('pos.receipt.member')} ${receipt.member.membershipNumber} ${receipt.member.name}`.trimEnd(),
      `${t('pos.receipt.pointsEarned')}: +${points(receipt.member.pointsEarned)}`,
      ...(receipt.member.newBalance !== null
        ? [`${t(receipt.returns.length > 0 ? 'pos.receipt.pointsBalanceAtSale' : 'pos.receipt.pointsBalance')}: ${points(receipt.member.newBalance)}`]
        : []),
    );
  }
  for (const booked of receipt.returns) {
    rows.push(
      '',
      `${t('pos.receipt.returns.heading')} ${booked.returnNumber} · ${booked.issuedAtText}`,
      `${t('pos.receipt.returns.refunded')}: -${money(booked.refundTotal)}`,
      ...(booked.pointsReversed > 0 ? [`${t('pos.receipt.returns.pointsReversed')}: -${points(booked.pointsReversed)}`] : []),
      ...(booked.pointsGivenBack > 0 ? [`${t('pos.receipt.returns.pointsGivenBack')}: +${points(booked.pointsGivenBack)}`] : []),
      ...(booked.newPointsBalance !== null ? [`${t('pos.receipt.returns.balanceAfter')}: ${points(booked.newPointsBalance)}`] : []),
    );
  }
  rows.push('', `${t('pos.receipt.panel.eReceipt')} ${receipt.url}`, '', t('pos.receipt.thanks'));
  return rows.join('\n');
}
