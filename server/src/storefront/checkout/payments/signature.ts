import { createHash } from 'node:crypto';
import { hmacSha256Hex, sameHex } from '../../../platform/http/raw-body.ts';

/** The embedded gateway's webhook signature: hex HMAC-SHA256 of the raw body with the shared key. */
export const signWebhookBody = hmacSha256Hex;

export function verifyWebhookSignature(rawBody: string, signature: string | undefined, secret: string): boolean {
  return typeof signature === 'string' && sameHex(signWebhookBody(rawBody, secret), signature);
}

/** Midtrans: signature_key = SHA512(order_id + status_code + gross_amount + server key), hex. */
export function midtransSignature(fields: { order_id: string; status_code: string; gross_amount: string }, serverKey: string): string {
  return createHash('sha512').update(`${fields.order_id}${fields.status_code}${fields.gross_amount}${serverKey}`, 'utf8').digest('hex');
}
