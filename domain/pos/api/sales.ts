/**
 * The cashier checkout's contract (loyalty-pos.md §2 "Cashier checkout", §3, §4, §7). Routes that only
 * cashiers may call (member search, orders) are marked STAFF. Enrolment and voucher eligibility are the
 * loyalty engine's (domain/loyalty/api/enrollment.ts), the journey relay marketing's.
 *
 *   GET  /api/pos/stores?brand=grandlucky     storesResponse
 *   GET  /api/pos/products?brand=grandlucky   posProductsResponse
 *   GET  /api/pos/members?q=0812…             STAFF memberSearchQuery -> memberSearchResponse
 *   POST /api/pos/orders                      STAFF placeOrderRequest -> placeOrderResponse (201; 200 replay)
 */
import { z } from 'zod';
import { REWARD_POINTS } from '../../loyalty/programme.ts';
import { TENDER_KINDS } from '../tenders.ts';
import { keyed } from '../../texts/schema-messages.ts';
import { STORE_BRANDS } from '../../loyalty/vouchers.ts';
import { membershipNumber } from '../../loyalty/api/membership-number.ts';
import { DEVICE_ID_PATTERN, isDeviceReceiptNumber, OFFLINE_OVERRIDE_REASONS, SYNC_CONFLICT_KINDS } from '../offline.ts';

// ---------------------------------------------------------------- stores and products

export const brandQuery = z.object({ brand: z.enum(STORE_BRANDS, "brand must be 'grandlucky' or 'erafone'") });

/** loyalty-pos.md §3 Store: name, id, storeId, accountId. */
const posStore = z.object({
  id: z.string(),
  storeId: z.string(),
  name: z.string(),
  accountId: z.string(),
  brand: z.enum(STORE_BRANDS),
});
export type PosStore = z.infer<typeof posStore>;
export const storesResponse = z.object({ stores: z.array(posStore) });

/** loyalty-pos.md §3 Product (checkout catalogue), with the sample data's sku, description and family. */
const posProduct = z.object({
  id: z.string(),
  productCode: z.string(),
  name: z.string(),
  /** Unit price in rupiah, before PPN. */
  price: z.number(),
  picture: z.string(),
  category: z.string(),
  family: z.string(),
  sku: z.string(),
  description: z.string(),
  /** EAN-13 with a valid check digit (domain/pos/ean13.ts): what the till's barcode scanner types. */
  barcode: z.string(),
});
export type PosProduct = z.infer<typeof posProduct>;
export const posProductsResponse = z.object({ products: z.array(posProduct) });

// ---------------------------------------------------------------- finding the member (decision 006)

/** What the cashier typed: a membership number, a phone number or an e-mail address (or their start). */
export const memberSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(2, 'pos.validation.searchTooShort')
    .max(100),
});
const posMemberMatch = z.object({
  membershipNumber: z.string(),
  name: z.string(),
  email: z.string(),
  /** Digits, country code first ('6281234567801'), or null when the member gave none. */
  phone: z.string().nullable(),
  tier: z.string(),
});
export type PosMemberMatch = z.infer<typeof posMemberMatch>;
export const memberSearchResponse = z.object({ members: z.array(posMemberMatch) });

// ---------------------------------------------------------------- orders

/** Shopify sends money as strings ('67000.00'); numbers are accepted too. Whole rupiah either way. */
const rupiahAmount = z
  .union([z.number(), z.string().trim().regex(/^\d+(\.0+)?$/, 'must be a whole rupiah amount')])
  .transform((value) => Number(value))
  .refine((value) => Number.isSafeInteger(value) && value >= 0, 'must be a whole rupiah amount');

/** One tender as the till sends it; amounts are checked by domain/pos/tenders.ts (whole, above 0, the sum). */
const tenderInput = z.object({
  kind: z.enum(TENDER_KINDS, 'pos.tender.problems.unknownKind'),
  amount: z.number('pos.validation.tenderAmount'),
  /** Cash only: the notes handed over (change = tendered - amount). */
  tendered: z.number('pos.validation.tenderedAmount').nullish(),
});

const orderLineItem = z.looseObject({
  productCode: z.string().trim().min(1).max(64),
  quantity: z.number().int('quantity must be a whole number').min(1, 'quantity must be at least 1').max(999),
  /** Ignored: the server prices every line from its own product list. */
  price: rupiahAmount.optional(),
});

/**
 * A sale the till made while offline (decision 030): its device and receipt number in the device's own
 * series, when it was sold, the shift the till had open, and the manager who let it past a limit.
 */
const offlineSale = z
  .object({
    deviceId: z.string().regex(DEVICE_ID_PATTERN, 'pos.validation.offlineDevice'),
    receiptNumber: z.string().max(64),
    soldAt: z.iso.datetime({ offset: true, message: 'pos.validation.offlineSoldAt' }),
    shiftId: z.uuid('pos.validation.offlineShift'),
    override: z
      .object({
        managerUserId: z.string().trim().min(1).max(200),
        reason: z.enum(OFFLINE_OVERRIDE_REASONS),
      })
      .optional(),
  })
  .refine((sale) => isDeviceReceiptNumber(sale.deviceId, sale.receiptNumber), {
    path: ['receiptNumber'],
    message: 'pos.validation.offlineReceiptNumber',
  });
export type OfflineSaleInput = z.output<typeof offlineSale>;

/**
 * loyalty-pos.md §3 "Order payload" (Shopify-like). The server uses storeId, membershipNumber,
 * line_items (productCode, quantity), discount_codes[0].code (a voucherCode), pointsRedemption.points
 * and payment_gateway_names[0]; it prices lines itself and rejects an order whose totals, when sent,
 * disagree with domain/pos/pricing.ts computeCheckout:
 *   subtotal_price = lines before tax and discounts, total_tax = PPN, total_discounts = voucher
 *   discount, total_price = subtotal + tax - voucher discount - points redeemed.
 * Everything else (id, name '#1001', price_set, tax_lines, grams, ...) is accepted and not used.
 */
export const posOrder = z.looseObject({
  storeId: z.string().trim().min(1, 'pos.validation.chooseStore').max(32),
  loyaltyProgramName: z.string().optional(),
  membershipNumber: membershipNumber.nullish(),
  client_details: z.looseObject({ businessName: z.string().max(200).optional() }).optional(),
  pointsRedemption: z
    .object({
      /** Checked with validatePointsToRedeem: whole, at most the balance and the amount due. */
      points: z.number(),
      additionalNotes: z.string().max(500).optional(),
      programCurrencyName: z.literal(REWARD_POINTS, `Only ${REWARD_POINTS} can be redeemed`).optional(),
    })
    .nullish(),
  discount_codes: z
    .array(z.looseObject({ code: z.string().trim().min(1).max(64) }))
    .max(1, 'pos.validation.oneVoucher')
    .optional(),
  line_items: z.array(orderLineItem).min(1, 'pos.validation.emptyCart').max(100),
  /** The methods used; with `tenders` absent exactly one, which pays the whole amount (cash rounded). */
  payment_gateway_names: z.array(z.enum(TENDER_KINDS, 'pos.validation.paymentMethod')).min(1, 'pos.validation.onePaymentMethod').max(4).optional(),
  /** Several tenders adding up to the amount due (decision 014; domain/pos/tenders.ts settleTenders). */
  tenders: z.array(tenderInput).max(8, keyed('pos.validation.tooManyTenders', { max: 8 })).optional(),
  currency: z.literal('IDR', 'pos.validation.currency').optional(),
  financial_status: z.literal('paid', "financial_status must be 'paid'").optional(),
  subtotal_price: rupiahAmount.optional(),
  total_tax: rupiahAmount.optional(),
  total_discounts: rupiahAmount.optional(),
  total_price: rupiahAmount.optional(),
  /** Present when the till sold it offline and posts it now from its queue (decision 030). */
  offline: offlineSale.optional(),
  /**
   * The member's confirmation (POST /api/pos/member-confirmations…): needed when the sale redeems points or
   * uses a voucher, spent by it (docs/decisions/039-member-confirmation.md).
   */
  memberConfirmation: z.uuid('pos.confirm.errors.missing').optional(),
}).superRefine((order, context) => {
  if (!order.tenders && order.payment_gateway_names?.length !== 1) {
    context.addIssue({ code: 'custom', path: ['payment_gateway_names'], message: 'pos.validation.onePaymentMethod' });
  }
});
export type PosOrderInput = z.output<typeof posOrder>;

export const placeOrderRequest = z.object({
  orders: z
    .array(
      z.object({
        requestType: z.literal('placeOrder', "requestType must be 'placeOrder'"),
        /** The POS's own id for this sale; posting it again returns the first answer. */
        newExternalTransactionNumber: z.string().trim().min(1).max(64),
        order: posOrder,
      }),
    )
    .length(1, 'pos.validation.oneOrder'),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequest>;

const placedOrderLine = z.object({
  productCode: z.string(),
  name: z.string(),
  category: z.string(),
  price: z.number(),
  quantity: z.number(),
  lineSubtotal: z.number(),
  /** PPN of the line, rounded once (§9). */
  lineTax: z.number(),
});

const placedTender = z.object({
  kind: z.enum(TENDER_KINDS),
  amount: z.number(),
  tendered: z.number().nullable(),
  change: z.number(),
});

const placedOrder = z.object({
  id: z.string(),
  /** Our sequential order number and its name ('#1042'). */
  orderNumber: z.number(),
  name: z.string(),
  externalTransactionNumber: z.string(),
  createdAt: z.string(),
  storeId: z.string(),
  businessName: z.string(),
  membershipNumber: z.string().nullable(),
  /** The method named by the request, or the tender paying the most. */
  paymentMethod: z.enum(TENDER_KINDS),
  /** Each tender, what CASH_ROUNDING took off the cash part, the change, the shift (decision 014). Absent on orders placed before. */
  tenders: z.array(placedTender).optional(),
  cashRounding: z.number().optional(),
  change: z.number().optional(),
  shiftId: z.string().nullable().optional(),
  currency: z.literal('IDR'),
  financialStatus: z.literal('paid'),
  lineItems: z.array(placedOrderLine),
  subtotal: z.number(),
  totalTax: z.number(),
  voucherCode: z.string().nullable(),
  voucherDiscount: z.number(),
  pointsRedeemed: z.number(),
  total: z.number(),
  /** A sale made offline (decision 030): its device, its receipt number there, when it was sold and synced. */
  offline: z
    .object({ deviceId: z.string(), receiptNumber: z.string(), soldAt: z.string(), syncedAt: z.string() })
    .optional(),
});

/** What the success screen (§2 step 5) shows: points used and earned, and the new balance. */
const orderLoyaltyResult = z.object({
  membershipNumber: z.string(),
  pointsUsed: z.number(),
  pointsEarned: z.number(),
  tierPointsEarned: z.number(),
  previousPointsBalance: z.number(),
  newPointsBalance: z.number(),
  tierPoints: z.number(),
  memberTier: z.string(),
  tierUpgraded: z.boolean(),
  /** The spin this order granted (play it with /api/loyalty/game-rewards/:id/play), if a game runs. */
  gameParticipantRewardId: z.string().nullable(),
});

const syncConflict = z.object({ kind: z.enum(SYNC_CONFLICT_KINDS), detail: z.string() });
export type SyncConflict = z.infer<typeof syncConflict>;

export const placeOrderResponse = z.object({
  orders: z.array(
    z.object({
      requestType: z.literal('placeOrder'),
      externalTransactionNumber: z.string(),
      status: z.literal('Success'),
      order: placedOrder,
      /** Null for a sale without a member. */
      loyalty: orderLoyaltyResult.nullable(),
      /** What had changed when an offline sale was booked (decision 030); empty or absent otherwise. */
      conflicts: z.array(syncConflict).optional(),
    }),
  ),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponse>;
export type PlacedOrderResult = PlaceOrderResponse['orders'][number];
