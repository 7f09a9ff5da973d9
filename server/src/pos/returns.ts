import { createHash } from 'node:crypto';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { CreateReturnInput, PosReturn, SaleForReturn } from '#domain/pos/api/returns.ts';
import { eligibleLines } from '#domain/pos/pricing.ts';
import { CASH } from '#domain/pos/tenders.ts';
import { BUSINESS_NAME_ATTRIBUTE } from '#domain/loyalty/programme.ts';
import {
  ACCRUAL_CANCELLATION_SUBTYPE,
  planReturn,
  REDEMPTION_CANCELLATION_SUBTYPE,
  RETURN_JOURNAL_TYPE,
  ReturnProblem,
  saleLookupKey,
  type ReturnPlan,
  type SoldOrder,
} from '#domain/pos/returns.ts';
import { resultRows } from '../platform/db/json-query.ts';
import { sqlStateOf, withTransactionRetry, type Executor, type Transaction } from '../platform/db/client.ts';
import {
  loyaltyContacts,
  loyaltyMembers,
  loyaltyVoucherDefinitions,
  loyaltyVouchers,
  posOrderLines,
  posOrderTenders,
  posOrders,
  posReturnLines,
  posReturnRefunds,
  posReturns,
} from '../platform/db/schema/index.ts';
import { Conflict, Forbidden, InvalidInput, NotFound } from '../platform/errors.ts';
import { inScope, storeScopeOf } from '../identity/index.ts';
import { cancelSalePoints, type JournalEntry, type LoyaltyEngine } from '../loyalty/index.ts';
import type { Approver } from './manager-approval.ts';
import { lockOpenShift, storeName } from './shifts.ts';
import type { Text } from '#domain/texts/index.ts';

const noShiftForReturnMessage = (store: string): Text => ({ key: 'pos.errors.noShiftForReturn', values: { store } });

/** 'RET-000042': a return's number as the receipt and the ledger show it. */
export const returnNumberText = (n: number) => `RET-${String(n).padStart(6, '0')}`;


type OrderRow = typeof posOrders.$inferSelect;

interface StoredSale {
  order: OrderRow;
  sale: SaleForReturn;
  sold: SoldOrder;
}

/** The parts of a stored order's answer (pos_orders.response) a return reads. */
interface StoredOrderResponse {
  order?: { name?: string; businessName?: string };
}

/**
 * Returns at the till (docs/decisions/016-returns.md). The figures are domain/pos/returns.ts's;
 * this books them. A return is one transaction that first locks the sale's row: every return of one sale
 * queues there, so two returns of the same line can never together take back more than was sold, and
 * the copies of one return (same returnKey) find the first one's answer.
 */
export class ReturnsService {
  constructor(private readonly engine: LoyaltyEngine) {}

  private get db() {
    return this.engine.db;
  }

  /** The sale a cashier typed or scanned, with what is left to return. */
  async lookupSale(text: string): Promise<SaleForReturn> {
    const key = saleLookupKey(text);
    if (!key) throw new InvalidInput({ key: 'pos.returns.enterSale' });
    const order = await this.findOrder(this.db, key, false);
    if (!order) throw new NotFound({ key: 'pos.errors.saleNotFound', values: { key } });
    return (await this.readSale(this.db, order)).sale;
  }

  private async findOrder(executor: Executor, key: string, lock: boolean): Promise<OrderRow | null> {
    // An order name ('#1042'), an e-receipt token (its QR: 32 hex digits, the stored UUID without
    // dashes), or a transaction number.
    const orderNumber = /^#?(\d{1,15})$/.exec(key)?.[1];
    const token = /^[0-9a-f]{32}$/.test(key) ? key.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5') : null;
    const where = orderNumber
      ? eq(posOrders.orderNumber, Number(orderNumber))
      : token
        ? or(eq(posOrders.receiptToken, token), eq(posOrders.externalTransactionNumber, key))
        : eq(posOrders.externalTransactionNumber, key);
    const query = executor.select().from(posOrders).where(where).limit(1);
    const [order] = lock ? await query.for('update') : await query;
    return order ?? null;
  }

  private async readSale(executor: Executor, order: OrderRow): Promise<StoredSale> {
    const lines = await executor.select().from(posOrderLines).where(eq(posOrderLines.orderId, order.id)).orderBy(asc(posOrderLines.lineNumber));
    const returned = await executor
      .select({ lineNumber: posReturnLines.lineNumber, quantity: sql<number>`sum(${posReturnLines.quantity})::int` })
      .from(posReturnLines)
      .innerJoin(posReturns, eq(posReturns.id, posReturnLines.returnId))
      .where(eq(posReturns.orderId, order.id))
      .groupBy(posReturnLines.lineNumber);
    const earlier = await executor
      .select({ returnNumber: posReturns.returnNumber, createdAt: posReturns.createdAt, refundTotal: posReturns.refundTotal })
      .from(posReturns)
      .where(eq(posReturns.orderId, order.id))
      .orderBy(asc(posReturns.returnNumber));
    const member = order.memberId
      ? (
          await executor
            .select({ membershipNumber: loyaltyMembers.membershipNumber, firstName: loyaltyContacts.firstName, lastName: loyaltyContacts.lastName })
            .from(loyaltyMembers)
            .innerJoin(loyaltyContacts, eq(loyaltyContacts.id, loyaltyMembers.contactId))
            .where(eq(loyaltyMembers.id, order.memberId))
        )[0]
      : undefined;
    // The voucher of the sale: still on the order, or given back by a return of the whole sale.
    const voucherId = order.voucherId ?? (await this.restoredVoucherId(executor, order.id));
    const voucher = voucherId
      ? (
          await executor
            .select({
              voucherCode: loyaltyVouchers.voucherCode,
              eligibleProductCodes: loyaltyVoucherDefinitions.eligibleProductCodes,
              eligibleCategories: loyaltyVoucherDefinitions.eligibleCategories,
              excludedProductCodes: loyaltyVoucherDefinitions.excludedProductCodes,
              excludedCategories: loyaltyVoucherDefinitions.excludedCategories,
            })
            .from(loyaltyVouchers)
            .innerJoin(loyaltyVoucherDefinitions, eq(loyaltyVoucherDefinitions.id, loyaltyVouchers.definitionId))
            .where(eq(loyaltyVouchers.id, voucherId))
        )[0]
      : undefined;
    const eligible = new Set(
      voucher && order.voucherDiscount > 0
        ? eligibleLines(lines, {
            ExcludedProducts: voucher.excludedProductCodes.map((ProductCode) => ({ ProductCode })),
            EligibleProducts: voucher.eligibleProductCodes.map((ProductCode) => ({ ProductCode })),
            EligibleCategories: voucher.eligibleCategories.map((Name) => ({ Name })),
            // As the sale was priced (eligibilityLists): the voucher's shares are what each line was taxed after (decision 038).
            ExcludedCategories: voucher.excludedCategories.map((Name) => ({ Name })),
          }).map((line) => line.lineNumber)
        : [],
    );
    const returnedBy = new Map(returned.map((row) => [row.lineNumber, Number(row.quantity)]));
    const tenders = await executor
      .select({ kind: posOrderTenders.kind, amount: posOrderTenders.amount })
      .from(posOrderTenders)
      .where(eq(posOrderTenders.orderId, order.id))
      .orderBy(asc(posOrderTenders.position));
    const stored = order.response as StoredOrderResponse;
    const saleLines = lines.map((line) => ({
      lineNumber: line.lineNumber,
      productCode: line.productCode,
      name: line.name,
      price: line.price,
      quantity: line.quantity,
      lineSubtotal: line.lineSubtotal,
      lineTax: line.lineTax,
      voucherEligible: eligible.has(line.lineNumber),
      returnedQuantity: returnedBy.get(line.lineNumber) ?? 0,
    }));
    const sale: SaleForReturn = {
      orderId: order.id,
      orderName: stored.order?.name || `#${order.orderNumber}`,
      externalTransactionNumber: order.externalTransactionNumber,
      createdAt: order.createdAt.toISOString(),
      storeId: order.storeId,
      businessName: stored.order?.businessName ?? order.storeId,
      membershipNumber: member?.membershipNumber ?? null,
      memberName: member ? [member.firstName, member.lastName].filter(Boolean).join(' ') : null,
      voucherCode: voucher?.voucherCode ?? null,
      subtotal: order.subtotal,
      totalTax: order.totalTax,
      voucherDiscount: order.voucherDiscount,
      pointsRedeemed: order.pointsRedeemed,
      total: order.totalPrice,
      pointsEarned: order.pointsEarned,
      tierPointsEarned: order.tierPointsEarned,
      cashRounding: order.cashRounding,
      // Orders from before split tenders (or placed through the loyalty API) have their one method.
      tenders: tenders.length > 0 || order.totalPrice === 0 ? tenders : [{ kind: order.paymentMethod, amount: order.totalPrice - order.cashRounding }],
      lines: saleLines,
      returns: earlier.map((row) => ({ returnNumber: returnNumberText(row.returnNumber), createdAt: row.createdAt.toISOString(), refundTotal: row.refundTotal })),
    };
    return { order, sale, sold: soldOrderOf(sale) };
  }

  private async restoredVoucherId(executor: Executor, orderId: string): Promise<string | null> {
    const [row] = await executor
      .select({ id: posReturns.restoredVoucherId })
      .from(posReturns)
      .where(and(eq(posReturns.orderId, orderId), sql`${posReturns.restoredVoucherId} is not null`))
      .limit(1);
    return row?.id ?? null;
  }

  /**
   * Books a return approved by `approver` for `cashier`: { replayed, response }. The same returnKey
   * again answers the first return (replayed) and books nothing.
   */
  async createReturn(input: CreateReturnInput, cashier: { userId: string; name: string }, approver: Approver): Promise<{ replayed: boolean; response: PosReturn }> {
    const requestHash = createHash('sha256')
      .update(JSON.stringify({ sale: input.externalTransactionNumber, lines: input.lines, reason: input.reason ?? null }))
      .digest('hex');
    try {
      return await withTransactionRetry(this.db, (tx) => this.book(tx, input, requestHash, cashier, approver));
    } catch (error) {
      // The same key booked meanwhile for another sale's row lock: answer from what it booked.
      if (sqlStateOf(error) !== '23505') throw error;
      const replay = await this.replay(this.db, input.returnKey, requestHash);
      if (replay) return { replayed: true, response: replay };
      throw error;
    }
  }

  private async replay(executor: Executor, returnKey: string, requestHash: string): Promise<PosReturn | null> {
    const [existing] = await executor.select({ requestHash: posReturns.requestHash, response: posReturns.response }).from(posReturns).where(eq(posReturns.returnKey, returnKey));
    if (!existing) return null;
    if (existing.requestHash !== requestHash) throw new Conflict({ key: 'pos.errors.returnKeyReused' });
    return existing.response as PosReturn;
  }

  private async book(
    tx: Transaction,
    input: CreateReturnInput,
    requestHash: string,
    cashier: { userId: string; name: string },
    approver: Approver,
  ): Promise<{ replayed: boolean; response: PosReturn }> {
    // Lock order (docs/decisions/010-hardening.md): the sale's row first (every return of it queues
    // here), then the member's Reward Points row, the Tier Points row, the voucher and the buckets.
    const order = await this.findOrder(tx, input.externalTransactionNumber, true);
    if (!order) throw new NotFound({ key: 'pos.errors.saleNotFoundByNumber', values: { number: input.externalTransactionNumber } });
    const replay = await this.replay(tx, input.returnKey, requestHash);
    if (replay) return { replayed: true, response: replay };
    // A manager with stores assigned approves returns of those stores only; an admin, or a manager
    // without stores (head office), at every store (decision 017).
    if (!inScope(await storeScopeOf(tx, { sub: approver.userId, roles: approver.roles }), order.storeId)) {
      throw new Forbidden({ key: 'pos.errors.notStoreManager', values: { name: approver.name, store: await storeName(tx, order.storeId) } });
    }
    // Every return belongs to the cashier's open shift at the sale's store. FOR SHARE, as a sale takes
    // it: a close (FOR UPDATE) waits for this return and counts it in its Z-report, or comes first and
    // this return finds no open shift.
    const shiftId = await lockOpenShift(tx, order.storeId, cashier.userId, noShiftForReturnMessage);

    const { sale, sold } = await this.readSale(tx, order);
    const returnedBefore = new Map(sale.lines.map((line) => [line.lineNumber, line.returnedQuantity]));
    let plan: ReturnPlan;
    try {
      plan = planReturn(sold, returnedBefore, input.lines);
    } catch (error) {
      if (error instanceof ReturnProblem) throw error.kind === 'exceeds' ? new Conflict(error.text) : new InvalidInput(error.text);
      throw error;
    }

    const now = this.engine.now();
    const today = this.engine.today();
    const returnId = this.engine.random.uuid();
    const [numbered] = resultRows<{ n: string }>(await tx.execute(sql`select nextval('pos_returns_return_number_seq') as n`));
    const returnNumber = Number(numbered?.n);
    const returnText = returnNumberText(returnNumber);

    const newPointsBalance = order.memberId ? await this.bookPoints(tx, order, sale, plan, returnText, now) : null;

    let voucherRestored: string | null = null;
    let restoredVoucherId: string | null = null;
    if (plan.wholeSaleReturned && order.voucherId) {
      // Back to the member; the sale lets go of it, so it can pay for another sale.
      const [voucher] = await tx
        .update(loyaltyVouchers)
        .set({
          status: sql`case when ${loyaltyVouchers.expirationDate} < ${today}::date then 'Expired' else 'Issued' end`,
          redeemedAt: null,
          redeemedOrderId: null,
        })
        .where(and(eq(loyaltyVouchers.id, order.voucherId), eq(loyaltyVouchers.status, 'Redeemed')))
        .returning({ voucherCode: loyaltyVouchers.voucherCode });
      await tx.update(posOrders).set({ voucherId: null }).where(eq(posOrders.id, order.id));
      if (voucher) {
        voucherRestored = voucher.voucherCode;
        restoredVoucherId = order.voucherId;
      }
    }

    const response: PosReturn = {
      returnNumber: returnText,
      returnKey: input.returnKey,
      createdAt: now.toISOString(),
      storeId: order.storeId,
      businessName: sale.businessName,
      externalTransactionNumber: order.externalTransactionNumber,
      orderName: sale.orderName,
      cashierName: cashier.name,
      approvedBy: approver.name,
      reason: input.reason || null,
      membershipNumber: sale.membershipNumber,
      lines: plan.lines,
      subtotal: plan.subtotal,
      tax: plan.tax,
      voucherShare: plan.voucherShare,
      refundTotal: plan.refundTotal,
      refunds: plan.refunds,
      cashRoundingKept: plan.cashRoundingKept,
      pointsGivenBack: plan.pointsGivenBack,
      pointsReversed: plan.pointsReversed,
      tierPointsReversed: plan.tierPointsReversed,
      voucherRestored,
      newPointsBalance,
    };

    await tx.insert(posReturns).values({
      id: returnId,
      returnNumber,
      returnKey: input.returnKey,
      requestHash,
      orderId: order.id,
      storeId: order.storeId,
      shiftId,
      memberId: order.memberId,
      subtotal: plan.subtotal,
      totalTax: plan.tax,
      voucherShare: plan.voucherShare,
      refundTotal: plan.refundTotal,
      pointsGivenBack: plan.pointsGivenBack,
      pointsReversed: plan.pointsReversed,
      tierPointsReversed: plan.tierPointsReversed,
      restoredVoucherId,
      cashierUserId: cashier.userId,
      approvedByUserId: approver.userId,
      approvedByName: approver.name,
      reason: input.reason || null,
      response,
      createdAt: now,
    });
    await tx.insert(posReturnLines).values(
      plan.lines.map((line) => ({
        returnId,
        lineNumber: line.lineNumber,
        quantity: line.quantity,
        subtotal: line.subtotal,
        tax: line.tax,
        voucherShare: line.voucherShare,
        pointsShare: line.pointsShare,
        refund: line.refund,
      })),
    );
    if (plan.refunds.length > 0) {
      await tx
        .insert(posReturnRefunds)
        .values(plan.refunds.map((refund, index) => ({ returnId, position: index + 1, kind: refund.kind, amount: refund.amount, isCash: refund.kind === CASH })));
    }
    return { replayed: false, response };
  }

  /**
   * The member's side, booked by the loyalty ledger: Reward Points redeemed on the returned part come
   * back, the Reward and Tier Points earned on it go. The balance may go below zero; later points pay
   * that back first (decision 016). Returns the new Reward Points balance.
   */
  private async bookPoints(tx: Transaction, order: OrderRow, sale: SaleForReturn, plan: ReturnPlan, returnText: string, now: Date): Promise<number> {
    const memberId = order.memberId as string;
    const journal = (subType: string, amount: number): JournalEntry => ({
      memberId,
      journalTypeName: RETURN_JOURNAL_TYPE,
      journalSubTypeName: subType,
      activityDate: now,
      externalTransactionNumber: returnText,
      transactionAmount: amount,
      attributes: {
        [BUSINESS_NAME_ATTRIBUTE]: sale.businessName,
        Return_Number__c: returnText,
        Original_Transaction__c: order.externalTransactionNumber,
      },
    });
    return cancelSalePoints(tx, this.engine, {
      memberId,
      saleTransactionNumber: order.externalTransactionNumber,
      redemption: plan.pointsGivenBack > 0 ? { journal: journal(REDEMPTION_CANCELLATION_SUBTYPE, plan.pointsGivenBack), points: plan.pointsGivenBack } : null,
      accrual:
        plan.pointsReversed > 0 || plan.tierPointsReversed > 0
          ? { journal: journal(ACCRUAL_CANCELLATION_SUBTYPE, plan.refundTotal), rewardPoints: plan.pointsReversed, tierPoints: plan.tierPointsReversed }
          : null,
    });
  }
}

function soldOrderOf(sale: SaleForReturn): SoldOrder {
  return {
    lines: sale.lines,
    voucherDiscount: sale.voucherDiscount,
    pointsRedeemed: sale.pointsRedeemed,
    total: sale.total,
    pointsEarned: sale.pointsEarned,
    tierPointsEarned: sale.tierPointsEarned,
    tenders: sale.tenders,
    cashRounding: sale.cashRounding,
  };
}
