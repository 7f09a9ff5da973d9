import type { PlacedOrderResult, PosOrderInput } from '#domain/pos/api/sales.ts';
import { accruedRewardPoints, accruedTierPoints, type EarningRules } from '#domain/loyalty/earning.ts';
import { computeCheckout, POINTS_NOT_WHOLE_MESSAGE, validatePointsToRedeem } from '#domain/pos/pricing.ts';
import { SPIN_VALIDITY_DAYS } from '#domain/loyalty/games.ts';
import type { CalendarDay } from '#domain/platform/jakarta-time.ts';
import {
  ACCRUAL_JOURNAL_TYPE,
  BUSINESS_NAME_ATTRIBUTE,
  isTierName,
  pointsExpirationDay,
  PURCHASE_SUBTYPE,
  REDEEM_POINTS_SUBTYPE,
  REDEMPTION_JOURNAL_TYPE,
  REWARD_POINTS,
  TIER_POINTS,
  tierUpgradeLadder,
  type TierThresholds,
} from '#domain/loyalty/programme.ts';
import { settleTenders, singleTender, type TenderKind } from '#domain/pos/tenders.ts';
import { voucherUseProblem } from '#domain/loyalty/vouchers.ts';
import { isBlockedStatus, memberBlockedMessage } from '#domain/loyalty/member-status.ts';
import { Conflict, InsufficientPoints, InvalidInput, MemberBlocked, NotFound } from '../../platform/errors.ts';
import { orderEventKey } from '../../marketing/index.ts';
import type { TierReference } from '../engine.ts';
import { eligibilityLists } from '../voucher-facts.ts';
import { checkClientTotals } from './client-totals.ts';
import type { OrderContext } from './context.ts';

export interface OrderRequest {
  externalTransactionNumber: string;
  order: PosOrderInput;
  /**
   * Issue 15: a sale rung up at our till belongs to the cashier's open shift at the store (refused
   * without one). Absent for orders placed through the loyalty API (sf-compat), which has no till.
   */
  till?: { cashierId: string } | null;
}

export interface PlanEnvironment {
  now: Date;
  today: CalendarDay;
  programName: string;
  uuid(): string;
  tierByName(name: string): TierReference;
  /** The earning rate and tier thresholds as the back office set them (engine.reference(), cached). */
  earning: EarningRules;
  thresholds: TierThresholds;
  orderEventDefinitionKey: string;
  /** CASH_ROUNDING (domain/pos/tenders.ts): 0 or 1 rounds nothing. */
  cashRoundingUnit: number;
}

/**
 * What loyalty_place_order writes (loyalty/ledger/sql-functions.ts), computed here from one consistent read
 * with domain/pos/pricing.ts and domain/loyalty/programme.ts. The function fills in what depends on the locked
 * balances (new balance, tier, order number).
 */
export interface OrderPlan {
  orderId: string;
  externalTransactionNumber: string;
  storeId: string;
  memberId: string | null;
  voucherId: string | null;
  paymentMethod: TenderKind;
  /** Issue 15: the cashier whose open shift the sale joins; null: no shift (loyalty API orders). */
  till: { cashierId: string } | null;
  cashRounding: number;
  tenders: { position: number; kind: TenderKind; amount: number; tendered: number | null; change: number }[];
  activityDate: string;
  today: CalendarDay;
  subtotal: number;
  totalTax: number;
  voucherDiscount: number;
  pointsRedeemed: number;
  totalPrice: number;
  pointsEarned: number;
  tierPointsEarned: number;
  lines: {
    line_number: number;
    product_code: string;
    name: string;
    category: string;
    price: number;
    quantity: number;
    line_subtotal: number;
    line_tax: number;
  }[];
  member: { tierId: string; tierName: string; upgrades: { tierId: string; tierName: string; tierPoints: number }[] } | null;
  journals: { id: string; type_name: string; sub_type_name: string; transaction_amount: number; attributes: Record<string, string> }[];
  pointsChanges: { id: string; journal_id: string; currency_name: string; change_in_points: number }[];
  bucket: { id: string; journalId: string; expirationDate: CalendarDay; points: number } | null;
  spin: { id: string; gameId: string; expirationDate: string } | null;
  event: { dedupeKey: string; contactKey: string; eventDefinitionKey: string; data: Record<string, unknown> } | null;
  response: PlacedOrderResult;
}

/**
 * Checks an order against the database's view (store, products, member, voucher, points) and computes
 * it. Throws the error the cashier sees: 400 for a malformed order, 404 for an unknown member, 409 for
 * a voucher that cannot be used, 422 for points above the balance. Client prices are ignored; client
 * totals, when sent, must match.
 */
export function planOrder(request: OrderRequest, context: OrderContext, env: PlanEnvironment): OrderPlan {
  const { order, externalTransactionNumber } = request;
  const store = context.store;
  if (!store) throw new InvalidInput(`Unknown store '${order.storeId}'.`);
  if (order.loyaltyProgramName !== undefined && order.loyaltyProgramName !== env.programName) {
    throw new InvalidInput(`Unknown loyalty programme '${order.loyaltyProgramName}'; this is ${env.programName}.`);
  }

  const lines = order.line_items.map((item) => {
    const product = context.products.find((p) => p.productCode === item.productCode);
    if (!product) throw new InvalidInput(`Unknown product '${item.productCode}'.`);
    if (product.brand !== store.brand) throw new InvalidInput(`${product.name} is not sold at ${store.name}.`);
    return { productCode: product.productCode, name: product.name, category: product.category, price: product.price, quantity: item.quantity };
  });

  const member = order.membershipNumber ? context.member : null;
  if (order.membershipNumber && !member) throw new NotFound(`No member with membership number '${order.membershipNumber}'.`);
  if (member && isBlockedStatus(member.memberStatus)) throw new MemberBlocked(memberBlockedMessage(member.membershipNumber));

  const voucherCode = order.discount_codes?.[0]?.code ?? null;
  const voucher = voucherCode ? context.voucher : null;
  if (voucherCode) {
    if (!member) throw new InvalidInput('A voucher can only be used with a member: identify the member first.');
    const cartValue = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const problem = voucherUseProblem(voucherCode, voucher, {
      membershipNumber: member.membershipNumber,
      store,
      cartValue,
      today: env.today,
    });
    if (problem) throw voucher ? new Conflict(problem) : new InvalidInput(problem);
  }

  const pointsToRedeem = order.pointsRedemption?.points ?? 0;
  if (!Number.isSafeInteger(pointsToRedeem) || pointsToRedeem < 0) throw new InvalidInput(POINTS_NOT_WHOLE_MESSAGE);
  if (pointsToRedeem > 0 && !member) throw new InvalidInput('Points can only be redeemed with a member: identify the member first.');

  const totals = computeCheckout({
    lines,
    voucher: voucher
      ? { voucherCode: voucher.voucherCode, voucherDefinition: voucher.voucherDefinition, type: voucher.type, faceValue: voucher.faceValue, discountPercent: voucher.discountPercent, maxDiscount: voucher.maxDiscount, expirationDate: voucher.expirationDate }
      : null,
    eligibility: voucher ? eligibilityLists(voucher) : null,
    pointsToRedeem,
  });
  if (voucher && totals.voucherDiscount <= 0) {
    throw new InvalidInput(`Voucher ${voucher.voucherCode} does not apply to any product in this cart.`);
  }
  if (member) {
    const problem = validatePointsToRedeem(pointsToRedeem, { balance: member.rewardPoints, amountDue: totals.amountDueBeforePoints });
    if (problem) throw pointsToRedeem > member.rewardPoints ? new InsufficientPoints(problem) : new InvalidInput(problem);
  }
  checkClientTotals(order, totals);

  // Issue 15: the tenders must add up to the total less the cash rounding; one named method pays it all.
  const namedMethod = order.payment_gateway_names?.[0];
  const tenderInputs = order.tenders ?? (namedMethod ? singleTender(namedMethod, totals.total, env.cashRoundingUnit) : []);
  const { settlement, problem: tenderProblem } = settleTenders(tenderInputs, totals.total, env.cashRoundingUnit);
  if (!settlement) throw new InvalidInput(tenderProblem);
  const largestTender = settlement.tenders.reduce<(typeof settlement.tenders)[number] | null>((best, t) => (!best || t.amount > best.amount ? t : best), null);
  const paymentMethod: TenderKind = namedMethod ?? largestTender?.kind ?? 'Cash';
  const orderId = env.uuid();
  const pointsEarned = member ? accruedRewardPoints(totals.total, member.tierName, env.earning) : 0;
  const tierPointsEarned = member ? accruedTierPoints(totals.total) : 0;
  const businessName = { [BUSINESS_NAME_ATTRIBUTE]: store.name };

  const journals: OrderPlan['journals'] = [];
  const pointsChanges: OrderPlan['pointsChanges'] = [];
  let bucket: OrderPlan['bucket'] = null;
  if (member && totals.pointsRedeemed > 0) {
    const id = env.uuid();
    journals.push({ id, type_name: REDEMPTION_JOURNAL_TYPE, sub_type_name: REDEEM_POINTS_SUBTYPE, transaction_amount: totals.pointsRedeemed, attributes: businessName });
    pointsChanges.push({ id: env.uuid(), journal_id: id, currency_name: REWARD_POINTS, change_in_points: -totals.pointsRedeemed });
  }
  if (member && (pointsEarned > 0 || tierPointsEarned > 0)) {
    const id = env.uuid();
    journals.push({ id, type_name: ACCRUAL_JOURNAL_TYPE, sub_type_name: PURCHASE_SUBTYPE, transaction_amount: totals.total, attributes: businessName });
    if (pointsEarned > 0) {
      pointsChanges.push({ id: env.uuid(), journal_id: id, currency_name: REWARD_POINTS, change_in_points: pointsEarned });
      bucket = { id: env.uuid(), journalId: id, expirationDate: pointsExpirationDay(env.today), points: pointsEarned };
    }
    if (tierPointsEarned > 0) {
      pointsChanges.push({ id: env.uuid(), journal_id: id, currency_name: TIER_POINTS, change_in_points: tierPointsEarned });
    }
  }

  const spin =
    member && context.gameId
      ? { id: env.uuid(), gameId: context.gameId, expirationDate: new Date(env.now.getTime() + SPIN_VALIDITY_DAYS * 86_400_000).toISOString() }
      : null;

  const response: PlacedOrderResult = {
    requestType: 'placeOrder',
    externalTransactionNumber,
    status: 'Success',
    order: {
      id: orderId,
      orderNumber: 0, // set by loyalty_place_order
      name: '',
      externalTransactionNumber,
      createdAt: env.now.toISOString(),
      storeId: store.storeId,
      businessName: store.name,
      membershipNumber: member?.membershipNumber ?? null,
      paymentMethod,
      tenders: settlement.tenders,
      cashRounding: settlement.cashRounding,
      change: settlement.change,
      shiftId: null, // set by loyalty_place_order
      currency: 'IDR',
      financialStatus: 'paid',
      lineItems: totals.lines.map((line) => ({
        productCode: line.productCode,
        name: line.name,
        category: line.category,
        price: line.price,
        quantity: line.quantity,
        lineSubtotal: line.lineSubtotal,
        lineTax: line.lineTax,
      })),
      subtotal: totals.subtotal,
      totalTax: totals.tax,
      voucherCode: voucher?.voucherCode ?? null,
      voucherDiscount: totals.voucherDiscount,
      pointsRedeemed: totals.pointsRedeemed,
      total: totals.total,
    },
    loyalty: member
      ? {
          membershipNumber: member.membershipNumber,
          pointsUsed: totals.pointsRedeemed,
          pointsEarned,
          tierPointsEarned,
          // The balances and tier are set by loyalty_place_order from the locked rows.
          previousPointsBalance: 0,
          newPointsBalance: 0,
          tierPoints: 0,
          memberTier: member.tierName,
          tierUpgraded: false,
          gameParticipantRewardId: spin?.id ?? null,
        }
      : null,
  };

  return {
    orderId,
    externalTransactionNumber,
    storeId: store.storeId,
    memberId: member?.id ?? null,
    voucherId: voucher?.id ?? null,
    paymentMethod,
    till: request.till ?? null,
    cashRounding: settlement.cashRounding,
    tenders: settlement.tenders.map((tender, index) => ({ position: index + 1, ...tender })),
    activityDate: env.now.toISOString(),
    today: env.today,
    subtotal: totals.subtotal,
    totalTax: totals.tax,
    voucherDiscount: totals.voucherDiscount,
    pointsRedeemed: totals.pointsRedeemed,
    totalPrice: totals.total,
    pointsEarned,
    tierPointsEarned,
    lines: totals.lines.map((line, index) => ({
      line_number: index + 1,
      product_code: line.productCode,
      name: line.name,
      category: line.category,
      price: line.price,
      quantity: line.quantity,
      line_subtotal: line.lineSubtotal,
      line_tax: line.lineTax,
    })),
    member: member
      ? {
          tierId: member.tierId,
          tierName: member.tierName,
          upgrades: isTierName(member.tierName)
            ? tierUpgradeLadder(member.tierName, env.thresholds).map((step) => ({
                tierId: env.tierByName(step.tierName).id,
                tierName: step.tierName,
                tierPoints: step.tierPoints,
              }))
            : [],
        }
      : null,
    journals,
    pointsChanges,
    bucket,
    spin,
    event: member
      ? {
          dedupeKey: orderEventKey(externalTransactionNumber),
          contactKey: member.email,
          eventDefinitionKey: env.orderEventDefinitionKey,
          // loyalty-pos.md §7 order completion; TotalPoint (the new balance) is added by the function.
          data: {
            TransactionID: externalTransactionNumber,
            EmailAddress: member.email,
            FirstName: member.firstName,
            MembershipNumber: member.membershipNumber,
            EarnPoint: pointsEarned,
          },
        }
      : null,
    response,
  };
}
