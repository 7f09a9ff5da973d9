import type { PosOrderInput } from '#domain/pos/api/sales.ts';
import type { EarningRules } from '#domain/loyalty/earning.ts';
import { SPIN_VALIDITY_DAYS } from '#domain/loyalty/games.ts';
import type { CalendarDay } from '#domain/platform/jakarta-time.ts';
import { isTierName, tierUpgradeLadder, type TierThresholds } from '#domain/loyalty/programme.ts';
import { orderEventKey } from '../../marketing/index.ts';
import type { TierReference } from '../engine.ts';
import { checkOrder, type CheckedOrder } from './checks.ts';
import type { OrderContext } from './context.ts';
import { orderLedgerEntries } from './ledger-entries.ts';
import type { MemberTierPlan, OrderPlan } from './order-plan.ts';
import { orderResponse } from './response.ts';

export interface OrderRequest {
  externalTransactionNumber: string;
  order: PosOrderInput;
  /**
   * A sale rung up at our till belongs to the cashier's open shift at the store (refused without one).
   * Absent for orders placed through the loyalty API (sf-compat), which has no till.
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
 * Plans one POS order from one consistent read, in three steps: the checks (checks.ts: every refusal
 * the cashier can see, and the totals), the ledger entries (ledger-entries.ts) and the response
 * (response.ts). loyalty_place_order writes the plan; see OrderPlan.
 */
export function planOrder(request: OrderRequest, context: OrderContext, env: PlanEnvironment): OrderPlan {
  const { externalTransactionNumber } = request;
  const checked = checkOrder(request.order, context, env);
  const { store, member, voucher, totals, settlement } = checked;

  // Ids in this order (order, ledger entries, spin): the demo seed's generator replays them.
  const orderId = env.uuid();
  const entries = orderLedgerEntries(checked, env);
  const spin =
    member && context.gameId
      ? { id: env.uuid(), gameId: context.gameId, expirationDate: new Date(env.now.getTime() + SPIN_VALIDITY_DAYS * 86_400_000).toISOString() }
      : null;

  return {
    orderId,
    externalTransactionNumber,
    storeId: store.storeId,
    memberId: member?.id ?? null,
    voucherId: voucher?.id ?? null,
    paymentMethod: checked.paymentMethod,
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
    pointsEarned: entries.pointsEarned,
    tierPointsEarned: entries.tierPointsEarned,
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
    member: member ? memberTierPlan(member, env) : null,
    journals: entries.journals,
    pointsChanges: entries.pointsChanges,
    bucket: entries.bucket,
    spin,
    event: member ? orderEvent(externalTransactionNumber, member, entries.pointsEarned, env) : null,
    response: orderResponse(externalTransactionNumber, checked, { orderId, now: env.now, entries, spinId: spin?.id ?? null }),
  };
}

type CheckedMember = NonNullable<CheckedOrder['member']>;

/**
 * The member's tier as read, and the tiers above it the order's Tier Points may reach. A tier is earned
 * with the Tier Points of the qualifying period (decision 031), so each step is the threshold plus the
 * Tier Points of the balance earned before it: loyalty_place_order compares the whole balance.
 */
function memberTierPlan(member: CheckedMember, env: PlanEnvironment): MemberTierPlan {
  return {
    tierId: member.tierId,
    tierName: member.tierName,
    upgrades: isTierName(member.tierName)
      ? tierUpgradeLadder(member.tierName, env.thresholds).map((step) => ({
          tierId: env.tierByName(step.tierName).id,
          tierName: step.tierName,
          tierPoints: step.tierPoints + member.tierPointsBeforePeriod,
        }))
      : [],
  };
}

/** loyalty-pos.md §7 order completion; TotalPoint (the new balance) is added by loyalty_place_order. */
function orderEvent(externalTransactionNumber: string, member: CheckedMember, pointsEarned: number, env: PlanEnvironment): OrderPlan['event'] {
  return {
    dedupeKey: orderEventKey(externalTransactionNumber),
    contactKey: member.email,
    eventDefinitionKey: env.orderEventDefinitionKey,
    data: {
      TransactionID: externalTransactionNumber,
      EmailAddress: member.email,
      FirstName: member.firstName,
      MembershipNumber: member.membershipNumber,
      EarnPoint: pointsEarned,
    },
  };
}
