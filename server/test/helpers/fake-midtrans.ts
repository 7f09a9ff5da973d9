import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { midtransSignature } from '../../src/storefront/checkout/payments/signature.ts';

interface Charge {
  orderId: string;
  transactionId: string;
  grossAmount: string;
  paymentType: string;
  status: 'pending' | 'settlement' | 'expire' | 'refund';
}

/**
 * A stand-in for Midtrans' Core API on a local port (the real one is out of reach of tests): POST
 * /v2/charge (Basic auth with the server key, QRIS / bank_transfer / gopay answers in Midtrans' shape,
 * 406 for an order id charged twice, 400 for item_details that do not add up to gross_amount), GET /v2/{order_id}/status, POST /v2/{order_id}/refund, and `notification()` builds the HTTP
 * notification Midtrans would post, signed as Midtrans signs it.
 */
export async function startFakeMidtrans(serverKey: string) {
  const charges = new Map<string, Charge>();
  const calls: { method: string; path: string; authorization: string | undefined; body: unknown }[] = [];
  const expected = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;
  let counter = 0;
  /** Set to make the refund API refuse (as Midtrans does past a refund window, or when the acquirer is down). */
  const refunds = { refuse: null as string | null };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      calls.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, body });
      const send = (status: number, answer: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      if (req.headers.authorization !== expected) return send(401, { status_code: '401', status_message: 'Unknown Merchant server_key/id' });
      if (req.method === 'POST' && req.url === '/v2/charge' && body) {
        const details = body.transaction_details as { order_id: string; gross_amount: number };
        // Midtrans checks item_details against gross_amount: whole prices whose price × quantity add up to it.
        const items = body.item_details as { price: number; quantity: number; name: string }[] | undefined;
        if (items) {
          const problems = [
            ...(items.some((item) => !Number.isInteger(item.price) || !Number.isInteger(item.quantity) || item.quantity < 1) ? ['item_details.price must be an integer'] : []),
            ...(items.some((item) => typeof item.name !== 'string' || item.name.length > 50) ? ['item_details.name too long'] : []),
            ...(items.reduce((sum, item) => sum + item.price * item.quantity, 0) !== details.gross_amount ? ['transaction_details.gross_amount is not equal to the sum of item_details'] : []),
          ];
          if (problems.length > 0) return send(400, { status_code: '400', status_message: 'One or more parameters in the payload is invalid.', validation_messages: problems });
        }
        if (charges.has(details.order_id)) return send(200, { status_code: '406', status_message: 'The request could not be completed due to a conflict with the current state of the target resource, please try again' });
        counter += 1;
        const charge: Charge = { orderId: details.order_id, transactionId: `mt-${counter}`, grossAmount: `${details.gross_amount}.00`, paymentType: String(body.payment_type), status: 'pending' };
        charges.set(details.order_id, charge);
        const common = { status_code: '201', status_message: 'Success, transaction is created', transaction_id: charge.transactionId, order_id: charge.orderId, gross_amount: charge.grossAmount, payment_type: charge.paymentType, transaction_status: 'pending', fraud_status: 'accept' };
        if (charge.paymentType === 'qris') return send(200, { ...common, qr_string: `00020101021226MIDTRANS${charge.orderId}6304ABCD`, actions: [{ name: 'generate-qr-code', method: 'GET', url: `https://fake/v2/qris/${charge.transactionId}/qr-code` }] });
        if (charge.paymentType === 'bank_transfer') return send(200, { ...common, va_numbers: [{ bank: 'bca', va_number: `12345${String(counter).padStart(6, '0')}` }] });
        return send(200, { ...common, actions: [{ name: 'deeplink-redirect', method: 'GET', url: `gojek://gopay/merchanttransfer?tref=${charge.transactionId}` }] });
      }
      const status = /^\/v2\/([^/]+)\/status$/.exec(req.url ?? '');
      if (req.method === 'GET' && status) {
        const charge = charges.get(decodeURIComponent(status[1]!));
        if (!charge) return send(404, { status_code: '404', status_message: "Transaction doesn't exist." });
        return send(200, { status_code: charge.status === 'settlement' ? '200' : charge.status === 'expire' ? '407' : '201', transaction_id: charge.transactionId, order_id: charge.orderId, gross_amount: charge.grossAmount, transaction_status: charge.status, fraud_status: 'accept' });
      }
      const refund = /^\/v2\/([^/]+)\/refund$/.exec(req.url ?? '');
      if (req.method === 'POST' && refund) {
        const charge = charges.get(decodeURIComponent(refund[1]!));
        if (!charge) return send(404, { status_code: '404', status_message: "Transaction doesn't exist." });
        if (refunds.refuse) return send(200, { status_code: '412', status_message: refunds.refuse });
        if (charge.status !== 'settlement' && charge.status !== 'refund') return send(200, { status_code: '412', status_message: 'Merchant cannot modify status of the transaction' });
        charge.status = 'refund';
        const { refund_key, amount } = (body ?? {}) as { refund_key?: string; amount?: number };
        return send(200, { status_code: '200', status_message: 'Success, refund request is approved', transaction_id: charge.transactionId, order_id: charge.orderId, refund_key, refund_amount: `${amount}.00`, transaction_status: 'refund' });
      }
      return send(404, { status_code: '404', status_message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    charges,
    refunds,
    /** The shopper pays (or the charge expires): the state changes and the notification Midtrans would send. */
    notification(orderId: string, to: 'settlement' | 'expire', options: { signWith?: string } = {}) {
      const charge = charges.get(orderId);
      if (!charge) throw new Error(`no charge ${orderId}`);
      charge.status = to;
      const fields = { order_id: orderId, status_code: to === 'settlement' ? '200' : '407', gross_amount: charge.grossAmount };
      return {
        transaction_time: '2026-11-23 12:00:00',
        transaction_status: to,
        transaction_id: charge.transactionId,
        status_message: 'midtrans payment notification',
        payment_type: charge.paymentType,
        fraud_status: 'accept',
        currency: 'IDR',
        ...fields,
        signature_key: midtransSignature(fields, options.signWith ?? serverKey),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
