/**
 * Returns and refunds at the till (decision 016). Pure rules, shared by the server
 * (which books the return) and the POS (which shows what a return would refund before the manager
 * approves it).
 *
 * How a sale is taken apart:
 * - each line's gross is its subtotal plus its PPN (as sold: since decision 038 the PPN of the line
 *   after its voucher share, before it the PPN of the whole line), so a return gives back the tax the
 *   returned units carried;
 * - the voucher discount is shared by the lines the voucher applied to, in proportion to their
 *   subtotals (the discount was computed on them), whole rupiah by largest remainder — the same
 *   shareInProportion the sale was priced with (domain/pos/pricing.ts);
 * - the redeemed points are shared by every line in proportion to what was left of it after the
 *   voucher, whole points by largest remainder;
 * - what the line was paid with money is gross - voucher share - points share.
 *
 * Returning q of a line's Q units gives back the line's amounts for those units. Figures are counted
 * cumulatively: the first r units of a line are worth floor(amount × r / Q), so several partial returns
 * of a line add up to exactly what the line was worth, and a whole-sale return refunds to the rupiah
 * what was paid, gives back every redeemed point and reverses every earned point.
 */
import { shareInProportion } from '../platform/tax.ts';
import type { Text, TextKey } from '../texts/index.ts';

export const RETURN_JOURNAL_TYPE = 'Return';
/** Salesforce Loyalty Management's names for the two reversals. */
export const ACCRUAL_CANCELLATION_SUBTYPE = 'Accrual Cancellation';
export const REDEMPTION_CANCELLATION_SUBTYPE = 'Redemption Cancellation';

/** A manager's approval PIN: 4 to 8 digits. */
export const MANAGER_PIN_PATTERN = /^\d{4,8}$/;
export const MANAGER_PIN_MESSAGE: TextKey = 'pos.returns.approval.pinFormat';

interface SoldLine {
  lineNumber: number;
  productCode: string;
  name: string;
  price: number;
  quantity: number;
  lineSubtotal: number;
  lineTax: number;
  /** Whether the sale's voucher discounted this line (false when the sale had no voucher). */
  voucherEligible: boolean;
}

export interface Tender {
  kind: string;
  /** What this tender paid of the total (cash: net of change). */
  amount: number;
}

export interface SoldOrder {
  lines: readonly SoldLine[];
  voucherDiscount: number;
  pointsRedeemed: number;
  /** What was paid with money: gross - voucher - points. */
  total: number;
  pointsEarned: number;
  tierPointsEarned: number;
  /** In the order they were paid; their amounts add up to the total minus the cash rounding. */
  tenders: readonly Tender[];
  /** What CASH_ROUNDING took off the cash part in the shopper's favour (0 without). */
  cashRounding?: number;
}

export interface LineShares {
  lineNumber: number;
  gross: number;
  voucherShare: number;
  pointsShare: number;
  /** Paid with money: gross - voucherShare - pointsShare. */
  paid: number;
}

/** Each line's gross, voucher share, points share and money paid (see the top of this file). */
export function allocateOrder(order: Pick<SoldOrder, 'lines' | 'voucherDiscount' | 'pointsRedeemed'>): LineShares[] {
  const gross = order.lines.map((line) => line.lineSubtotal + line.lineTax);
  const voucherShares = shareInProportion(
    order.voucherDiscount,
    order.lines.map((line) => (line.voucherEligible ? line.lineSubtotal : 0)),
  );
  const afterVoucher = gross.map((g, i) => g - (voucherShares[i] ?? 0));
  const pointsShares = shareInProportion(order.pointsRedeemed, afterVoucher);
  return order.lines.map((line, i) => {
    const voucherShare = voucherShares[i] ?? 0;
    const pointsShare = pointsShares[i] ?? 0;
    const lineGross = gross[i] ?? 0;
    return { lineNumber: line.lineNumber, gross: lineGross, voucherShare, pointsShare, paid: lineGross - voucherShare - pointsShare };
  });
}

/** The worth of the first `units` of `sold` units of an amount: floor(amount × units / sold). */
function portion(amount: number, units: number, sold: number): number {
  if (sold <= 0) return 0;
  return Math.floor((amount * units) / sold);
}

export interface ReturnRequestLine {
  lineNumber: number;
  quantity: number;
}

interface ReturnedLine {
  lineNumber: number;
  productCode: string;
  name: string;
  price: number;
  quantity: number;
  /** The part of the line's subtotal (tax base) and PPN these units carried. */
  subtotal: number;
  tax: number;
  voucherShare: number;
  /** Redeemed points given back for these units. */
  pointsShare: number;
  /** Money back for these units. */
  refund: number;
}

export interface ReturnPlan {
  lines: ReturnedLine[];
  subtotal: number;
  tax: number;
  voucherShare: number;
  /** Money back, shared over the sale's tenders in `refunds`: the lines' refunds less `cashRoundingKept`. */
  refundTotal: number;
  refunds: Tender[];
  /**
   * The sale's cash rounding is never paid out: the shopper did not pay it. It is the last rupiah to
   * come back, so only the return that completes the sale keeps it.
   */
  cashRoundingKept: number;
  /** Redeemed points given back to the member. */
  pointsGivenBack: number;
  /** Earned points taken back from the member (the balance may go below zero). */
  pointsReversed: number;
  tierPointsReversed: number;
  /** After this return every unit of the sale has been returned: its voucher goes back to the member. */
  wholeSaleReturned: boolean;
}

/**
 * The refusal a cashier sees, with a message to act on: `exceeds` when more units are asked than are
 * left to return (the sale has moved on: a conflict), `invalid` for a request that can never be booked.
 */
export class ReturnProblem extends Error {
  constructor(
    /** What the cashier reads, worded in their language where it is shown. */
    readonly text: Text,
    readonly kind: 'invalid' | 'exceeds' = 'invalid',
  ) {
    super(text.key);
    this.name = 'ReturnProblem';
  }
}

/** The cash rounding, placed after the tenders: what of it a return reaches is kept. */
const ROUNDING_KEPT = '\u0000cash rounding';

/**
 * What returning `request` refunds, given the units of each line returned before (`returnedBefore`,
 * by line number). Throws ReturnProblem when the request cannot be booked: no line, an unknown or
 * repeated line, a quantity that is not a whole number above zero, or more than is left to return.
 */
export function planReturn(order: SoldOrder, returnedBefore: ReadonlyMap<number, number>, request: readonly ReturnRequestLine[]): ReturnPlan {
  if (request.length === 0) throw new ReturnProblem({ key: 'pos.returns.problems.chooseItem' });
  const seen = new Set<number>();
  const shares = new Map(allocateOrder(order).map((share) => [share.lineNumber, share]));
  const returnedAfter = new Map(returnedBefore);

  const lines: ReturnedLine[] = request.map((wanted) => {
    const sold = order.lines.find((line) => line.lineNumber === wanted.lineNumber);
    const share = shares.get(wanted.lineNumber);
    if (!sold || !share) throw new ReturnProblem({ key: 'pos.returns.problems.noLine', values: { line: wanted.lineNumber } });
    if (seen.has(wanted.lineNumber)) throw new ReturnProblem({ key: 'pos.returns.problems.lineTwice', values: { line: wanted.lineNumber, name: sold.name } });
    seen.add(wanted.lineNumber);
    if (!Number.isSafeInteger(wanted.quantity) || wanted.quantity <= 0) {
      throw new ReturnProblem({ key: 'pos.returns.problems.quantityNotWhole', values: { name: sold.name } });
    }
    const before = returnedBefore.get(wanted.lineNumber) ?? 0;
    const left = sold.quantity - before;
    if (wanted.quantity > left) {
      throw new ReturnProblem(
        left === 0
          ? { key: 'pos.returns.problems.returnedInFull', values: { name: sold.name, sold: sold.quantity } }
          : { key: 'pos.returns.problems.onlyLeft', values: { name: sold.name, left, sold: sold.quantity, before } },
        'exceeds',
      );
    }
    const after = before + wanted.quantity;
    returnedAfter.set(wanted.lineNumber, after);
    const worth = (amount: number) => portion(amount, after, sold.quantity) - portion(amount, before, sold.quantity);
    return {
      lineNumber: sold.lineNumber,
      productCode: sold.productCode,
      name: sold.name,
      price: sold.price,
      quantity: wanted.quantity,
      subtotal: worth(sold.lineSubtotal),
      tax: worth(sold.lineTax),
      voucherShare: worth(share.voucherShare),
      pointsShare: worth(share.pointsShare),
      refund: worth(share.paid),
    };
  });

  const paidBefore = paidOf(order, shares, returnedBefore);
  const paidAfter = paidOf(order, shares, returnedAfter);
  const ofTotal = (amount: number, paid: number) => (order.total > 0 ? Math.floor((amount * paid) / order.total) : 0);
  const sum = (pick: (line: ReturnedLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const linesRefund = sum((line) => line.refund);
  const rounding = order.cashRounding ?? 0;
  const paidBack = refundToTenders([...order.tenders, ...(rounding > 0 ? [{ kind: ROUNDING_KEPT, amount: rounding }] : [])], paidBefore, linesRefund);
  const refunds = paidBack.filter((refund) => refund.kind !== ROUNDING_KEPT);
  const cashRoundingKept = linesRefund - refunds.reduce((total, refund) => total + refund.amount, 0);

  return {
    lines,
    subtotal: sum((line) => line.subtotal),
    tax: sum((line) => line.tax),
    voucherShare: sum((line) => line.voucherShare),
    refundTotal: linesRefund - cashRoundingKept,
    refunds,
    cashRoundingKept,
    pointsGivenBack: sum((line) => line.pointsShare),
    pointsReversed: ofTotal(order.pointsEarned, paidAfter) - ofTotal(order.pointsEarned, paidBefore),
    tierPointsReversed: ofTotal(order.tierPointsEarned, paidAfter) - ofTotal(order.tierPointsEarned, paidBefore),
    wholeSaleReturned: order.lines.every((line) => (returnedAfter.get(line.lineNumber) ?? 0) >= line.quantity),
  };
}

/** Money paid for the units returned so far, counted line by line as planReturn counts it. */
function paidOf(order: SoldOrder, shares: ReadonlyMap<number, LineShares>, returned: ReadonlyMap<number, number>): number {
  return order.lines.reduce((total, line) => total + portion(shares.get(line.lineNumber)?.paid ?? 0, returned.get(line.lineNumber) ?? 0, line.quantity), 0);
}

/**
 * Money back goes to the sale's own tenders, in the order they were paid, each up to what it paid
 * (what earlier returns refunded counts first). Filling in order, rather than in proportion, never
 * rounds one tender's refund below what an earlier return left it, so every tender gets back exactly
 * what it paid once the whole sale is returned.
 */
export function refundToTenders(tenders: readonly Tender[], refundedBefore: number, refund: number): Tender[] {
  let skip = refundedBefore;
  let left = refund;
  const refunds: Tender[] = [];
  for (const tender of tenders) {
    const room = Math.max(0, tender.amount - skip);
    skip = Math.max(0, skip - tender.amount);
    const amount = Math.min(room, left);
    if (amount > 0) refunds.push({ kind: tender.kind, amount });
    left -= amount;
  }
  if (left > 0) throw new ReturnProblem({ key: 'pos.returns.problems.refundTooLarge' });
  return refunds;
}

/**
 * What the POS and the server accept as a sale to look up: a transaction number typed or scanned
 * ('POS-…'), an e-receipt address (its last path segment or `?t=` / `?token=` value), or an order
 * name ('#1042'). Returns the trimmed key, or null when nothing usable was given.
 */
export function saleLookupKey(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      const fromQuery = url.searchParams.get('t') ?? url.searchParams.get('token') ?? url.searchParams.get('tx');
      if (fromQuery) return fromQuery.trim() || null;
      const segments = url.pathname.split('/').filter(Boolean);
      const last = segments.at(-1);
      return last ? decodeURIComponent(last) : null;
    } catch {
      return null;
    }
  }
  return value;
}

/** The message a member sees when redeeming while a return has left the balance below zero. */
export function negativeBalanceMessage(balance: number): Text {
  return { key: 'errors.points.negativeBalance', values: { balance } };
}

/** The POS's key of one return, fixed from the approval until the return is booked (a retry books it once). */
export function newReturnKey(now = new Date()): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `RET-${now.getTime().toString(36).toUpperCase()}-${random.toUpperCase()}`;
}
