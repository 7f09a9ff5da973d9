import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDay, jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { posOrders } from '../../src/platform/db/schema/index.ts';
import { SF_COMPAT_TOKEN_LIFETIME_MS } from '../../src/compat/sf/tokens.ts';
import { createGame, createMember, grantSpin, issueVoucher, ledgerViolations, uniqueNumber } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { SF_COMPAT_ENV, sfCompatToken, signInForm } from '../helpers/sf-compat.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The app's clock runs `offset` ahead of real time, so a test can let a token grow old.
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ env: SF_COMPAT_ENV, clock });
  token = await sfCompatToken(t);
});
afterAll(async () => {
  await t.close();
});

const today = () => jakartaDayOfInstant(new Date());
const auth = () => ({ authorization: `Bearer ${token}` });
const get = (url: string, headers: Record<string, string> = auth()) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...auth(), ...headers } });
const signIn = (form: string) =>
  t.app.inject({ method: 'POST', url: '/services/oauth2/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form });

const APEX = '/services/apexrest';
const DATA = '/services/data/v63.0';
const PROGRAM = 'Lumbung%20Rewards';

describe('sign-in (POST /services/oauth2/token)', () => {
  it("answers Salesforce's token fields for the configured client", async () => {
    const res = await signIn(signInForm());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      instance_url: 'http://localhost:80',
      // Salesforce's identity URL: {instance}/id/{organization: the programme}/{user: the client}.
      id: `http://localhost:80/id/${(await t.app.loyaltyEngine.reference()).programId}/lumbung-pos-test`,
      token_type: 'Bearer',
      issued_at: expect.stringMatching(/^\d{13}$/),
      signature: expect.any(String),
    });
    expect(Math.abs(Number(body.issued_at) - Date.now())).toBeLessThan(5_000);
  });

  it("refuses bad credentials with 400 and Salesforce's { error, error_description }", async () => {
    const wrongSecret = await signIn(signInForm({ client_secret: 'not-the-secret' }));
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual({ error: 'invalid_client', error_description: 'invalid client credentials' });
    const wrongClient = await signIn(signInForm({ client_id: 'someone-else' }));
    expect(wrongClient.statusCode).toBe(400);
    expect(wrongClient.json()).toEqual({ error: 'invalid_client_id', error_description: 'client identifier invalid' });
    const wrongGrant = await signIn(signInForm({ grant_type: 'password' }));
    expect(wrongGrant.statusCode).toBe(400);
    expect(wrongGrant.json()).toEqual({ error: 'unsupported_grant_type', error_description: 'grant type not supported' });
    const nothing = await signIn('');
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ error: expect.any(String), error_description: expect.any(String) });
  });

  it('a token lives 5 minutes; a missing, forged or old one is 401 INVALID_SESSION_ID', async () => {
    const fresh = await sfCompatToken(t);
    const profile = (authorization?: string) => get(`${APEX}/custom/v1/catalog?membershipNumber=NOBODY`, authorization ? { authorization } : {});
    const member = await createMember(t.database.db);
    const catalog = (authorization: string) => get(`${APEX}/custom/v1/catalog?membershipNumber=${member.membershipNumber}`, { authorization });
    expect((await catalog(`Bearer ${fresh}`)).statusCode).toBe(200);

    const refused = [await profile(), await profile(`Bearer ${fresh.slice(0, -2)}xx`), await profile('Basic abc')];
    for (const res of refused) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual([{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }]);
    }
    try {
      offset = SF_COMPAT_TOKEN_LIFETIME_MS - 1_000;
      expect((await catalog(`Bearer ${fresh}`)).statusCode).toBe(200);
      offset = SF_COMPAT_TOKEN_LIFETIME_MS + 1_000;
      const old = await catalog(`Bearer ${fresh}`);
      expect(old.statusCode).toBe(401);
      expect(old.json()).toEqual([{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }]);
    } finally {
      offset = 0;
    }
  });

  it("ignores the identity provider's tokens: a shopper's access token is not a session here", async () => {
    const res = await get(`${APEX}/custom/v1/member/expirablepoints?membershipNumber=1001`, { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.e30.sig' });
    expect(res.statusCode).toBe(401);
    expect(res.json()[0].errorCode).toBe('INVALID_SESSION_ID');
  });
});

describe('member paths (§7 Apex and Connect)', () => {
  it('member profile: the same answer on the Apex path and on Connect for any version v55.0-v63.0', async () => {
    const member = await createMember(t.database.db, { points: 9_000, tierPoints: 2_500_000, firstName: 'Budi', lastName: 'Santoso' });
    const apex = await get(`${APEX}/POSIntegration/pos/v1/members?membershipNumber=${member.membershipNumber}`);
    expect(apex.statusCode, apex.body).toBe(200);
    const profile = apex.json();
    expect(profile).toMatchObject({
      loyaltyProgramMemberId: member.id,
      loyaltyProgramName: 'Lumbung Rewards',
      membershipNumber: member.membershipNumber,
      memberType: 'Individual',
      memberStatus: 'Active',
      canReceivePromotions: true,
      associatedContact: { contactId: expect.any(String), firstName: 'Budi', lastName: 'Santoso', email: member.email },
      memberCurrencies: [
        expect.objectContaining({ loyaltyMemberCurrencyName: 'Reward Points', pointsBalance: 9_000, expirablePoints: 9_000, totalPointsAccrued: 9_000, totalPointsRedeemed: 0, totalPointsExpired: 0, escrowPointsBalance: 0 }),
        expect.objectContaining({ loyaltyMemberCurrencyName: 'Tier Points', pointsBalance: 2_500_000 }),
      ],
      memberTiers: [
        expect.objectContaining({
          loyaltyMemberTierName: 'Crew',
          tierSequenceNumber: 1,
          tierEffectiveDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          // Connect's Member Tier output: the programme's one tier ladder is the group; benefits apply at once.
          tierGroupId: (await t.app.loyaltyEngine.reference()).programId,
          areTierBenefitsAssigned: true,
        }),
      ],
      // Connect's Member Profile output: the member row's channel (enrolled at the till); no partner programme.
      enrollmentChannel: 'POS',
      canReceivePartnerPromotions: false,
    });
    for (const version of ['v55.0', 'v60.0', 'v63.0']) {
      const connect = await get(`/services/data/${version}/loyalty-programs/${PROGRAM}/members?membershipNumber=${member.membershipNumber}`);
      expect(connect.statusCode).toBe(200);
      expect(connect.json()).toEqual(profile);
    }
    const tooOld = await get(`/services/data/v54.0/loyalty-programs/${PROGRAM}/members?membershipNumber=${member.membershipNumber}`);
    expect(tooOld.statusCode).toBe(404);
    expect(tooOld.json()[0].errorCode).toBe('NOT_FOUND');
    const otherProgram = await get(`${DATA}/loyalty-programs/Other/members?membershipNumber=${member.membershipNumber}`);
    expect(otherProgram.statusCode).toBe(404);
    expect(otherProgram.json()).toEqual([{ message: "No loyalty program named 'Other'.", errorCode: 'NOT_FOUND' }]);
    const nobody = await get(`${APEX}/POSIntegration/pos/v1/members?membershipNumber=NOBODY-1`);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual([{ message: "No member with membership number 'NOBODY-1'.", errorCode: 'NOT_FOUND' }]);
    const noNumber = await get(`${APEX}/POSIntegration/pos/v1/members`);
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json()[0].errorCode).toBe('INVALID_INPUT');
  });

  it('enroll on the Apex path and on Connect: 201, a retry 200, a taken e-mail 409 CONFLICT', async () => {
    const enrollment = (membershipNumber: string, email: string) => ({
      enrollmentDate: new Date().toISOString(),
      membershipNumber,
      memberStatus: 'Active',
      enrollmentChannel: 'POS',
      associatedContactDetails: { firstName: 'Wayan', lastName: 'Sudarma', email, allowDuplicateRecords: 'false' },
    });
    const apexBody = enrollment(uniqueNumber(), `${uniqueNumber('w')}@example.com`);
    const apex = await post(`${APEX}/POSIntegration/pos/v1/members/enroll`, apexBody);
    expect(apex.statusCode, apex.body).toBe(201);
    expect(apex.json()).toEqual({
      contactId: expect.any(String),
      loyaltyProgramMemberId: expect.any(String),
      loyaltyProgramName: 'Lumbung Rewards',
      membershipNumber: apexBody.membershipNumber,
      transactionJournals: [],
    });
    expect((await post(`${APEX}/POSIntegration/pos/v1/members/enroll`, apexBody)).statusCode).toBe(200);

    const connectBody = enrollment(uniqueNumber(), `${uniqueNumber('w')}@example.com`);
    const connect = await post(`/services/data/v58.0/loyalty-programs/${PROGRAM}/individual-member-enrollments`, connectBody);
    expect(connect.statusCode).toBe(201);
    expect(connect.json().membershipNumber).toBe(connectBody.membershipNumber);

    const taken = await post(`${APEX}/POSIntegration/pos/v1/members/enroll`, enrollment(uniqueNumber(), apexBody.associatedContactDetails.email));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual([{ message: expect.any(String), errorCode: 'CONFLICT' }]);
    const bad = await post(`${APEX}/POSIntegration/pos/v1/members/enroll`, { ...apexBody, memberStatus: 'Inactive' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([{ message: expect.stringContaining('memberStatus must be Active'), errorCode: 'INVALID_INPUT' }]);
  });

  it("vouchers: non-empty filters, Salesforce's status and the value left of fixed-value vouchers", async () => {
    const member = await createMember(t.database.db);
    const percent = await issueVoucher(t.database.db, member, { definition: 'DISC15', expirationDate: addDaysToDay(today(), 3) });
    const fixed = await issueVoucher(t.database.db, member, { definition: 'VCH10K', expirationDate: addDaysToDay(today(), 20) });
    const used = await issueVoucher(t.database.db, member, { definition: 'VCH10K', status: 'Redeemed' });

    const issued = await get(`${APEX}/POSIntegration/pos/v1/members/${member.membershipNumber}/vouchers?voucherStatus=Issued`);
    expect(issued.statusCode).toBe(200);
    expect(issued.json().voucherCount).toBe(2);
    expect(issued.json().vouchers).toEqual([
      expect.objectContaining({ voucherCode: percent.voucherCode, voucherNumber: expect.any(String), type: 'DiscountPercentage', discountPercent: 15, status: 'Issued', voucherStatus: 'Issued', redeemedValue: null, remainingValue: null, effectiveDate: addDaysToDay(today(), -1), expirationDate: addDaysToDay(today(), 3) }),
      expect.objectContaining({ voucherCode: fixed.voucherCode, type: 'FixedValue', faceValue: 10_000, status: 'Issued', redeemedValue: 0, remainingValue: 10_000, isVoucherDefinitionActive: true, isVoucherPartiallyRedeemable: false }),
    ]);
    const connect = await get(`/services/data/v62.0/loyalty/programs/${PROGRAM}/members/${member.membershipNumber}/vouchers?voucherStatus=Redeemed`);
    expect(connect.json()).toEqual({
      voucherCount: 1,
      vouchers: [expect.objectContaining({ voucherCode: used.voucherCode, status: 'Redeemed', redeemedValue: 10_000, remainingValue: 0 })],
    });
    expect((await get(`${APEX}/POSIntegration/pos/v1/members/${member.membershipNumber}/vouchers`)).json().voucherCount).toBe(3);
    const lost = await get(`${APEX}/POSIntegration/pos/v1/members/${member.membershipNumber}/vouchers?voucherStatus=Lost`);
    expect(lost.statusCode).toBe(400);
    expect(lost.json()[0].errorCode).toBe('INVALID_INPUT');
  });
});

describe('orders, ledger, expirable points (§7)', () => {
  it('creates an order from { orders: [{ requestType, newExternalTransactionNumber, order }] } once, however often it is sent', async () => {
    const member = await createMember(t.database.db, { points: 5_000 });
    const body = orderBody({ membershipNumber: member.membershipNumber, storeId: 'STORE-003', lines: [{ productCode: 'GL-FRU-001', quantity: 2 }], points: 1_000 });
    const first = await post(`${APEX}/POSIntegration/pos/v1/order`, body);
    expect(first.statusCode, first.body).toBe(201);
    const [placed] = first.json().orders;
    expect(placed).toMatchObject({ requestType: 'placeOrder', status: 'Success', externalTransactionNumber: body.orders[0]!.newExternalTransactionNumber });
    expect(placed.loyalty).toMatchObject({ membershipNumber: member.membershipNumber, pointsUsed: 1_000, previousPointsBalance: 5_000 });
    expect(placed.loyalty.newPointsBalance).toBe(5_000 - 1_000 + placed.loyalty.pointsEarned);

    const again = await post(`${APEX}/POSIntegration/pos/v1/order`, body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(posOrders).where(eq(posOrders.externalTransactionNumber, body.orders[0]!.newExternalTransactionNumber));
    expect(rows).toHaveLength(1);
    expect(await ledgerViolations(t.database.db)).toEqual([]);

    const ledger = await get(`${DATA}/loyalty/programs/${PROGRAM}/members/${member.membershipNumber}/transaction-ledger-summary?additionalTransactionJournalAttributes=Business_Name__c`);
    expect(ledger.statusCode).toBe(200);
    const { transactionJournalCount, transactionJournals, status, message } = ledger.json();
    // Salesforce's "Transaction Ledgers" output: status and message at the top, attributes in additionalAttributes.
    expect({ status, message }).toEqual({ status: true, message: null });
    expect(transactionJournalCount).toBe(transactionJournals.length);
    expect(transactionJournals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          transactionJournalNumber: expect.any(String),
          journalTypeName: 'Accrual',
          journalSubTypeName: 'Purchase',
          externalTransactionNumber: body.orders[0]!.newExternalTransactionNumber,
          pointsChange: [
            { changeInPoints: placed.loyalty.pointsEarned, loyaltyMemberCurrency: 'Reward Points' },
            { changeInPoints: placed.order.total, loyaltyMemberCurrency: 'Tier Points' },
          ],
          additionalAttributes: [{ fieldName: 'Business_Name__c', value: 'Grand Lucky Pluit' }],
        }),
        expect.objectContaining({ journalTypeName: 'Redemption', pointsChange: [{ changeInPoints: -1_000, loyaltyMemberCurrency: 'Reward Points' }] }),
      ]),
    );
    const wrongProgram = await get(`${DATA}/loyalty/programs/Other/members/${member.membershipNumber}/transaction-ledger-summary`);
    expect(wrongProgram.statusCode).toBe(404);
  });

  it('books one order when the same transaction number arrives several times at once', async () => {
    const member = await createMember(t.database.db, { points: 3_000 });
    const body = orderBody({ membershipNumber: member.membershipNumber, points: 1_000 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(`${APEX}/POSIntegration/pos/v1/order`, body)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const rows = await t.database.db.select().from(posOrders).where(eq(posOrders.externalTransactionNumber, body.orders[0]!.newExternalTransactionNumber));
    expect(rows).toHaveLength(1);
    const profile = (await get(`${APEX}/POSIntegration/pos/v1/members?membershipNumber=${member.membershipNumber}`)).json();
    expect(profile.memberCurrencies[0].pointsBalance).toBe(answers[0]!.json().orders[0].loyalty.newPointsBalance);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('refuses an order the engine refuses, with the status and a Salesforce error body', async () => {
    const member = await createMember(t.database.db, { points: 100 });
    const tooMany = await post(`${APEX}/POSIntegration/pos/v1/order`, orderBody({ membershipNumber: member.membershipNumber, points: 500 }));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual([{ message: expect.any(String), errorCode: 'INSUFFICIENT_POINTS' }]);
    const empty = await post(`${APEX}/POSIntegration/pos/v1/order`, { orders: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()[0].errorCode).toBe('INVALID_INPUT');
    const broken = await t.app.inject({ method: 'POST', url: `${APEX}/POSIntegration/pos/v1/order`, headers: { ...auth(), 'content-type': 'application/json' }, payload: '{"orders": [' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual([{ message: 'The request body is not valid JSON.', errorCode: 'JSON_PARSER_ERROR' }]);
  });

  it('expirable points: one entry per expiration date ahead', async () => {
    const member = await createMember(t.database.db, {
      points: 0,
      buckets: [
        { points: 1_000, expirationDate: addDaysToDay(today(), 40) },
        { points: 700, expirationDate: addDaysToDay(today(), 10) },
      ],
    });
    const res = await get(`${APEX}/custom/v1/member/expirablepoints?membershipNumber=${member.membershipNumber}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { ExpirationDate: addDaysToDay(today(), 10), ExpirationPoints: 700, RedeemedPoints: 0 },
      { ExpirationDate: addDaysToDay(today(), 40), ExpirationPoints: 1_000, RedeemedPoints: 0 },
    ]);
  });
});

describe('rewards, games, eligibility (§7)', () => {
  it('reward catalogue and redeem: 201 with the voucher, an Idempotency-Key retry 200, too few points 422', async () => {
    const member = await createMember(t.database.db, { points: 2_500 });
    const catalog = await get(`${APEX}/custom/v1/catalog?membershipNumber=${member.membershipNumber}`);
    expect(catalog.json()[0]).toEqual({
      Id: 'RWD-001',
      Name: 'Voucher Belanja Rp 10.000',
      Image__c: expect.any(String),
      Points__c: 2_000,
      Description__c: expect.any(String),
      VoucherType__c: 'FixedValue',
      DiscountPercent__c: null,
      FaceValue__c: 10_000,
    });
    const request = { MembershipNumber: member.membershipNumber, RewardCatalogId: 'RWD-001' };
    const redeemed = await post(`${APEX}/custom/v1/catalog`, request, { 'idempotency-key': `k-${member.membershipNumber}` });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    expect(redeemed.json()).toMatchObject({ pointsRedeemed: 2_000, pointsBalance: 500, voucher: { voucherDefinition: 'Voucher Belanja Rp 10.000', voucherStatus: 'Issued' } });
    const retry = await post(`${APEX}/custom/v1/catalog`, request, { 'idempotency-key': `k-${member.membershipNumber}` });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(redeemed.json());
    const short = await post(`${APEX}/custom/v1/catalog`, request);
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual([{ message: expect.any(String), errorCode: 'INSUFFICIENT_POINTS' }]);
    const unknown = await post(`${APEX}/custom/v1/catalog`, { ...request, RewardCatalogId: 'RWD-999' });
    expect(unknown.json()).toEqual([{ message: "No reward 'RWD-999' in the catalogue.", errorCode: 'NOT_FOUND' }]);
  });

  it('games by loyaltyProgramMemberId, and play on both spellings of the game-reward path', async () => {
    const member = await createMember(t.database.db);
    const spin = await grantSpin(t.database.db, member);
    const games = await get(`${DATA}/game/participant/${member.id}/games`);
    expect(games.statusCode, games.body).toBe(200);
    expect(games.json()).toMatchObject({ status: true, errorMessage: null });
    expect(games.json().gameDefinitions[0]).toMatchObject({
      gameDefinitionId: expect.any(String),
      name: 'Spin & Win',
      type: 'SpintheWheel',
      startDate: expect.any(String),
      gameRewards: expect.arrayContaining([expect.objectContaining({ name: 'Zonk', rewardType: 'NoReward' })]),
      participantGameRewards: [{ gameParticipantRewardId: spin, gameRewardId: null, expirationDate: expect.any(String), status: 'YetToReward' }],
    });
    expect((await get(`${DATA}/game/participant/not-a-member/games`)).json()[0].errorCode).toBe('NOT_FOUND');

    const { gameId } = await createGame(t.database.db, [{ name: '250 Poin', rewardType: 'LoyaltyPoints', rewardValue: 250, weight: 1 }]);
    const spins = [await grantSpin(t.database.db, member, { gameId }), await grantSpin(t.database.db, member, { gameId })];
    const lower = await get(`${DATA}/game/gameparticipantreward/${spins[0]}/game-reward`);
    const sdk = await get(`/services/data/v59.0/game/gameParticipantReward/${spins[1]}/game-reward`);
    for (const res of [lower, sdk]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: true, gameReward: [{ name: '250 Poin', rewardType: 'LoyaltyPoints', rewardValue: 250, issuedRewardReference: expect.any(String) }] });
    }
    const unknown = await get(`${DATA}/game/gameparticipantreward/00000000-0000-4000-8000-000000000000/game-reward`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()[0].errorCode).toBe('NOT_FOUND');
  });

  it('voucher eligibility: IsEligible, Message and the product and category lists', async () => {
    const member = await createMember(t.database.db);
    const voucher = await issueVoucher(t.database.db, member, { definition: 'VCH10K' });
    const request = { CartValue: 100_000, StoreId: 'STORE-001', VoucherCode: voucher.voucherCode, MembershipNumber: member.membershipNumber };
    const res = await post(`${APEX}/custom/v1/voucher/eligibility`, request);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ IsEligible: true, Message: expect.any(String), ExcludedProducts: expect.any(Array), EligibleProducts: expect.any(Array), EligibleCategories: expect.any(Array) });
    const small = await post(`${APEX}/custom/v1/voucher/eligibility`, { ...request, CartValue: 1_000 });
    expect(small.json()).toMatchObject({ IsEligible: false });
    const bad = await post(`${APEX}/custom/v1/voucher/eligibility`, { ...request, CartValue: 'lots' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()[0]).toMatchObject({ errorCode: 'INVALID_INPUT', message: expect.stringContaining('CartValue') });
  });
});

describe('the generic call and paths we do not serve', () => {
  it("answers any other path under /services with Salesforce's NOT_FOUND", async () => {
    for (const res of [await post(`${APEX}/custom/v1/unknown`, { a: 1 }), await get(`${DATA}/sobjects/Account`)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual([{ message: 'The requested resource does not exist', errorCode: 'NOT_FOUND' }]);
    }
  });

  it('answers an unknown path or API version 404 NOT_FOUND whatever the token, before any token check', async () => {
    for (const authorization of [`Bearer ${token}`, 'Bearer 123.stale-or-forged', undefined]) {
      for (const url of [`${DATA}/sobjects/Account`, `${APEX}/nothing`, `/services/data/v99.0/loyalty-programs/${PROGRAM}/members?membershipNumber=1001`]) {
        const res = await get(url, authorization ? { authorization } : {});
        expect(res.statusCode, `${url} ${authorization}`).toBe(404);
        expect(res.json()).toEqual([{ message: 'The requested resource does not exist', errorCode: 'NOT_FOUND' }]);
      }
    }
  });

  it("serves the token's identity URL as Salesforce's identity service, with the token in the header or ?oauth_token=", async () => {
    const signedIn = (await signIn(signInForm())).json();
    const { programId } = await t.app.loyaltyEngine.reference();
    const path = new URL(signedIn.id).pathname;
    expect(path).toBe(`/id/${programId}/lumbung-pos-test`);
    const expected = {
      id: signedIn.id,
      asserted_user: true,
      user_id: 'lumbung-pos-test',
      organization_id: programId,
      username: 'lumbung-pos-test',
      nick_name: 'lumbung-pos-test',
      display_name: 'Integration client lumbung-pos-test',
      active: true,
      user_type: 'STANDARD',
      language: 'en_US',
      locale: 'en_US',
      timezone: 'Asia/Jakarta',
      utcOffset: 25_200_000,
      urls: { rest: 'http://localhost:80/services/data/v{version}/', custom_domain: 'http://localhost:80' },
    };
    const byHeader = await get(`${path}?format=json`, { authorization: `Bearer ${signedIn.access_token}` });
    expect(byHeader.statusCode, byHeader.body).toBe(200);
    expect(byHeader.json()).toEqual(expected);
    const byQuery = await get(`${path}?format=json&oauth_token=${encodeURIComponent(signedIn.access_token)}`, {});
    expect(byQuery.json()).toEqual(expected);
    const noToken = await get(path, {});
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual([{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }]);
    const someoneElse = await get(`/id/${programId}/another-client`);
    expect(someoneElse.statusCode).toBe(404);
    expect(someoneElse.json()[0].errorCode).toBe('NOT_FOUND');
  });

  it('lists every path in /api/openapi.json with its own token scheme and error body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/services/'))).toHaveLength(15);
    expect(doc.paths['/id/{organizationId}/{userId}'].get.security).toEqual([{ sfCompatToken: [] }]);
    const profile = doc.paths['/services/apexrest/POSIntegration/pos/v1/members'].get;
    expect(profile.security).toEqual([{ sfCompatToken: [] }]);
    expect(profile.responses['401'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/SalesforceErrors' });
    expect(doc.components.securitySchemes.sfCompatToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe('the surface is off without a configured client', () => {
  it('answers 404 on every path when SF_COMPAT_CLIENT_ID and SF_COMPAT_CLIENT_SECRET are not set', async () => {
    const off = await createTestApp({ database: t.database });
    try {
      const token = await off.app.inject({ method: 'POST', url: '/services/oauth2/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: signInForm() });
      expect(token.statusCode).toBe(404);
      expect((await off.app.inject({ method: 'GET', url: `${APEX}/custom/v1/catalog?membershipNumber=1001` })).statusCode).toBe(404);
      const doc = (await off.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(Object.keys(doc.paths).filter((path) => path.startsWith('/services/'))).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
