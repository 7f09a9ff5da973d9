/**
 * Returns at the till (decision 016): find the sale, then return some of its units
 * with a manager's approval. The figures follow domain/pos/returns.ts.
 *
 *   GET  /api/pos/sales?q=POS-…        STAFF saleLookupQuery -> saleLookupResponse
 *   GET  /api/pos/managers             STAFF -> managersResponse (who can approve at the till)
 *   POST /api/pos/returns              STAFF createReturnRequest -> returnResponse (201; 200 replay)
 */
import { z } from 'zod';
import { MANAGER_PIN_MESSAGE, MANAGER_PIN_PATTERN } from '../returns.ts';

export const saleLookupQuery = z.object({
  /** A transaction number, a scanned e-receipt address or an order name ('#1042'). */
  q: z.string('pos.returns.enterSale').trim().min(1, 'pos.returns.enterSale').max(500),
});

const tender = z.object({ kind: z.string(), amount: z.number().int() });

const soldLine = z.object({
  lineNumber: z.number().int(),
  productCode: z.string(),
  name: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  lineSubtotal: z.number().int(),
  lineTax: z.number().int(),
  voucherEligible: z.boolean(),
  /** Units of this line returned by earlier returns. */
  returnedQuantity: z.number().int(),
});

const saleReturnSummary = z.object({ returnNumber: z.string(), createdAt: z.string(), refundTotal: z.number().int() });

const saleForReturn = z.object({
  orderId: z.string(),
  orderName: z.string(),
  externalTransactionNumber: z.string(),
  createdAt: z.string(),
  storeId: z.string(),
  businessName: z.string(),
  membershipNumber: z.string().nullable(),
  memberName: z.string().nullable(),
  voucherCode: z.string().nullable(),
  subtotal: z.number().int(),
  totalTax: z.number().int(),
  voucherDiscount: z.number().int(),
  pointsRedeemed: z.number().int(),
  total: z.number().int(),
  pointsEarned: z.number().int(),
  tierPointsEarned: z.number().int(),
  /** What CASH_ROUNDING took off the cash part (the tenders add up to total minus this). */
  cashRounding: z.number().int(),
  tenders: z.array(tender),
  lines: z.array(soldLine),
  returns: z.array(saleReturnSummary),
});
export type SaleForReturn = z.infer<typeof saleForReturn>;

export const saleLookupResponse = z.object({ sale: saleForReturn });

/** Whose approval the till offers: the managers of the sale's store (GET /api/pos/managers?storeId=). */
export const managersQuery = z.object({
  storeId: z.string().trim().min(1, 'storeId must not be empty').max(32, 'storeId is at most 32 characters').optional(),
});

export const managersResponse = z.object({ managers: z.array(z.object({ email: z.string(), name: z.string() })) });

export const createReturnRequest = z.object({
  /** The POS's id of this return, fixed until it is booked: a retry with it books nothing twice. */
  returnKey: z
    .string('returnKey is required')
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{7,63}$/, 'returnKey must be 8 to 64 letters, digits, - or _'),
  /** The sale's transaction number (as the lookup answered it). */
  externalTransactionNumber: z.string('pos.validation.chooseSale').trim().min(1, 'pos.validation.chooseSale').max(100),
  lines: z
    .array(
      z.object({
        lineNumber: z.number('lineNumber must be a number').int('lineNumber must be a whole number').min(1).max(1000),
        quantity: z.number('pos.validation.quantityMissing').int('pos.validation.quantityWhole').min(1, 'pos.validation.quantityMin').max(100_000),
      }),
    )
    .min(1, 'pos.returns.problems.chooseItem')
    .max(200),
  reason: z.string().trim().max(200).optional(),
  approval: z.object({
    managerEmail: z.string('pos.validation.managerEmail').trim().min(1, 'pos.validation.managerEmail').max(254).toLowerCase(),
    pin: z.string('pos.validation.managerPin').regex(MANAGER_PIN_PATTERN, MANAGER_PIN_MESSAGE),
  }),
});
export type CreateReturnRequest = z.input<typeof createReturnRequest>;
export type CreateReturnInput = z.output<typeof createReturnRequest>;

const returnedLine = z.object({
  lineNumber: z.number().int(),
  productCode: z.string(),
  name: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  voucherShare: z.number().int(),
  pointsShare: z.number().int(),
  refund: z.number().int(),
});

/** A booked return: everything its receipt shows. */
const posReturn = z.object({
  returnNumber: z.string(),
  returnKey: z.string(),
  createdAt: z.string(),
  storeId: z.string(),
  businessName: z.string(),
  externalTransactionNumber: z.string(),
  orderName: z.string(),
  cashierName: z.string(),
  approvedBy: z.string(),
  reason: z.string().nullable(),
  membershipNumber: z.string().nullable(),
  lines: z.array(returnedLine),
  subtotal: z.number().int(),
  tax: z.number().int(),
  voucherShare: z.number().int(),
  refundTotal: z.number().int(),
  refunds: z.array(tender),
  /** The sale's cash rounding, kept by the return that completes the sale (never paid out). */
  cashRoundingKept: z.number().int(),
  pointsGivenBack: z.number().int(),
  pointsReversed: z.number().int(),
  tierPointsReversed: z.number().int(),
  /** The sale's voucher, back with the member (the whole sale is returned); null otherwise. */
  voucherRestored: z.string().nullable(),
  /** The member's Reward Points after the return (may be below zero); null without a member. */
  newPointsBalance: z.number().int().nullable(),
});
export type PosReturn = z.infer<typeof posReturn>;

export const returnResponse = z.object({ return: posReturn });
