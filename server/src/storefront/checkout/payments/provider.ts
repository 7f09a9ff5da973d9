/**
 * A payment gateway as the checkout sees it (decision 018): start a charge for an order, and ask how it
 * stands (the order page's polling fallback when a notification is late or lost). Notifications arrive
 * at storefront/checkout/payments/routes.ts, each provider verifying its own signature. Choices: docs/decisions/018-shop-checkout.md.
 */
import type { PaymentInstructions } from '#domain/storefront/api/checkout.ts';
import type { ShopPaymentMethod } from '#domain/storefront/checkout.ts';

export interface ChargeRequest {
  orderNumber: string;
  /** Integer rupiah (gateways take integers only). */
  amount: number;
  method: ShopPaymentMethod;
  expiresAt: Date;
  customer: { name: string; email: string; phone: string };
  /** What the charge is for (charge-items.ts): price × quantity of the items adds up to `amount`. */
  items?: ChargeItem[];
}

/** One item of a charge, as gateways list them (Midtrans' item_details): whole rupiah, negative for a discount. */
export interface ChargeItem {
  id: string;
  name: string;
  price: number;
  quantity: number;
}

export interface StartedCharge {
  /** The gateway's id of the charge. */
  reference: string;
  instructions: PaymentInstructions;
  /** Where the shopper pays in a browser (the embedded gateway's simulated bank app); null otherwise. */
  payUrl: string | null;
}

export type ChargeState = 'pending' | 'paid' | 'expired' | 'failed';

interface RefundRequest {
  orderNumber: string;
  /** Integer rupiah: the whole payment. */
  amount: number;
  method: ShopPaymentMethod;
  /** Ours, the same on every retry, so the gateway refunds once. */
  refundKey: string;
  reason: string;
}

export interface PaymentProvider {
  readonly name: 'embedded' | 'midtrans';
  createCharge(request: ChargeRequest): Promise<StartedCharge>;
  /** How the gateway sees the order's charge now, with the amount it holds and the charge's id (null: it knows none; throws: it cannot be asked). */
  chargeStatus(orderNumber: string): Promise<{ state: ChargeState; amount: number; eventKey: string; reference: string } | null>;
  /**
   * Gives a settled payment back (a payment that came after its order expired). 'refunded' when the
   * gateway took it; 'byHand' when it has no refund for the method (a bank transfer goes back by a person);
   * throws when it refused or could not be asked (then it is tried again with the same key).
   */
  refund(request: RefundRequest): Promise<'refunded' | 'byHand'>;
}
