import type { PlaceOrderRequest } from '#domain/pos/api/sales.ts';
import { MEMBER_CODE_LIFETIME_SECONDS, memberCodeText, saleNeedsMemberConfirmation } from '#domain/pos/member-confirmation.ts';
import { MemberCodeSigner } from '../../src/pos/member-confirmation.ts';
import type { TestApp } from './test-app.ts';

/** The expiry of the last code made here for each member (test files may share this module). */
const lastExpiry = new Map<string, number>();

/**
 * The member's QR code from the member area (signed with the server's own key, as POST
 * /api/pos/my-member-code signs it). Codes of one second are one code, used once; so that every call
 * gets a code of its own, each expires at least a second after the last one made here for that member.
 */
export async function memberCode(t: TestApp, membershipNumber: string, now = t.app.loyaltyEngine.now()): Promise<string> {
  const expiry = Math.max(Math.floor(now.getTime() / 1000) + MEMBER_CODE_LIFETIME_SECONDS, (lastExpiry.get(membershipNumber) ?? 0) + 1);
  lastExpiry.set(membershipNumber, expiry);
  return memberCodeText(membershipNumber, expiry, await new MemberCodeSigner(t.database.db).signature(membershipNumber, expiry));
}

/** The cashier scans the member's QR at the till (docs/decisions/039-member-confirmation.md): the confirmation's id. */
export async function confirmMember(t: TestApp, headers: Record<string, string>, membershipNumber: string, storeId = 'STORE-001'): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/pos/member-confirmations', headers, payload: { storeId, code: await memberCode(t, membershipNumber) } });
  if (res.statusCode !== 201) throw new Error(`the member confirmation was refused: ${res.statusCode} ${res.body}`);
  return (res.json() as { confirmationId: string }).confirmationId;
}

/**
 * A till sale as the till sends it after the member agreed: one that redeems points or uses a voucher gets
 * a fresh confirmation of its member, at its store, by the cashier of `headers`; any other is unchanged.
 */
export async function withMemberConfirmation<Body>(t: TestApp, body: Body, headers: Record<string, string>): Promise<Body> {
  const request = body as unknown as PlaceOrderRequest;
  const entry = request.orders?.[0];
  const order = entry?.order;
  if (!entry || !order?.membershipNumber || order.offline || order.memberConfirmation || !saleNeedsMemberConfirmation(order)) return body;
  const memberConfirmation = await confirmMember(t, headers, order.membershipNumber, order.storeId);
  return { ...request, orders: [{ ...entry, order: { ...order, memberConfirmation } }] } as unknown as Body;
}
