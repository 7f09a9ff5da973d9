import type { PosOrderInput } from '#domain/pos/api/sales.ts';
import type { CheckoutTotals } from '#domain/pos/pricing.ts';
import { formatRupiah } from '#domain/platform/format.ts';
import { InvalidInput } from '../../platform/errors.ts';


const TOTAL_FIELDS = [
  ['subtotal_price', 'subtotal'],
  ['total_tax', 'tax'],
  ['total_discounts', 'voucherDiscount'],
  ['total_price', 'total'],
] as const satisfies readonly (readonly [keyof PosOrderInput, keyof CheckoutTotals])[];

/** The POS computes the same totals with domain/pos/pricing.ts; a difference means its cart is stale. */
export function checkClientTotals(order: PosOrderInput, totals: CheckoutTotals): void {
  const mismatches = TOTAL_FIELDS.flatMap(([field, key]) => {
    const sent = order[field];
    const expected = totals[key];
    return typeof sent === 'number' && sent !== expected ? [{ field, sent: formatRupiah(sent), expected: formatRupiah(expected) }] : [];
  });
  const [first] = mismatches;
  if (first) {
    // The message names the first field; the fields name each, for the till's log and a form.
    throw new InvalidInput(
      { key: 'loyalty.errors.totalsMismatch', values: { ...first, more: mismatches.length - 1 } },
      Object.fromEntries(mismatches.map(({ field, sent, expected }) => [field, { key: 'loyalty.errors.totalShouldBe', values: { sent, expected } }])),
    );
  }
}
