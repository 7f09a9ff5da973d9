/**
 * The cashier checkout's client-side pieces that are pure (loyalty-pos.md §3 "Member (client-side,
 * checkout)" and "Order payload", §4 order creation): the member the POS shows, the transaction number
 * of one checkout, and the Shopify-like order it posts. The amounts come from computeCheckout, the
 * same function the server prices the order with, so the two never disagree.
 */
import { isBlockedStatus } from '../loyalty/member-status.ts';
import type { MemberProfile, MemberVoucher } from '../loyalty/api/members.ts';
import type { PlaceOrderRequest } from './api/sales.ts';
import { computeCheckout, type CheckoutLine, type CheckoutTotals, type CheckoutVoucher, type VoucherEligibility } from './pricing.ts';
import { jakartaDayOfInstant } from '../platform/jakarta-time.ts';
import { effectiveRate, PPN_TAX_TITLE, ppnRuleOn, shareInProportion } from '../platform/tax.ts';
import { LOYALTY_PROGRAM_NAME, REWARD_POINTS } from '../loyalty/programme.ts';
import type { TenderInput, TenderKind } from './tenders.ts';

// ---------------------------------------------------------------- the member

/** loyalty-pos.md §3: the member as the checkout holds it. Empty texts show as 'N/A'. */
export interface CheckoutMember {
  number: string;
  name: string;
  email: string;
  dob: string;
  points: {
    loyaltyProgramCurrencyId: string;
    memberCurrencyId: string;
    loyaltyMemberCurrencyName: string;
    pointsBalance: number;
  };
  vouchers: MemberVoucher[];
  /** Set when the back office blocked the membership: it neither earns nor redeems (decision 017). */
  blocked?: true;
}

/** Points and vouchers of the member box, from the profile and the member's Issued vouchers. */
export function checkoutMember(profile: MemberProfile, issuedVouchers: readonly MemberVoucher[]): CheckoutMember {
  const contact = profile.associatedContact;
  const rewardPoints = profile.memberCurrencies.find((c) => c.loyaltyMemberCurrencyName === REWARD_POINTS);
  return {
    number: profile.membershipNumber,
    name: [contact.firstName, contact.lastName].filter(Boolean).join(' '),
    email: contact.email,
    dob: contact.birthDate ?? '',
    points: {
      loyaltyProgramCurrencyId: rewardPoints?.loyaltyProgramCurrencyId ?? '',
      memberCurrencyId: rewardPoints?.memberCurrencyId ?? '',
      loyaltyMemberCurrencyName: REWARD_POINTS,
      pointsBalance: rewardPoints?.pointsBalance ?? 0,
    },
    vouchers: issuedVouchers.filter((v) => v.voucherStatus === 'Issued'),
    ...(isBlockedStatus(profile.memberStatus) ? { blocked: true as const } : {}),
  };
}

export function asCheckoutVoucher(voucher: MemberVoucher): CheckoutVoucher {
  const { voucherCode, voucherDefinition, type, faceValue, discountPercent, expirationDate } = voucher;
  return {
    voucherCode,
    voucherDefinition,
    type,
    faceValue,
    discountPercent,
    ...(voucher.maxDiscount === undefined ? {} : { maxDiscount: voucher.maxDiscount }),
    expirationDate,
  };
}

// ---------------------------------------------------------------- one checkout

function randomHex(bytes: number): string {
  // getRandomValues also works on plain http (randomUUID needs a secure context).
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The POS's id of one sale, fixed from step 1 until 'Back To Home': pressing 'Complete Payment' twice
 * or retrying after a network error posts the same number, and the server answers with the first order.
 */
export function newExternalTransactionNumber(now = new Date()): string {
  return `POS-${now.getTime().toString(36).toUpperCase()}-${randomHex(4).toUpperCase()}`;
}

/** loyalty-pos.md §9: generated order ids are 8-digit numbers; derived, so a retry sends the same one. */
export function orderIdFor(externalTransactionNumber: string): number {
  let hash = 2_166_136_261;
  for (const char of externalTransactionNumber) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return 10_000_000 + (hash % 90_000_000);
}

/** loyalty-pos.md §9: the order name and number are 1001; line grams 1500; nothing ships. */
const POS_ORDER_NUMBER = 1001;
const POS_LINE_GRAMS = 1500;
const POINTS_REDEMPTION_NOTE = 'Redeemed at the POS';

export interface PosOrderDraft {
  externalTransactionNumber: string;
  store: { storeId: string; name: string };
  membershipNumber: string | null;
  lines: readonly CheckoutLine[];
  voucher: CheckoutVoucher | null;
  eligibility: VoucherEligibility | null;
  pointsToRedeem: number;
  /** The spec's one payment method, which pays it all; or `tenders` (split tender, decision 014). */
  paymentMethod?: TenderKind;
  tenders?: readonly TenderInput[];
  createdAt: Date;
}

const amount = (rupiah: number) => rupiah.toFixed(2);
const money = (rupiah: number) => {
  const shopMoney = { amount: amount(rupiah), currency_code: 'IDR' };
  return { shop_money: shopMoney, presentment_money: shopMoney };
};

/**
 * Splits the voucher discount over the lines it applies to, in proportion to their subtotals, by the
 * one allocation rule (domain/platform/tax.ts shareInProportion), so the line discounts add up to the
 * order's and are the shares each line's PPN was computed after (computeCheckout). The receipt prints
 * the same shares from the stored sale (server/src/pos/receipts.ts).
 */
export function allocateDiscount(
  totals: Pick<CheckoutTotals, 'voucherDiscount'> & { lines: readonly { productCode: string; lineSubtotal: number }[] },
  eligibleCodes: ReadonlySet<string> | null,
): number[] {
  const weights = totals.lines.map((line) => (!eligibleCodes || eligibleCodes.has(line.productCode) ? line.lineSubtotal : 0));
  return shareInProportion(weights.some((w) => w > 0) ? totals.voucherDiscount : 0, weights);
}

/**
 * Shopify's payment_gateway_names lists the methods used; with tenders (decision 014) each is listed
 * once, in the order taken, and the tenders carry the amounts.
 */
function paymentOf(draft: PosOrderDraft): { payment_gateway_names?: TenderKind[]; tenders?: TenderInput[] } {
  if (draft.tenders) {
    const kinds = [...new Set(draft.tenders.map((t) => t.kind))];
    return { ...(kinds.length > 0 ? { payment_gateway_names: kinds } : {}), tenders: draft.tenders.map((t) => ({ ...t })) };
  }
  return { payment_gateway_names: [draft.paymentMethod ?? 'QRIS'] };
}

/** loyalty-pos.md §3 "Order payload": {orders:[{requestType, newExternalTransactionNumber, order}]}. */
export function buildPlaceOrderRequest(draft: PosOrderDraft): PlaceOrderRequest {
  const day = jakartaDayOfInstant(draft.createdAt);
  const totals = computeCheckout({
    lines: draft.lines,
    voucher: draft.voucher,
    eligibility: draft.eligibility,
    // Points belong to a member: a sale without one redeems none.
    pointsToRedeem: draft.membershipNumber ? draft.pointsToRedeem : 0,
    day,
  });
  // Shopify's tax_lines.rate is the effective rate (0.11 for ordinary goods: 12% of DPP 11/12).
  const rate = (line: Pick<CheckoutLine, 'taxClass'>) => effectiveRate(ppnRuleOn(day, line.taxClass));
  // One order-level tax line: the catalogue sells ordinary goods only (decision 038).
  const orderRate = rate(totals.lines[0] ?? {});
  const createdAt = draft.createdAt.toISOString();

  return {
    orders: [
      {
        requestType: 'placeOrder',
        newExternalTransactionNumber: draft.externalTransactionNumber,
        order: {
          id: orderIdFor(draft.externalTransactionNumber),
          name: `#${POS_ORDER_NUMBER}`,
          order_number: POS_ORDER_NUMBER,
          created_at: createdAt,
          processed_at: createdAt,
          storeId: draft.store.storeId,
          loyaltyProgramName: LOYALTY_PROGRAM_NAME,
          membershipNumber: draft.membershipNumber,
          client_details: { businessName: draft.store.name },
          currency: 'IDR',
          presentment_currency: 'IDR',
          financial_status: 'paid',
          ...paymentOf(draft),
          ...(totals.pointsRedeemed > 0
            ? {
                pointsRedemption: {
                  points: totals.pointsRedeemed,
                  additionalNotes: POINTS_REDEMPTION_NOTE,
                  programCurrencyName: REWARD_POINTS,
                },
              }
            : {}),
          ...(draft.voucher
            ? {
                discount_codes: [
                  {
                    code: draft.voucher.voucherCode,
                    amount: amount(totals.voucherDiscount),
                    type: draft.voucher.type === 'FixedValue' ? 'fixed_amount' : 'percentage',
                  },
                ],
              }
            : {}),
          line_items: totals.lines.map((line) => ({
            productCode: line.productCode,
            sku: line.productCode,
            title: line.name,
            name: line.name,
            quantity: line.quantity,
            price: amount(line.price),
            price_set: money(line.price),
            total_discount: amount(line.voucherShare),
            total_discount_set: money(line.voucherShare),
            grams: POS_LINE_GRAMS,
            requires_shipping: false,
            taxable: true,
            tax_lines: [{ title: PPN_TAX_TITLE, rate: rate(line), price: amount(line.lineTax), price_set: money(line.lineTax) }],
          })),
          tax_lines: [{ title: PPN_TAX_TITLE, rate: orderRate, price: amount(totals.tax), price_set: money(totals.tax) }],
          taxes_included: false,
          total_line_items_price: amount(totals.subtotal),
          subtotal_price: amount(totals.subtotal),
          total_tax: amount(totals.tax),
          total_discounts: amount(totals.voucherDiscount),
          total_price: amount(totals.total),
          total_price_set: money(totals.total),
        },
      },
    ],
  };
}

/**
 * loyalty-pos.md §8: a member call's message is the first item's `message` of the JSON array between
 * the first '[' and the last ']' (the hosted service's error body). Our own API answers with a plain
 * message, which is used as it is.
 */
export function parseServiceMessage(text: string): string {
  const start = text.indexOf('[');
  const end = text.lastIndexOf(']');
  if (start >= 0 && end > start) {
    try {
      const items: unknown = JSON.parse(text.slice(start, end + 1));
      const first: unknown = Array.isArray(items) ? items[0] : undefined;
      if (first && typeof first === 'object' && 'message' in first && typeof first.message === 'string') return first.message;
    } catch {
      // not the hosted service's array: fall through to the text itself
    }
  }
  return text;
}
