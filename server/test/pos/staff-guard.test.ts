import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_REGISTERED_EVENT_KEY } from '#domain/marketing/journey-event-keys.ts';
import { DEMO_CASHIER, DEMO_SHOPPER } from '../../src/identity/embedded/demo-accounts.ts';
import { signIn, startIdentityServer, uniqueEmail, type IdentityServer } from '../helpers/identity-client.ts';
import { uniqueNumber } from '../helpers/loyalty-factories.ts';
import { newTransactionNumber, orderBody } from '../helpers/pos-orders.ts';
import { openShifts } from '../helpers/pos-shifts.ts';

/**
 * The POS writes are for cashiers only (decision 006, ARCHITECTURE "Identity"). Tokens come from the real
 * sign-in of the embedded provider (code + PKCE), so the roles claim is the one it really issues.
 */
let server: IdentityServer;
let cashier: string;
let shopper: string;

beforeAll(async () => {
  server = await startIdentityServer();
  const audience = server.config.identity.apiAudience;
  cashier = (await signIn(server.baseUrl, DEMO_CASHIER, { audience })).tokens.access_token;
  shopper = (await signIn(server.baseUrl, DEMO_SHOPPER, { audience })).tokens.access_token;
  await openShifts(server, ['STORE-001'], { authorization: `Bearer ${cashier}` });
});
afterAll(() => server.close());

const enrollment = () => ({
  enrollmentDate: new Date().toISOString(),
  membershipNumber: uniqueNumber('G'),
  memberStatus: 'Active',
  associatedContactDetails: { firstName: 'Wati', lastName: 'Guard', email: uniqueEmail('wati'), allowDuplicateRecords: 'false' },
});

const staffCalls: { name: string; url: string; body: () => object }[] = [
  { name: 'enroll', url: '/api/loyalty/members', body: enrollment },
  {
    name: 'voucher eligibility',
    url: '/api/loyalty/vouchers/eligibility',
    body: () => ({ CartValue: 100_000, StoreId: 'STORE-001', VoucherCode: 'NONE', MembershipNumber: '1001' }),
  },
  { name: 'order', url: '/api/pos/orders', body: () => orderBody({ externalTransactionNumber: newTransactionNumber() }) },
  {
    name: 'journey relay',
    url: '/api/mc/mcpost',
    body: () => ({ ContactKey: 'guard@example.com', EventDefinitionKey: MEMBER_REGISTERED_EVENT_KEY, Data: { n: 1 } }),
  },
];

const post = (url: string, body: object, token?: string) =>
  server.app.inject({ method: 'POST', url, payload: body, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the staff guard on the POS writes', () => {
  it.each(staffCalls)('$name: 401 without a token, 403 for a shopper', async ({ url, body }) => {
    const anonymous = await post(url, body());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in first.' } });

    const forShopper = await post(url, body(), shopper);
    expect(forShopper.statusCode).toBe(403);
    expect(forShopper.json()).toEqual({ error: { code: 'forbidden', message: 'Only cashier accounts can use the POS.' } });
  });

  it('an anonymous caller gets 401 even for a body the schema would refuse', async () => {
    expect((await post('/api/pos/orders', { orders: [] })).statusCode).toBe(401);
  });

  it('a signed-in cashier enrolls a member and places an order for them', async () => {
    const member = enrollment();
    const enrolled = await post('/api/loyalty/members', member, cashier);
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const order = await post('/api/pos/orders', orderBody({ membershipNumber: member.membershipNumber }), cashier);
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().orders[0].loyalty).toMatchObject({ membershipNumber: member.membershipNumber, pointsEarned: expect.any(Number) });
    const relayed = await post('/api/mc/mcpost', { ContactKey: member.associatedContactDetails.email, EventDefinitionKey: MEMBER_REGISTERED_EVENT_KEY, Data: { MembershipNumber: member.membershipNumber } }, cashier);
    expect(relayed.statusCode).toBe(202);
  });

  it('the store list and the product grid stay public', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/pos/stores?brand=erafone' })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/pos/products?brand=grandlucky' })).statusCode).toBe(200);
  });
});
