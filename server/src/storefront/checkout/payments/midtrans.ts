/**
 * Midtrans Core API (PAYMENT_PROVIDER=midtrans): POST /v2/charge with the server key as Basic auth,
 * GET /v2/{order_id}/status for the polling fallback; notifications are checked in storefront/checkout/payments/routes.ts
 * with midtransSignature. Our order number is Midtrans' order_id. Tested against a local stand-in
 * (server/test/helpers/fake-midtrans.ts), not a real account.
 */
import type { PaymentInstructions } from '#domain/storefront/api/checkout.ts';
import { UpstreamFailure } from '../../../platform/errors.ts';
import type { ChargeItem, ChargeRequest, ChargeState, PaymentProvider, StartedCharge } from './provider.ts';

export interface MidtransSettings {
  serverKey: string;
  apiUrl: string;
  /** The shop's address (PUBLIC_URL): GoPay sends the shopper back to the order page there. */
  publicUrl: string;
}

/** Midtrans cuts item names at 50 characters; we cut them first, so the dashboard shows what we sent. */
const ITEM_NAME_MAX = 50;

/** Midtrans' item_details: whole rupiah, names within its limit (the sum is checked against gross_amount). */
function itemDetails(items: readonly ChargeItem[]) {
  return items.map((item) => ({
    id: item.id,
    name: item.name.length > ITEM_NAME_MAX ? `${item.name.slice(0, ITEM_NAME_MAX - 1)}…` : item.name,
    price: Math.round(item.price),
    quantity: item.quantity,
  }));
}

const TIMEOUT_MS = 10_000;

/** Midtrans' transaction_status (with fraud_status for cards) as our charge state. */
function midtransState(transactionStatus: string, fraudStatus?: string): ChargeState {
  if (transactionStatus === 'settlement') return 'paid';
  if (transactionStatus === 'capture') return fraudStatus === 'accept' || fraudStatus === undefined ? 'paid' : 'pending';
  if (transactionStatus === 'expire') return 'expired';
  if (transactionStatus === 'cancel' || transactionStatus === 'deny' || transactionStatus === 'failure') return 'failed';
  return 'pending';
}

/** '150000.00' (Midtrans' gross_amount) as integer rupiah. */
const midtransAmount = (grossAmount: string): number => Math.round(Number(grossAmount));

interface MidtransChargeAnswer {
  status_code?: string;
  status_message?: string;
  transaction_id?: string;
  qr_string?: string;
  va_numbers?: { bank: string; va_number: string }[];
  actions?: { name: string; url: string }[];
}

export function midtransProvider(settings: MidtransSettings): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${settings.serverKey}:`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${settings.apiUrl}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new UpstreamFailure({ key: 'storefront.errors.gatewaySilent' });
    }
    const answer = (await response.json().catch(() => ({}))) as T & { status_code?: string; status_message?: string };
    if (!response.ok) throw new UpstreamFailure({ key: 'storefront.errors.gatewayRefused', values: { reason: String(answer.status_message ?? response.status) } });
    return answer;
  }

  return {
    name: 'midtrans',
    async createCharge(request: ChargeRequest): Promise<StartedCharge> {
      const minutes = Math.max(1, Math.round((request.expiresAt.getTime() - Date.now()) / 60_000));
      const common = {
        transaction_details: { order_id: request.orderNumber, gross_amount: request.amount },
        ...(request.items && request.items.length > 0 ? { item_details: itemDetails(request.items) } : {}),
        customer_details: { first_name: request.customer.name, email: request.customer.email, phone: request.customer.phone },
        custom_expiry: { expiry_duration: minutes, unit: 'minute' },
      };
      const body =
        request.method === 'qris'
          ? { ...common, payment_type: 'qris', qris: { acquirer: 'gopay' } }
          : request.method === 'bank_va'
            ? { ...common, payment_type: 'bank_transfer', bank_transfer: { bank: 'bca' } }
            : {
                ...common,
                payment_type: 'gopay',
                // After paying in the Gojek app the shopper comes back to the order page (web/src/paths.ts orderStatus).
                gopay: { enable_callback: true, callback_url: `${settings.publicUrl}/orders/${encodeURIComponent(request.orderNumber)}` },
              };
      const answer = await call<MidtransChargeAnswer>('POST', '/v2/charge', body);
      if (answer.status_code && !['200', '201'].includes(answer.status_code)) {
        throw new UpstreamFailure({ key: 'storefront.errors.gatewayRefused', values: { reason: String(answer.status_message ?? answer.status_code) } });
      }
      let instructions: PaymentInstructions;
      if (request.method === 'qris') {
        instructions = { kind: 'qris', qrString: answer.qr_string ?? '' };
      } else if (request.method === 'bank_va') {
        const va = answer.va_numbers?.[0];
        instructions = { kind: 'va', bank: (va?.bank ?? 'bca').toUpperCase(), vaNumber: va?.va_number ?? '' };
      } else {
        const link = answer.actions?.find((a) => a.name === 'deeplink-redirect') ?? answer.actions?.[0];
        instructions = { kind: 'ewallet', wallet: 'GoPay', deeplinkUrl: link?.url ?? '' };
      }
      return { reference: answer.transaction_id ?? request.orderNumber, instructions, payUrl: null };
    },
    async refund(request) {
      // Midtrans refunds e-wallets and QRIS through its API; a virtual-account transfer has no refund there.
      if (request.method === 'bank_va') return 'byHand';
      const answer = await call<{ status_code?: string; status_message?: string }>('POST', `/v2/${encodeURIComponent(request.orderNumber)}/refund`, {
        refund_key: request.refundKey,
        amount: request.amount,
        reason: request.reason,
      });
      if (answer.status_code && answer.status_code !== '200') {
        throw new UpstreamFailure({ key: 'storefront.errors.gatewayRefused', values: { reason: String(answer.status_message ?? answer.status_code) } });
      }
      return 'refunded';
    },
    async chargeStatus(orderNumber) {
      const answer = await call<{ transaction_status?: string; fraud_status?: string; gross_amount?: string; transaction_id?: string }>(
        'GET',
        `/v2/${encodeURIComponent(orderNumber)}/status`,
      ); // a gateway that cannot be asked throws: the expiry job then waits, the order page shows what we know
      if (!answer?.transaction_status) return null;
      const state = midtransState(answer.transaction_status, answer.fraud_status);
      const reference = answer.transaction_id ?? orderNumber;
      return { state, amount: midtransAmount(answer.gross_amount ?? '0'), eventKey: `poll:${reference}:${answer.transaction_status}`, reference };
    },
  };
}
