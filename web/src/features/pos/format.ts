import { formatPoints } from '#domain/checkout.ts';
import { formatJakartaDate } from '#domain/jakarta-time.ts';
import { formatRupiah } from '#domain/money.ts';

/** loyalty-pos.md §9: IDR in id-ID with 0 decimals, as the loyalty views show it. */
export const rupiah = (amount: number) => formatRupiah(amount, { fractionDigits: 0 });
export const points = formatPoints;
export const day = formatJakartaDate;
/** The member box shows 'N/A' for an empty field (§2). */
export const orNA = (value: string | null | undefined) => (value && value.trim() ? value : 'N/A');
