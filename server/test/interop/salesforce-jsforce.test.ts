import type { AddressInfo } from 'node:net';
import { Connection } from 'jsforce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SF_COMPAT_TOKEN_LIFETIME_MS } from '../../src/compat/sf/tokens.ts';
import { createGame, createMember, grantSpin, issueVoucher, uniqueNumber } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { SF_COMPAT_ENV } from '../helpers/sf-compat.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// jsforce (the published Salesforce client) against the Salesforce-compatible surface on a real port:
// the client-credentials sign-in, conn.identity(), every Apex and Connect path of loyalty-pos.md §7, the
// errors as jsforce reads them, and its session refresh on our 401.

let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
let t: TestApp;
let base: string;
let programId: string;

beforeAll(async () => {
  t = await createTestApp({ env: SF_COMPAT_ENV, clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  programId = (await t.app.loyaltyEngine.reference()).programId;
});
afterAll(async () => {
  await t.close();
});

/** A jsforce connection signed in with client credentials, as an integration configured for an org is. */
async function connect(refreshes: { count: number } = { count: 0 }): Promise<Connection> {
  const oauth2 = { loginUrl: base, clientId: SF_COMPAT_ENV.SF_COMPAT_CLIENT_ID, clientSecret: SF_COMPAT_ENV.SF_COMPAT_CLIENT_SECRET };
  const conn: Connection = new Connection({
    oauth2,
    version: '63.0',
    // Client credentials have no refresh token: jsforce's refresh hook signs in again.
    refreshFn: (c, callback) => {
      refreshes.count += 1;
      c.authorize({ grant_type: 'client_credentials' }).then(
        () => callback(undefined, c.accessToken ?? undefined),
        (error: Error) => callback(error),
      );
    },
  });
  await conn.authorize({ grant_type: 'client_credentials' });
  return conn;
}

const PROGRAM = encodeURIComponent('Lumbung Rewards');

describe('jsforce against the Salesforce-compatible surface', () => {
  it('signs in with client credentials and conn.identity() answers as Salesforce\'s identity service', async () => {
    const conn = await connect();
    expect(conn.instanceUrl).toBe(base);
    expect(conn.userInfo).toEqual({ id: 'lumbung-pos-test', organizationId: programId, url: `${base}/id/${programId}/lumbung-pos-test` });
    const identity = await conn.identity();
    expect(identity).toMatchObject({
      id: `${base}/id/${programId}/lumbung-pos-test`,
      user_id: 'lumbung-pos-test',
      organization_id: programId,
      username: 'lumbung-pos-test',
      display_name: 'Integration client lumbung-pos-test',
      urls: { rest: `${base}/services/data/v{version}/` },
    });
  });

  it('calls every Apex path of §7 with conn.apex, answers in the shapes the shop\'s client reads', async () => {
    const conn = await connect();
    const member = await createMember(t.database.db, { points: 8_000, firstName: 'Sari', lastName: 'Dewi' });
    const { voucherCode } = await issueVoucher(t.database.db, member, { definition: 'VCH10K' });

    const profile = await conn.apex.get<Record<string, unknown>>(`/POSIntegration/pos/v1/members?membershipNumber=${member.membershipNumber}`);
    expect(profile).toMatchObject({
      loyaltyProgramMemberId: member.id,
      membershipNumber: member.membershipNumber,
      associatedContact: { firstName: 'Sari', lastName: 'Dewi' },
      memberCurrencies: [expect.objectContaining({ loyaltyMemberCurrencyName: 'Reward Points', pointsBalance: 8_000 }), expect.objectContaining({ loyaltyMemberCurrencyName: 'Tier Points' })],
    });

    const newcomer = uniqueNumber();
    const enrolled = await conn.apex.post<Record<string, unknown>>('/POSIntegration/pos/v1/members/enroll', {
      enrollmentDate: new Date().toISOString(),
      membershipNumber: newcomer,
      memberStatus: 'Active',
      associatedContactDetails: { firstName: 'Made', lastName: 'Wirawan', email: `${newcomer.toLowerCase()}@example.com`, allowDuplicateRecords: 'false' },
    });
    expect(enrolled).toMatchObject({ membershipNumber: newcomer, loyaltyProgramName: 'Lumbung Rewards', transactionJournals: [] });

    const vouchers = await conn.apex.get<{ voucherCount: number; vouchers: Record<string, unknown>[] }>(`/POSIntegration/pos/v1/members/${member.membershipNumber}/vouchers?voucherStatus=Issued`);
    expect(vouchers.voucherCount).toBe(1);
    expect(vouchers.vouchers[0]).toMatchObject({ voucherCode, status: 'Issued', faceValue: 10_000, isVoucherDefinitionActive: true, isVoucherPartiallyRedeemable: false });

    const eligibility = await conn.apex.post<Record<string, unknown>>('/custom/v1/voucher/eligibility', { CartValue: 100_000, StoreId: 'STORE-001', VoucherCode: voucherCode, MembershipNumber: member.membershipNumber });
    expect(eligibility).toMatchObject({ IsEligible: true, Message: expect.any(String), EligibleProducts: expect.any(Array) });

    const body = orderBody({ membershipNumber: member.membershipNumber, lines: [{ productCode: 'GL-FRU-001', quantity: 1 }], points: 500 });
    const order = await conn.apex.post<{ orders: Record<string, unknown>[] }>('/POSIntegration/pos/v1/order', body);
    expect(order.orders[0]).toMatchObject({ requestType: 'placeOrder', status: 'Success', externalTransactionNumber: body.orders[0]!.newExternalTransactionNumber });

    const catalog = await conn.apex.get<Record<string, unknown>[]>(`/custom/v1/catalog?membershipNumber=${member.membershipNumber}`);
    expect(catalog).toEqual(expect.arrayContaining([expect.objectContaining({ Id: 'RWD-001', Points__c: expect.any(Number) })]));
    const redeemed = await conn.apex.post<Record<string, unknown>>('/custom/v1/catalog', { MembershipNumber: member.membershipNumber, RewardCatalogId: 'RWD-001' });
    expect(redeemed).toMatchObject({ voucher: { voucherStatus: 'Issued' } });

    const expirable = await conn.apex.get<unknown[]>(`/custom/v1/member/expirablepoints?membershipNumber=${member.membershipNumber}`);
    expect(Array.isArray(expirable)).toBe(true);
  });

  it('calls the Connect paths with conn.request: profile, vouchers, ledger summary, games, a spin', async () => {
    const conn = await connect();
    const member = await createMember(t.database.db, { points: 3_000 });
    await issueVoucher(t.database.db, member, { definition: 'DISC10' });

    const profile = await conn.request<Record<string, unknown>>(`/loyalty-programs/${PROGRAM}/members?membershipNumber=${member.membershipNumber}`);
    expect(profile).toMatchObject({
      membershipNumber: member.membershipNumber,
      enrollmentChannel: 'POS',
      canReceivePartnerPromotions: false,
      memberTiers: [expect.objectContaining({ loyaltyMemberTierName: 'Crew', tierGroupId: programId, areTierBenefitsAssigned: true })],
    });

    const newcomer = uniqueNumber();
    const enrolled = await conn.request<Record<string, unknown>>({
      method: 'POST',
      url: `/loyalty-programs/${PROGRAM}/individual-member-enrollments`,
      body: JSON.stringify({
        enrollmentDate: new Date().toISOString(),
        membershipNumber: newcomer,
        memberStatus: 'Active',
        associatedContactDetails: { firstName: 'Komang', lastName: 'Ayu', email: `${newcomer.toLowerCase()}@example.com`, allowDuplicateRecords: 'false' },
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect(enrolled).toMatchObject({ membershipNumber: newcomer, loyaltyProgramName: 'Lumbung Rewards' });

    const vouchers = await conn.request<{ vouchers: Record<string, unknown>[] }>(`/loyalty/programs/${PROGRAM}/members/${member.membershipNumber}/vouchers`);
    expect(vouchers.vouchers).toEqual([expect.objectContaining({ status: 'Issued', type: 'DiscountPercentage', isVoucherDefinitionActive: true, isVoucherPartiallyRedeemable: false })]);

    await conn.apex.post('/POSIntegration/pos/v1/order', orderBody({ membershipNumber: member.membershipNumber, storeId: 'STORE-003', lines: [{ productCode: 'GL-FRU-001', quantity: 1 }] }));
    const ledger = await conn.request<Record<string, unknown> & { transactionJournals: Record<string, unknown>[] }>(
      `/loyalty/programs/${PROGRAM}/members/${member.membershipNumber}/transaction-ledger-summary?additionalTransactionJournalAttributes=Business_Name__c`,
    );
    expect(ledger).toMatchObject({ status: true, message: null, transactionJournalCount: ledger.transactionJournals.length });
    expect(ledger.transactionJournals).toEqual(
      expect.arrayContaining([expect.objectContaining({ journalTypeName: 'Accrual', additionalAttributes: [{ fieldName: 'Business_Name__c', value: 'Grand Lucky Pluit' }] })]),
    );
    expect(ledger.transactionJournals[0]).not.toHaveProperty('additionalTransactionJournalAttributes');

    const { gameId } = await createGame(t.database.db, [{ name: '100 Poin', rewardType: 'LoyaltyPoints', rewardValue: 100, weight: 1 }]);
    const spin = await grantSpin(t.database.db, member, { gameId });
    // The games resource lists the running game's spins (the test game above never runs).
    const running = await grantSpin(t.database.db, member);
    const games = await conn.request<Record<string, unknown>>(`/game/participant/${member.id}/games`);
    expect(games).toMatchObject({ status: true });
    expect(JSON.stringify(games)).toContain(running);
    const played = await conn.request<Record<string, unknown>>(`/game/gameparticipantreward/${spin}/game-reward`);
    expect(played).toMatchObject({ status: true, gameReward: [{ name: '100 Poin', rewardType: 'LoyaltyPoints', rewardValue: 100 }] });
  });

  it('errors reach jsforce as Salesforce errors: NOT_FOUND for a path we do not serve, whatever the token', async () => {
    const conn = await connect();
    await expect(conn.request('/sobjects/Account')).rejects.toMatchObject({ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' });
    await expect(conn.apex.get('/POSIntegration/pos/v1/members?membershipNumber=NOBODY-7')).rejects.toMatchObject({ errorCode: 'NOT_FOUND', message: "No member with membership number 'NOBODY-7'." });
    const stale = new Connection({ instanceUrl: base, accessToken: '1700000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', version: '63.0' });
    await expect(stale.request('/sobjects/Account')).rejects.toMatchObject({ errorCode: 'NOT_FOUND' });
    await expect(stale.apex.get('/custom/v1/catalog?membershipNumber=1001')).rejects.toMatchObject({ errorCode: 'INVALID_SESSION_ID' });
  });

  it('when the 5-minute token runs out, our 401 INVALID_SESSION_ID makes jsforce sign in again and retry', async () => {
    const refreshes = { count: 0 };
    const conn = await connect(refreshes);
    const member = await createMember(t.database.db);
    const before = conn.accessToken;
    offset += SF_COMPAT_TOKEN_LIFETIME_MS + 1_000;
    const profile = await conn.apex.get<{ membershipNumber: string }>(`/POSIntegration/pos/v1/members?membershipNumber=${member.membershipNumber}`);
    expect(profile.membershipNumber).toBe(member.membershipNumber);
    expect(refreshes.count).toBe(1);
    expect(conn.accessToken).not.toBe(before);
  });
});
