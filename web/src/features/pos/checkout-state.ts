import type { PosProduct } from '#domain/pos/api/sales.ts';
import type { Receipt } from '#domain/pos/api/receipts.ts';
import type { VoucherEligibilityResponse } from '#domain/loyalty/api/enrollment.ts';
import type { CheckoutLine, CheckoutTotals } from '#domain/pos/pricing.ts';
import { newExternalTransactionNumber, type CheckoutMember } from '#domain/pos/order.ts';
import type { TenderKind } from '#domain/pos/tenders.ts';
import { addTender, type TenderDraft } from './tender-drafts.ts';

/** loyalty-pos.md §2 "Cashier checkout": the five steps' titles (catalogue keys). */
export const STEPS = ['pos.steps.store', 'pos.steps.member', 'pos.steps.voucher', 'pos.steps.payment', 'pos.steps.success'] as const;
export type Step = 1 | 2 | 3 | 4 | 5;

export interface CartItem {
  product: PosProduct;
  qty: number;
}

/** What step 5 shows: the points used and earned, and the balance after the order. */
export interface SaleResult {
  orderName: string;
  /** The sale's external transaction number: the receipt is fetched by it (decision 015). */
  transactionNumber: string;
  /** The summary as paid: the refreshed member no longer lists the voucher the sale used. */
  totals: CheckoutTotals;
  total: number;
  pointsUsed: number;
  pointsEarned: number;
  newBalance: number;
  /** A sale made with no link (decision 030): queued on the device, with the receipt the till built. */
  offline?: { receipt: Receipt };
}

export interface CheckoutState {
  step: Step;
  storeId: string | null;
  cart: CartItem[];
  member: CheckoutMember | null;
  /** Index into member.vouchers; -1 for none (§4 "Choosing index -1 deselects"). */
  voucherIndex: number;
  eligibility: VoucherEligibilityResponse | null;
  pointsText: string;
  /** The tenders of step 4 (tender-drafts.ts; decision 014). */
  tenders: TenderDraft[];
  nextTenderId: number;
  /** Fixed for one sale: a repeated 'Complete Payment' posts the same order. */
  externalTransactionNumber: string;
  result: SaleResult | null;
}

export type CheckoutAction =
  | { type: 'selectStore'; storeId: string }
  | { type: 'addProduct'; product: PosProduct }
  /** The cart line's minus (a line at 1 goes away) and remove. */
  | { type: 'removeOne'; productId: string }
  | { type: 'removeLine'; productId: string }
  | { type: 'goTo'; step: Step }
  | { type: 'memberIdentified'; member: CheckoutMember }
  | { type: 'continueWithoutMember' }
  | { type: 'voucherSelected'; index: number; eligibility: VoucherEligibilityResponse }
  | { type: 'voucherCleared' }
  | { type: 'pointsTyped'; text: string }
  /** A payment tile: a tender of that kind paying the rest of `amountDue`. */
  | { type: 'tenderAdded'; kind: TenderKind; amountDue: number; cashRounding: number }
  | { type: 'tenderRemoved'; id: number }
  | { type: 'tenderTyped'; id: number; field: 'amountText' | 'tenderedText'; text: string }
  | { type: 'saleCompleted'; member: CheckoutMember | null; result: SaleResult }
  | { type: 'backToHome' };

export function initialCheckout(): CheckoutState {
  return {
    step: 1,
    storeId: null,
    cart: [],
    member: null,
    voucherIndex: -1,
    eligibility: null,
    pointsText: '',
    tenders: [],
    nextTenderId: 1,
    externalTransactionNumber: newExternalTransactionNumber(),
    result: null,
  };
}

/**
 * §4 "Checkout steps": returning to step 1 (Previous or 'Back To Home') clears the voucher, the cart,
 * the member and the points; the chosen store stays. A new sale gets a new transaction number.
 */
function startOver(state: CheckoutState): CheckoutState {
  return { ...initialCheckout(), storeId: state.storeId };
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'selectStore':
      // Eligibility depends on the store: a voucher checked for another store is not kept.
      return { ...state, storeId: action.storeId, voucherIndex: -1, eligibility: null };
    case 'addProduct': {
      // §4: a product already in the cart gets one more; otherwise it is added with qty 1.
      const existing = state.cart.some((item) => item.product.id === action.product.id);
      const cart = existing
        ? state.cart.map((item) => (item.product.id === action.product.id ? { ...item, qty: item.qty + 1 } : item))
        : [...state.cart, { product: action.product, qty: 1 }];
      return { ...state, cart };
    }
    case 'removeOne': {
      const cart = state.cart
        .map((item) => (item.product.id === action.productId ? { ...item, qty: item.qty - 1 } : item))
        .filter((item) => item.qty > 0);
      return { ...state, cart };
    }
    case 'removeLine':
      return { ...state, cart: state.cart.filter((item) => item.product.id !== action.productId) };
    case 'goTo':
      if (action.step === 1) return startOver(state);
      return { ...state, step: action.step };
    case 'memberIdentified':
      return { ...state, member: action.member, voucherIndex: -1, eligibility: null, pointsText: '', step: 3 };
    case 'continueWithoutMember':
      // Vouchers and points belong to a member: without one the sale goes straight to payment.
      return { ...state, member: null, voucherIndex: -1, eligibility: null, pointsText: '', step: 4 };
    case 'voucherSelected':
      return { ...state, voucherIndex: action.index, eligibility: action.eligibility };
    case 'voucherCleared':
      return { ...state, voucherIndex: -1, eligibility: null };
    case 'pointsTyped':
      return { ...state, pointsText: action.text };
    case 'tenderAdded':
      return {
        ...state,
        tenders: addTender(state.tenders, action.kind, action.amountDue, action.cashRounding, state.nextTenderId),
        nextTenderId: state.nextTenderId + 1,
      };
    case 'tenderRemoved':
      return { ...state, tenders: state.tenders.filter((t) => t.id !== action.id) };
    case 'tenderTyped':
      return { ...state, tenders: state.tenders.map((t) => (t.id === action.id ? { ...t, [action.field]: action.text } : t)) };
    case 'saleCompleted':
      return { ...state, member: action.member ?? state.member, result: action.result, step: 5 };
    case 'backToHome':
      return startOver(state);
  }
}

/** The cart as domain/pos/pricing.ts prices it. */
export function checkoutLines(cart: readonly CartItem[]): CheckoutLine[] {
  return cart.map(({ product, qty }) => ({
    productCode: product.productCode,
    name: product.name,
    category: product.category,
    price: product.price,
    quantity: qty,
  }));
}
