import type { PosOrderInput } from '#domain/pos/api/sales.ts';
import type { CheckoutTotals } from '#domain/pos/pricing.ts';
import { computeCheckout, lineSubtotal, lineTax, POINTS_NOT_WHOLE, pointsToRedeemProblem } from '#domain/pos/pricing.ts';
import { jakartaDayOfInstant, type CalendarDay } from '#domain/platform/jakarta-time.ts';
import { settleTenders, singleTender, type TenderKind, type TenderSettlement } from '#domain/pos/tenders.ts';
import { tillLimitProblem } from '#domain/pos/till-limits.ts';
import { voucherUseProblem } from '#domain/loyalty/vouchers.ts';
import { isBlockedStatus, memberBlockedText } from '#domain/loyalty/member-status.ts';
import { Conflict, InsufficientPoints, InvalidInput, MemberBlocked } from '../../platform/errors.ts';
import { memberNotFound } from '../members.ts';
import { eligibilityLists } from '../voucher-facts.ts';
import type { VoucherFacts } from '../voucher-facts.ts';
import { checkClientTotals } from './client-totals.ts';
import type { OrderContext } from './context.ts';

/** An order that passed every check, with its totals and tenders. */
export interface CheckedOrder {
  store: NonNullable<OrderContext['store']>;
  /** Null: an order without a member (nothing earned or redeemed). */
  member: NonNullable<OrderContext['member']> | null;
  voucher: VoucherFacts | null;
  totals: CheckoutTotals;
  settlement: TenderSettlement;
  paymentMethod: TenderKind;
}

/**
 * Checks an order against the database's view (store, products, member, voucher, points) and computes
 * its totals with domain/pos/pricing.ts. Throws the error the cashier sees: 400 for a malformed order
 * or one past the till's limits (domain/pos/till-limits.ts),
 * 404 for an unknown member, 409 for a voucher that cannot be used, 422 for points above the balance.
 * Client prices are ignored; client totals, when sent, must match.
 */
export function checkOrder(
  order: PosOrderInput,
  context: OrderContext,
  env: { now: Date; today: CalendarDay; programName: string; cashRoundingUnit: number },
): CheckedOrder {
  // The PPN rule in force on the day of the sale (an offline sale: the day it was sold; decision 038).
  const taxDay = jakartaDayOfInstant(env.now);
  const store = context.store;
  if (!store) throw new InvalidInput({ key: 'loyalty.errors.unknownStore', values: { storeId: order.storeId } });
  if (order.loyaltyProgramName !== undefined && order.loyaltyProgramName !== env.programName) {
    throw new InvalidInput({ key: 'loyalty.errors.unknownProgramme', values: { name: order.loyaltyProgramName, programme: env.programName } });
  }

  const lines = order.line_items.map((item) => {
    const product = context.products.find((p) => p.productCode === item.productCode);
    if (!product) throw new InvalidInput({ key: 'loyalty.errors.unknownProduct', values: { productCode: item.productCode } });
    if (product.brand !== store.brand) throw new InvalidInput({ key: 'loyalty.errors.notSoldAt', values: { product: product.name, store: store.name } });
    return { productCode: product.productCode, name: product.name, category: product.category, price: product.price, quantity: item.quantity };
  });

  // Past the owner's limits nothing else matters: refused before the member, voucher and points are looked at.
  if (context.tillLimits) {
    const value = lines.reduce((sum, line) => sum + lineSubtotal(line) + lineTax(line, taxDay), 0);
    const problem = tillLimitProblem({ lines, value }, context.tillLimits);
    if (problem) throw new InvalidInput(problem);
  }

  const member = order.membershipNumber ? context.member : null;
  if (order.membershipNumber && !member) throw memberNotFound(order.membershipNumber);
  if (member && isBlockedStatus(member.memberStatus)) throw new MemberBlocked(memberBlockedText(member.membershipNumber));

  const voucherCode = order.discount_codes?.[0]?.code ?? null;
  const voucher = voucherCode ? context.voucher : null;
  if (voucherCode) {
    if (!member) throw new InvalidInput({ key: 'loyalty.errors.voucherNeedsMember' });
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
  if (!Number.isSafeInteger(pointsToRedeem) || pointsToRedeem < 0) throw new InvalidInput(POINTS_NOT_WHOLE);
  if (pointsToRedeem > 0 && !member) throw new InvalidInput({ key: 'loyalty.errors.pointsNeedMember' });

  const totals = computeCheckout({
    lines,
    voucher: voucher
      ? { voucherCode: voucher.voucherCode, voucherDefinition: voucher.voucherDefinition, type: voucher.type, faceValue: voucher.faceValue, discountPercent: voucher.discountPercent, maxDiscount: voucher.maxDiscount, expirationDate: voucher.expirationDate }
      : null,
    eligibility: voucher ? eligibilityLists(voucher) : null,
    pointsToRedeem,
    day: taxDay,
  });
  if (voucher && totals.voucherDiscount <= 0) {
    throw new InvalidInput({ key: 'loyalty.errors.voucherAppliesToNothing', values: { voucherCode: voucher.voucherCode } });
  }
  if (member) {
    const problem = pointsToRedeemProblem(pointsToRedeem, { balance: member.rewardPoints, amountDue: totals.amountDueBeforePoints });
    if (problem) throw pointsToRedeem > member.rewardPoints ? new InsufficientPoints(problem) : new InvalidInput(problem);
  }
  checkClientTotals(order, totals);

  // The tenders must add up to the total less the cash rounding; one named method pays it all.
  const namedMethod = order.payment_gateway_names?.[0];
  const tenderInputs = order.tenders ?? (namedMethod ? singleTender(namedMethod, totals.total, env.cashRoundingUnit) : []);
  const { settlement, problem: tenderProblem } = settleTenders(tenderInputs, totals.total, env.cashRoundingUnit);
  if (!settlement) throw new InvalidInput(tenderProblem);
  const largestTender = settlement.tenders.reduce<(typeof settlement.tenders)[number] | null>((best, t) => (!best || t.amount > best.amount ? t : best), null);
  const paymentMethod: TenderKind = namedMethod ?? largestTender?.kind ?? 'Cash';

  return { store, member, voucher, totals, settlement, paymentMethod };
}
