import { addDaysToDay, jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transientConflictRetries } from '../../src/platform/db/client.ts';
import { expirePoints } from '../../src/loyalty/ledger/expiry.ts';
import { createMember, grantSpin, issueVoucher, ledgerViolations, type TestMember } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { withMemberConfirmation } from '../helpers/member-confirmation.ts';
import { openShifts } from '../helpers/pos-shifts.ts';
import { cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';
import { chargeIdOf, checkoutBody, placeCheckout, setStock } from '../storefront/checkout/helpers.ts';

/**
 * The mix of the hardening review's soak (decision 010), briefly, on PostgreSQL: POS orders (points and vouchers) for one member,
 * that member's redemptions, spins and ledger, other members' profiles, eligibility checks, storefront
 * orders (placed at the checkout, then paid on the embedded gateway's simulator) and the points expiry
 * job, all at once. It used to fail POS orders with `deadlock detected`;
 * every request must now succeed (or be refused for a reason a cashier can read), and the ledger
 * must still add up.
 */
const VOUCHERS = 120;

describe.runIf(testEngine === 'postgres')('mixed load on one member (PostgreSQL)', () => {
  let t: TestApp;
  let member: TestMember;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    headers = { ...(await cashierHeaders(t)), 'content-type': 'application/json' };
    await openShifts(t, ['STORE-001']);
    // Every storefront order reserves a unit: enough on the shelf for the whole run.
    await setStock(t, '7', 1_000_000);
    const today = jakartaDayOfInstant(new Date());
    member = await createMember(t.database.db, {
      points: 5_000_000,
      // Buckets due today and yesterday give the expiry job work on the same member.
      buckets: [
        { points: 1_000, expirationDate: today },
        { points: 1_000, expirationDate: addDaysToDay(today, -1) },
      ],
    });
  }, 60_000);
  afterAll(async () => t?.close());

  it('POS orders, redemptions, spins, reads and the expiry job together: no error, no deadlock', async () => {
    const vouchers = await Promise.all(Array.from({ length: VOUCHERS }, () => issueVoucher(t.database.db, member, { definition: 'VCH10K' })));
    const spins = await Promise.all(Array.from({ length: 20 }, () => grantSpin(t.database.db, member)));
    const rewards = (await t.app.inject({ method: 'GET', url: `/api/loyalty/members/${member.membershipNumber}/rewards`, headers })).json() as {
      Id: string;
    }[];
    const reward = rewards[0];
    expect(reward).toBeDefined();

    let nextVoucher = 0;
    let ordersSent = 0;
    let nextSpin = 0;
    const kinds: Record<string, () => Promise<{ statusCode: number; body: string }>> = {
      posOrder: async () => {
        // Every other order with a voucher of the member's own; each with the member's confirmation (decision 039).
        const voucher = (ordersSent += 1) % 2 === 0 ? vouchers[nextVoucher++] : undefined;
        return t.app.inject({
          method: 'POST',
          url: '/api/pos/orders',
          headers,
          payload: await withMemberConfirmation(t, orderBody({
            membershipNumber: member.membershipNumber,
            points: 500,
            voucherCode: voucher?.voucherCode ?? null,
            lines: [
              { productCode: 'GL-SEA-002', quantity: 2 },
              { productCode: 'GL-MLK-006', quantity: 1 },
            ],
          }), headers),
        });
      },
      redemption: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/loyalty/rewards/redeem',
          headers,
          payload: { MembershipNumber: member.membershipNumber, RewardCatalogId: reward!.Id },
        }),
      spin: () => {
        const spin = spins[nextSpin++ % spins.length];
        return t.app.inject({ method: 'POST', url: `/api/loyalty/game-rewards/${spin}/play`, headers: { authorization: headers.authorization! } });
      },
      ledger: () => t.app.inject({ method: 'GET', url: `/api/loyalty/members/${member.membershipNumber}/ledger`, headers }),
      profile: () => t.app.inject({ method: 'GET', url: `/api/loyalty/members/${member.membershipNumber}`, headers }),
      eligibility: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/loyalty/vouchers/eligibility',
          headers,
          payload: { CartValue: 250_000, StoreId: 'STORE-003', VoucherCode: vouchers[VOUCHERS - 1]!.voucherCode, MembershipNumber: member.membershipNumber },
        }),
      shopOrder: async () => {
        const placed = await placeCheckout(t, checkoutBody({ lines: [{ productId: '7', quantity: 1 }] }));
        if (placed.statusCode !== 201) return placed;
        return t.app.inject({ method: 'POST', url: `/api/payment-sim/charges/${chargeIdOf(placed.json())}/pay` });
      },
    };
    const plan = ['posOrder', 'redemption', 'posOrder', 'spin', 'ledger', 'posOrder', 'profile', 'redemption', 'eligibility', 'shopOrder'];
    const failures: string[] = [];
    const counts: Record<string, number> = {};
    let sent = 0;
    const deadline = Date.now() + 6_000;
    const worker = async (offset: number) => {
      for (let i = offset; Date.now() < deadline && nextVoucher < VOUCHERS - 1; i += 1) {
        const kind = plan[i % plan.length]!;
        const response = await kinds[kind]!();
        sent += 1;
        counts[kind] = (counts[kind] ?? 0) + 1;
        if (response.statusCode >= 300) failures.push(`${kind} ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    };
    const expiry = async () => {
      while (Date.now() < deadline && nextVoucher < VOUCHERS - 1) {
        await expirePoints(t.app.loyaltyEngine);
        // Not a wait for a condition: the pause is the job's interval, as the server runs it, squeezed to 50 ms.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await Promise.all([...Array.from({ length: 16 }, (_, i) => worker(i * 3)), expiry()]);

    expect(failures).toEqual([]);
    // Not one deadlock needed a retry: the lock order itself holds (retries are the safety net).
    expect(transientConflictRetries['40P01'] ?? 0).toBe(0);
    expect(sent).toBeGreaterThan(50);
    expect(counts.posOrder).toBeGreaterThan(10);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  }, 60_000);
});
