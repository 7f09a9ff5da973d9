import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Unauthorized, type DomainError } from '../../src/platform/errors.ts';
import { render, translate } from '../../src/platform/texts.ts';
import type { AccessTokenVerifier } from '../../src/platform/http/auth.ts';
import { LOYALTY_TOKEN_LIFETIME_MS, SalesforceConnection } from '../../src/loyalty/salesforce/connection.ts';
import { salesforceLoyaltyGateway } from '../../src/loyalty/salesforce/gateway.ts';
import { startFakeSalesforce } from '../helpers/fake-salesforce.ts';
import { openShifts } from '../helpers/pos-shifts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The cashier routes are staff-only: a verifier with one known cashier token stands in for sign-in.
const verifier: AccessTokenVerifier = {
  async verify(token) {
    if (token === 'cashier-token') return { sub: 'auth0|cashier', email: 'kasir@example.com', name: 'Kasir', roles: ['cashier'] };
    throw new Unauthorized('Your session has expired. Please sign in again.');
  },
};
const asCashier = { authorization: 'Bearer cashier-token' };

let salesforce: Awaited<ReturnType<typeof startFakeSalesforce>>;
let testApp: TestApp;

beforeAll(async () => {
  salesforce = await startFakeSalesforce();
  testApp = await createTestApp({ env: salesforce.env, tokenVerifier: verifier });
  await openShifts(testApp, ['STORE-001'], asCashier);
});
afterAll(async () => {
  await testApp?.close();
  await salesforce?.close();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: asCashier });
const post = (url: string, payload: unknown) => testApp.app.inject({ method: 'POST', url, payload: payload as object, headers: asCashier });

describe('the loyalty routes on the hosted service (SALESFORCE_* set)', () => {
  it('reads a member profile with one sign-in and adds tier progress and the voucher count', async () => {
    const res = await get('/api/loyalty/members/2001');
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile.associatedContact).toMatchObject({ firstName: 'Ayu', lastName: 'Pratama' });
    expect(profile.memberTiers[0]).toMatchObject({ loyaltyMemberTierName: 'Crew', tierEffectiveDate: '2025-01-15' });
    expect(profile.tierPoints).toBe(4_000_000);
    expect(profile.amountToNextTier).toBe(6_000_000); // Crew threshold 10,000,000 minus Tier Points (§4)
    expect(profile.voucherCount).toBe(1); // the Cancelled voucher does not count
    const profileCall = salesforce.calls.find((c) => c.path === '/services/apexrest/POSIntegration/pos/v1/members');
    expect(profileCall?.query).toEqual({ membershipNumber: '2001' });
    expect(profileCall?.authorization).toBe('Bearer sf-token-1');
    await get('/api/loyalty/members/2001');
    expect(salesforce.tokensIssued()).toBe(1);
  });

  it("answers an unknown member with 404 and the service's message behind the §8 prefix", async () => {
    const res = await get('/api/loyalty/members/9999');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Failed to get member details: Member not found');
  });

  it('lists vouchers with their days and maps Cancelled to Expired', async () => {
    const res = await get('/api/loyalty/members/2001/vouchers');
    expect(res.statusCode).toBe(200);
    const { vouchers } = res.json();
    expect(vouchers.map((v: { voucherCode: string; voucherStatus: string; expirationDate: string }) => [v.voucherCode, v.voucherStatus, v.expirationDate])).toEqual([
      ['SF-VOUCHER-1', 'Issued', '2026-12-31'],
      ['SF-VOUCHER-2', 'Expired', '2026-12-31'],
    ]);
    const issued = await get('/api/loyalty/members/2001/vouchers?voucherStatus=Issued');
    expect(issued.json().voucherCount).toBe(1);
    expect(salesforce.calls.at(-1)?.query).toEqual({ voucherStatus: 'Issued' });
  });

  it('groups the ledger for the points page and asks the programme path for Business_Name__c', async () => {
    const res = await get('/api/loyalty/members/2001/ledger?additionalTransactionJournalAttributes=Business_Name__c');
    expect(res.statusCode).toBe(200);
    expect(res.json().rows).toEqual([
      expect.objectContaining({ typeName: 'Purchase', businessName: 'Grand Lucky SCBD', transactionAmount: 200_000, points: 200 }),
    ]);
    const call = salesforce.calls.at(-1);
    expect(call?.path).toBe('/services/data/v63.0/loyalty/programs/Lumbung%20Rewards/members/2001/transaction-ledger-summary');
    expect(call?.query).toMatchObject({ additionalTransactionJournalAttributes: 'Business_Name__c', pageNumber: '1' });
  });

  it('passes expirable points and the reward catalogue through', async () => {
    expect((await get('/api/loyalty/members/2001/expirable-points')).json()).toEqual([
      { ExpirationDate: '2027-01-31', ExpirationPoints: 3000, RedeemedPoints: 500 },
    ]);
    const catalog = (await get('/api/loyalty/members/2001/rewards')).json();
    expect(catalog).toEqual([expect.objectContaining({ Id: 'a0R000000000001AAA', Points__c: 5000, VoucherType__c: 'FixedValue', FaceValue__c: 50_000 })]);
  });

  it('redeems a reward and reads back the new balance and the issued voucher', async () => {
    const res = await post('/api/loyalty/rewards/redeem', { MembershipNumber: '2001', RewardCatalogId: 'a0R000000000001AAA' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ pointsBalance: 7_000, voucher: { voucherCode: 'SF-VOUCHER-3', voucherStatus: 'Issued' } });
    const again = await post('/api/loyalty/rewards/redeem', { MembershipNumber: '2001', RewardCatalogId: 'a0R000000000001AAA' });
    expect(again.statusCode).toBe(201);
    const short = await post('/api/loyalty/rewards/redeem', { MembershipNumber: '2001', RewardCatalogId: 'a0R000000000001AAA' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Failed to redeem reward: Insufficient points');
  });

  it('lists only playable spins (by loyaltyProgramMemberId) and plays one with its record id', async () => {
    const games = (await get('/api/loyalty/members/2001/games')).json();
    expect(salesforce.calls.at(-1)?.path).toBe('/services/data/v63.0/game/participant/0lM000000000001AAA/games');
    expect(games.gameDefinitions[0].participantGameRewards).toEqual([
      expect.objectContaining({ gameParticipantRewardId: '0gP000000000001AAA', status: 'YetToReward' }),
    ]);
    const play = await post('/api/loyalty/game-rewards/0gP000000000001AAA/play', {});
    expect(play.statusCode).toBe(200);
    expect(play.json()).toMatchObject({ status: true, gameReward: [{ name: 'Voucher Rp25.000', issuedRewardReference: 'SF-SPIN-1' }] });
    const twice = await post('/api/loyalty/game-rewards/0gP000000000001AAA/play', {});
    expect(twice.statusCode).toBe(404);
    expect(twice.json().error.message).toBe('Failed to get member available games: Game reward not found');
  });

  it('enrolls a member and reports a refused enrollment with its message', async () => {
    const enrollment = {
      enrollmentDate: '2026-11-22T03:00:00.000Z',
      membershipNumber: '2002',
      memberStatus: 'Active',
      associatedContactDetails: { firstName: 'Wayan', lastName: 'Sudarma', email: 'wayan@example.com', allowDuplicateRecords: 'false' },
    };
    const res = await post('/api/loyalty/members', enrollment);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ membershipNumber: '2002', loyaltyProgramName: 'Lumbung Rewards' });
    const duplicate = await post('/api/loyalty/members', enrollment);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.message).toBe('Failed to enroll member: Membership number already exists');
  });

  it('checks voucher eligibility on the service', async () => {
    const request = { CartValue: 100_000, StoreId: 'STORE-001', MembershipNumber: '2001' };
    expect((await post('/api/loyalty/vouchers/eligibility', { ...request, VoucherCode: 'SF-VOUCHER-1' })).json()).toMatchObject({
      IsEligible: true,
      EligibleCategories: [{ Name: 'Groceries' }],
      ExcludedProducts: [],
    });
    expect((await post('/api/loyalty/vouchers/eligibility', { ...request, VoucherCode: 'NOPE' })).json()).toMatchObject({
      IsEligible: false,
      Message: 'Voucher is not valid for this store',
    });
  });

  it('places an order with the spec payload and reports the points used and earned from the balances', async () => {
    const before = (await get('/api/loyalty/members/2002')).json().memberCurrencies[0].pointsBalance;
    expect(before).toBe(0);
    const res = await post('/api/pos/orders', {
      orders: [
        {
          requestType: 'placeOrder',
          newExternalTransactionNumber: 'POS-SF-0001',
          order: {
            storeId: 'STORE-001',
            membershipNumber: '2002',
            line_items: [{ productCode: 'GL-001', title: 'Beras 5 kg', quantity: 2, price: '75000.00' }],
            payment_gateway_names: ['QRIS'],
            subtotal_price: 150_000,
            total_tax: 16_500,
            total_discounts: 0,
            total_price: 166_500,
          },
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    const [placed] = res.json().orders;
    expect(placed.order).toMatchObject({ total: 166_500, lineItems: [{ name: 'Beras 5 kg', lineSubtotal: 150_000, lineTax: 16_500 }] });
    expect(placed.loyalty).toMatchObject({ pointsUsed: 0, previousPointsBalance: 0, newPointsBalance: 166, pointsEarned: 166 });
    const sent = salesforce.calls.find((c) => c.path === '/services/apexrest/POSIntegration/pos/v1/order');
    expect(sent?.body).toMatchObject({ orders: [{ requestType: 'placeOrder', newExternalTransactionNumber: 'POS-SF-0001' }] });
  });

  it('signs in again when the service says the session expired, and answers 502 for its own failures', async () => {
    const issued = salesforce.tokensIssued();
    salesforce.revokeTokens();
    expect((await get('/api/loyalty/members/2001/rewards')).statusCode).toBe(200);
    expect(salesforce.tokensIssued()).toBe(issued + 1);
    salesforce.failNext(503, 'Service Unavailable');
    const res = await get('/api/loyalty/members/2001/rewards');
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('Failed to get reward catalog: Service Unavailable');
  });
});

describe('the hosted service connection', () => {
  it('renews the token 5 minutes after issue (§9) and waits 3 s after an order before reading points', async () => {
    let now = Date.now();
    const connection = new SalesforceConnection({ loginUrl: salesforce.baseUrl, clientId: 'sf-client', clientSecret: 'sf-secret' }, () => now);
    const waits: number[] = [];
    const gateway = salesforceLoyaltyGateway(connection, { wait: async (ms) => waits.push(ms) });
    const issued = salesforce.tokensIssued();
    await gateway.getRewardCatalog('2001');
    now += LOYALTY_TOKEN_LIFETIME_MS / 2;
    await gateway.getRewardCatalog('2001');
    expect(salesforce.tokensIssued()).toBe(issued + 1);
    now += LOYALTY_TOKEN_LIFETIME_MS / 2;
    await gateway.getRewardCatalog('2001');
    expect(salesforce.tokensIssued()).toBe(issued + 2);

    await gateway.placeOrder({
      externalTransactionNumber: 'POS-SF-0002',
      order: { storeId: 'STORE-001', membershipNumber: '2001', line_items: [{ productCode: 'GL-001', quantity: 1, price: 3000 }], payment_gateway_names: ['Debit'] },
    });
    expect(waits).toEqual([3000]);
  });

  it('says "Failed to authenticate" when the client credentials are refused', async () => {
    const connection = new SalesforceConnection({ loginUrl: salesforce.baseUrl, clientId: 'sf-client', clientSecret: 'wrong' });
    const refused = await salesforceLoyaltyGateway(connection)
      .getRewardCatalog('2001')
      .then(() => null, (error: unknown) => error as DomainError);
    expect(refused?.text).toMatchObject({ key: 'loyalty.upstream.refused', values: { operation: 'authenticate' } });
    expect(render(refused!.text!, 'en')).toMatch(/^Failed to authenticate: .*invalid client credentials/);
    expect(render(refused!.text!, 'id')).toMatch(new RegExp(`^${translate('id')('loyalty.upstream.refused', { operation: 'authenticate', detail: '' })}.*invalid client credentials`));
  });
});
