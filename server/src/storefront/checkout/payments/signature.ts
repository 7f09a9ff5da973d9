import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The embedded gateway's webhook signature: hex HMAC-SHA256 of the raw body with the shared key. */
export function signWebhookBody(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a.toLowerCase(), 'utf8');
  const right = Buffer.from(b.toLowerCase(), 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function verifyWebhookSignature(rawBody: string, signature: string | undefined, secret: string): boolean {
  return typeof signature === 'string' && sameHex(signWebhookBody(rawBody, secret), signature);
}

/** Midtrans: signature_key = SHA512(order_id + status_code + gross_amount + server key), hex. */
export function midtransSignature(fields: { order_id: string; status_code: string; gross_amount: string }, serverKey: string): string {
  return createHash('sha512').update(`${fields.order_id}${fields.status_code}${fields.gross_amount}${serverKey}`, 'utf8').digest('hex');
}
