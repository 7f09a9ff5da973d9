/**
 * Receipts (decision 015): the shop's identity, and the receipt of a sale as the server builds it
 * from the stored order — for the till (by transaction number), for the public e-receipt (by its
 * unguessable token) and for the e-mail.
 */
import { z } from 'zod';
import { shopIdentity } from '../../platform/api/platform.ts';


const receiptLine = z.object({
  productCode: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  /** quantity x unit price, before discounts and PPN. */
  amount: z.number().int(),
  /** The line's share of the voucher discount (domain/pos/order.ts allocateDiscount, as in the order payload); 0 when none. */
  discount: z.number().int(),
});

/** A return booked against the sale since (decision 016): what it refunded and what it did to the points. */
const receiptReturn = z.object({
  /** 'RET-000042'. */
  returnNumber: z.string(),
  issuedAtText: z.string(),
  refundTotal: z.number().int(),
  pointsReversed: z.number().int(),
  pointsGivenBack: z.number().int(),
  /** The member's Reward Points balance right after the return; null without a member. */
  newPointsBalance: z.number().int().nullable(),
});

const receiptTender = z.object({
  /** 'Cash', 'Debit', 'Credit Card', 'QRIS'. */
  method: z.string(),
  /** What this tender paid of the total. */
  amount: z.number().int(),
  /** Cash only: what the shopper handed over; null for the other tenders. */
  tendered: z.number().int().nullable(),
});

export const receipt = z.object({
  shop: shopIdentity.omit({ whatsappNumber: true }),
  store: z.object({ storeId: z.string(), name: z.string() }),
  /** Who rang up the sale (the cashier of its shift); null for sales booked without a till (the compatible API, the demo seed). */
  cashier: z.string().nullable(),
  transactionNumber: z.string(),
  /** Our order number's name, '#1042'. */
  orderName: z.string(),
  issuedAt: z.string().describe('ISO instant of the sale.'),
  /** '23 Nov 2026, 11:07 WIB'. */
  issuedAtText: z.string(),
  lines: z.array(receiptLine),
  itemCount: z.number().int(),
  subtotal: z.number().int(),
  voucher: z.object({ code: z.string(), name: z.string(), discount: z.number().int() }).nullable(),
  pointsRedeemed: z.number().int(),
  tax: z.object({
    taxableAmount: z.number().int(),
    /** DPP: 11/12 of the taxable amount since 2025 (domain/pos/receipt.ts). */
    taxBase: z.number().int(),
    baseLabel: z.string(),
    ratePercent: z.number().int(),
    ppn: z.number().int(),
  }),
  total: z.number().int(),
  tenders: z.array(receiptTender),
  /** Cash change given back; 0 when none. */
  change: z.number().int(),
  /** Taken off the cash part by CASH_ROUNDING (never against the shopper); the tenders add up to total minus this. */
  cashRounding: z.number().int(),
  member: z
    .object({
      /** All but the last four characters hidden: '••••1003'. */
      membershipNumber: z.string(),
      name: z.string(),
      pointsEarned: z.number().int(),
      pointsRedeemed: z.number().int(),
      newBalance: z.number().int().nullable(),
    })
    .nullable(),
  /** Returns of this sale, oldest first: a receipt read after a return says so (empty on the sale's own slip). */
  returns: z.array(receiptReturn),
  /** The public e-receipt page (the QR code on the printed receipt). */
  url: z.string(),
});
export type Receipt = z.infer<typeof receipt>;

/** The till reaches a receipt by the sale's transaction number. */
export const receiptByTransactionParams = z.object({ transactionNumber: z.string().trim().min(1).max(64) });

/** The e-receipt's token: 32 hex characters (a random UUID without dashes); anything else is simply not found. */
export const receiptTokenParams = z.object({ token: z.string().max(64) });

export const emailReceiptRequest = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'pos.validation.receiptEmail')
    .max(254)
    .pipe(z.email('errors.validation.email')),
});
export type EmailReceiptRequest = z.input<typeof emailReceiptRequest>;

export const emailReceiptResponse = z.object({ message: z.string() });
