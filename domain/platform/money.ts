/**
 * Money is integer rupiah everywhere (IDR has no minor unit in practice: the spec's prices, caps and
 * thresholds are all whole rupiah). This module holds the one rounding rule and the storefront's percent-off badge;
 * format.ts prints amounts.
 */

/**
 * The single rounding rule for money: to the nearest rupiah, halves away from zero
 * (Rp 0,5 -> Rp 1; -Rp 0,5 -> -Rp 1). Every computed amount (tax, percentage discount) goes
 * through here so per-line and per-total figures can never disagree on a rounding direction.
 */
export function roundRupiah(x: number): number {
  const rounded = Math.round(Math.abs(x));
  // Avoid -0, which would print as '-Rp 0'.
  return x < 0 && rounded !== 0 ? -rounded : rounded;
}

/** storefront.md §9: percent off = round((price - discount price) / price x 100); 0 for a free item. */
export function percentOff(price: number, discountPrice: number): number {
  if (!(price > 0)) return 0;
  return Math.round(((price - discountPrice) / price) * 100);
}

// A plain decimal number: the catalogue stores '1500000' or '1500000.0' (storefront.md §3).
// Anything else ('1.500.000', '', '0x10', '1e6') is a data error, not a price.
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** Parses a catalogue price (a string such as '1500000.0', or a number) into integer rupiah. */
export function parseRupiah(value: string | number): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`Not a rupiah amount: ${value}`);
    return roundRupiah(value);
  }
  const text = value.trim();
  if (!PLAIN_NUMBER.test(text)) throw new TypeError(`Not a rupiah amount: '${value}'`);
  return roundRupiah(Number(text));
}
