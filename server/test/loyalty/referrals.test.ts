import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReferrals } from '../../src/loyalty/index.ts';
import { Mailer } from '../../src/platform/mail/mailer.ts';
import { Notifier } from '../../src/notifications/index.ts';
import { createManagerAccount } from '../../src/seed/managers.ts';
import { loyaltyMemberDevices, loyaltyMembers, loyaltyReferrals, loyaltyTransactionJournals, memberNotifications } from '../../src/platform/db/schema/index.ts';
import { controlledClock } from '../helpers/controlled-clock.ts';
import { createMember, ledgerViolations, type TestMember } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { openShifts } from '../helpers/pos-shifts.ts';
import { accessTokenFor, cashierHeaders, shopperHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { chargeIdOf, checkoutBody, placed } from '../storefront/checkout/helpers.ts';

/**
 * Referrals (docs/decisions/033-referrals.md) with the app's clock in a test's hand: a friend who joins
 * with a member's code gets the welcome bonus on their first paid purchase; the referrer is credited once
 * the purchase's return window has passed, once whatever runs at once, and not at all when the purchase
 * came back within the window; each fraud rule refuses the referral and records why.
 */
const clock = controlledClock(new Date('2027-05-10T10:00:00+07:00'));
const MANAGER = { email: 'manajer.referrals@lumbung.test', password: 'Manajer#2024', name: 'Sari Wulandari', pin: '2468' };
let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], 'auth0|referrals-admin')}` };
  await openShifts(t, ['STORE-101']);
  await createManagerAccount(t.database.db, MANAGER);
});
afterAll(async () => {
  await t.close();
});

/** One run of the referral job as jobs.ts runs it, in `app` (a second app on the database is a second process). */
function run(app: TestApp = t) {
  const mailer = new Mailer(app.database.db, app.config.mail, app.app.log, clock);
  const notifier = new Notifier({ db: app.database.db, mailer, clock, log: app.app.log, publicUrl: app.config.publicUrl, defaultLanguage: () => 'id' });
  return runReferrals(app.app.loyaltyEngine, notifier);
}

/** A member who owns their membership through a verified e-mail, and their referral code. */
async function referrer(overrides: { phone?: string } = {}): Promise<{ member: TestMember; headers: Record<string, string>; code: string }> {
  const member = await createMember(t.database.db, { firstName: 'Budi' });
  if (overrides.phone) {
    await t.database.db.execute(`update loyalty_contacts set phone = '${overrides.phone}' where id = (select contact_id from loyalty_members where id = '${member.id}')`);
  }
  const headers = await shopperHeaders(t, { sub: `auth0|${randomUUID()}`, email: member.email, emailVerified: true });
  const res = await t.app.inject({ method: 'GET', url: '/api/loyalty/me/referrals', headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { code: string };
  expect(body.code).toMatch(/^[A-Z2-9]{8}$/);
  // Asked again, the same code.
  expect((await t.app.inject({ method: 'GET', url: '/api/loyalty/me/referrals', headers })).json()).toMatchObject({ code: body.code });
  return { member, headers, code: body.code };
}

/** A new shopper joins online with `code`; answers the join and the friend's membership number. */
async function join(code: string, extra: { email?: string; deviceId?: string; phone?: string } = {}) {
  const email = extra.email ?? `teman.${randomUUID().slice(0, 8)}@example.test`;
  const headers = await shopperHeaders(t, { sub: `auth0|${randomUUID()}`, email, emailVerified: true });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loyalty/me/join',
    headers,
    payload: { firstName: 'Sinta', lastName: 'Dewi', referralCode: code, deviceId: extra.deviceId ?? randomUUID(), ...(extra.phone ? { phone: extra.phone } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { membershipNumber: string; referral: { status: string; refusalReason: string | null; friendPoints: number } | null };
  return { ...body, headers };
}

async function sell(membershipNumber: string) {
  const body = orderBody({ membershipNumber, storeId: 'STORE-101', lines: [{ productCode: 'EF-ACC-001', quantity: 1 }] });
  const res = await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: await cashierHeaders(t), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return body.orders[0]!.newExternalTransactionNumber;
}

async function giveBack(transactionNumber: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pos/returns',
    headers: await cashierHeaders(t),
    payload: { returnKey: `RET-${randomUUID()}`, externalTransactionNumber: transactionNumber, lines: [{ lineNumber: 1, quantity: 1 }], approval: { managerEmail: MANAGER.email, pin: MANAGER.pin } },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const journalsOf = async (membershipNumber: string, subType: string) => {
  const [member] = await t.database.db.select().from(loyaltyMembers).where(eq(loyaltyMembers.membershipNumber, membershipNumber));
  return t.database.db
    .select()
    .from(loyaltyTransactionJournals)
    .where(and(eq(loyaltyTransactionJournals.memberId, member!.id), eq(loyaltyTransactionJournals.journalSubTypeName, subType)));
};

const referralOf = async (friendNumber: string) => {
  const [member] = await t.database.db.select().from(loyaltyMembers).where(eq(loyaltyMembers.membershipNumber, friendNumber));
  const [row] = await t.database.db.select().from(loyaltyReferrals).where(eq(loyaltyReferrals.friendMemberId, member!.id));
  return row!;
};

const myReferrals = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/loyalty/me/referrals', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { referrals: { friend: string; status: string; refusalReason: string | null; points: number | null; windowEndsAt: string | null }[] };
};

describe('a referral', () => {
  it('pays the friend on the first paid purchase and the referrer once after the return window, whatever runs at once', async () => {
    clock.set('2027-05-10T10:00:00+07:00');
    const { code, member, headers } = await referrer();
    const friend = await join(code);
    expect(friend.referral).toEqual({ status: 'pending', refusalReason: null, friendPoints: 5_000 });
    expect((await myReferrals(headers)).referrals).toEqual([expect.objectContaining({ friend: 'Sinta D.', status: 'pending' })]);

    // No purchase yet: nothing happens.
    expect(await run()).toMatchObject({ qualified: 0, credited: 0 });

    clock.set('2027-05-11T12:00:00+07:00');
    const purchase = await sell(friend.membershipNumber);
    expect((await run()).qualified).toBe(1);
    const welcome = await journalsOf(friend.membershipNumber, 'Referral Bonus');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]).toMatchObject({ journalTypeName: 'Accrual', externalTransactionNumber: purchase });
    expect(await referralOf(friend.membershipNumber)).toMatchObject({ status: 'qualified', purchaseNumber: purchase, friendPoints: 5_000, windowEndsAt: new Date('2027-05-18T12:00:00+07:00') });
    expect((await myReferrals(headers)).referrals[0]).toMatchObject({ status: 'qualified', windowEndsAt: '2027-05-18T05:00:00.000Z' });

    // A second purchase does not pay the friend again.
    await sell(friend.membershipNumber);
    await run();
    expect(await journalsOf(friend.membershipNumber, 'Referral Bonus')).toHaveLength(1);

    // Before the window ends the referrer has nothing.
    clock.set('2027-05-18T11:59:00+07:00');
    expect((await run()).credited).toBe(0);
    expect(await journalsOf(member.membershipNumber, 'Referral Reward')).toHaveLength(0);

    // After it: one credit across concurrent runs in two processes, and none on later runs.
    clock.set('2027-05-18T12:30:00+07:00');
    const second = await createTestApp({ database: t.database, clock });
    try {
      const results = await Promise.all([run(), run(), run(second), run(second)]);
      expect(results.reduce((sum, r) => sum + r.credited, 0)).toBe(1);
    } finally {
      await second.close();
    }
    expect((await run()).credited).toBe(0);
    const rewards = await journalsOf(member.membershipNumber, 'Referral Reward');
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ journalTypeName: 'Accrual' });
    expect(await referralOf(friend.membershipNumber)).toMatchObject({ status: 'credited', referrerPoints: 10_000 });
    expect((await myReferrals(headers)).referrals[0]).toMatchObject({ status: 'credited', points: 10_000 });

    // The referrer is told once, in their language.
    const messages = await t.database.db.select().from(memberNotifications).where(eq(memberNotifications.membershipNumber, member.membershipNumber));
    expect(messages).toEqual([expect.objectContaining({ event: 'referralReward', values: { name: 'Budi', points: 10_000, friend: 'Sinta' } })]);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('is reversed when the purchase comes back within the window: no reward for the referrer', async () => {
    clock.set('2027-06-01T10:00:00+07:00');
    const { code, member, headers } = await referrer();
    const friend = await join(code);
    const purchase = await sell(friend.membershipNumber);
    expect((await run()).qualified).toBe(1);

    clock.set('2027-06-05T10:00:00+07:00');
    await giveBack(purchase);
    expect((await run()).reversed).toBe(1);
    expect(await referralOf(friend.membershipNumber)).toMatchObject({ status: 'reversed' });

    clock.set('2027-06-20T10:00:00+07:00');
    expect((await run()).credited).toBe(0);
    expect(await journalsOf(member.membershipNumber, 'Referral Reward')).toHaveLength(0);
    expect((await myReferrals(headers)).referrals[0]).toMatchObject({ status: 'reversed', points: null });
    // The friend keeps the welcome bonus (decision 033).
    expect(await journalsOf(friend.membershipNumber, 'Referral Bonus')).toHaveLength(1);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('online: paid with the payment simulator it qualifies; cancelled after payment within the window it is reversed', async () => {
    clock.set('2027-06-10T10:00:00+07:00');
    const { code, member } = await referrer();
    const friend = await join(code);
    const order = await placed(t, checkoutBody({ deliveryCode: 'pickup', pickup: true, address: null }), friend.headers);
    expect(order.membershipNumber).toBe(friend.membershipNumber);
    // Not paid yet: not a purchase.
    expect((await run()).qualified).toBe(0);
    await t.app.inject({ method: 'POST', url: `/api/payment-sim/charges/${chargeIdOf(order)}/pay` });
    expect((await run()).qualified).toBe(1);
    expect(await referralOf(friend.membershipNumber)).toMatchObject({ status: 'qualified', purchaseNumber: order.orderNumber });

    clock.set('2027-06-12T10:00:00+07:00');
    const manager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|referrals-shop-manager')}` };
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/back-office/shop-orders/${order.orderNumber}/status`, headers: manager, payload: { status: 'cancelled' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await run()).reversed).toBe(1);
    clock.set('2027-06-30T10:00:00+07:00');
    await run();
    expect(await journalsOf(member.membershipNumber, 'Referral Reward')).toHaveLength(0);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('is credited when the purchase comes back only after the window', async () => {
    clock.set('2027-07-01T10:00:00+07:00');
    const { code, member } = await referrer();
    const friend = await join(code);
    const purchase = await sell(friend.membershipNumber);
    await run();
    // The job did not run while the window ended; the return came after it.
    clock.set('2027-07-09T10:00:00+07:00');
    await giveBack(purchase);
    expect((await run()).credited).toBe(1);
    expect(await journalsOf(member.membershipNumber, 'Referral Reward')).toHaveLength(1);
  });
});

describe('the fraud rules refuse a referral and record why; the friend joins all the same', () => {
  it('self-referral: the referrer’s own e-mail (another spelling of it), phone or device', async () => {
    clock.set('2027-08-01T10:00:00+07:00');
    const { code, member, headers } = await referrer({ phone: '6281299990001' });
    const [local, domain] = member.email.split('@');
    const ownMailbox = await join(code, { email: `${local}+promo@${domain}` });
    expect(ownMailbox.referral).toEqual({ status: 'refused', refusalReason: 'selfReferral', friendPoints: 0 });
    const ownPhone = await join(code, { phone: '0812-9999-0001' });
    expect(ownPhone.referral).toMatchObject({ status: 'refused', refusalReason: 'selfReferral' });
    expect(ownPhone.membershipNumber).toBeTruthy();

    // The referrer's device: a device hash recorded when they joined (the seed's members have none).
    const [referrerMember] = await t.database.db.select().from(loyaltyMembers).where(eq(loyaltyMembers.membershipNumber, member.membershipNumber));
    await t.database.db.insert(loyaltyMemberDevices).values({ memberId: referrerMember!.id, deviceHash: (await import('../../src/loyalty/referrals/referrals.ts')).deviceHashOf('device-of-budi') });
    const ownDevice = await join(code, { deviceId: 'device-of-budi' });
    expect(ownDevice.referral).toMatchObject({ status: 'refused', refusalReason: 'selfReferral' });

    expect((await myReferrals(headers)).referrals.map((r) => [r.status, r.refusalReason])).toEqual([
      ['refused', 'selfReferral'],
      ['refused', 'selfReferral'],
      ['refused', 'selfReferral'],
    ]);
    // A refused referral never pays, even after a purchase.
    await sell(ownPhone.membershipNumber);
    expect((await run()).qualified).toBe(0);
    expect(await journalsOf(ownPhone.membershipNumber, 'Referral Bonus')).toHaveLength(0);
  });

  it('another member’s e-mail, phone or device', async () => {
    clock.set('2027-08-02T10:00:00+07:00');
    const { code } = await referrer();
    const other = await createMember(t.database.db, { email: `ani.lestari.${randomUUID().slice(0, 6)}@gmail.com` });
    const [local, domain] = other.email.split('@');
    // Gmail ignores dots and '+tags': the same mailbox.
    const sameEmail = await join(code, { email: `${local!.replace('.', '')}+2@${domain}` });
    expect(sameEmail.referral).toMatchObject({ status: 'refused', refusalReason: 'sameEmail' });

    await t.database.db.execute(`update loyalty_contacts set phone = '6281377770002' where id = (select contact_id from loyalty_members where id = '${other.id}')`);
    const samePhone = await join(code, { phone: '+62 813 7777 0002' });
    expect(samePhone.referral).toMatchObject({ status: 'refused', refusalReason: 'samePhone' });

    // A device another member joined on (the first join records it).
    const device = randomUUID();
    const firstOnDevice = await join(code, { deviceId: device });
    expect(firstOnDevice.referral).toMatchObject({ status: 'pending' });
    const sameDevice = await join(code, { deviceId: device });
    expect(sameDevice.referral).toMatchObject({ status: 'refused', refusalReason: 'sameDevice' });
    // Only the hash is stored.
    const stored = await t.database.db.select().from(loyaltyMemberDevices);
    expect(stored.some((row) => row.deviceHash === device)).toBe(false);
  });

  it('more referrals in a Jakarta calendar month than the programme allows', async () => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/admin/programme/referrals', headers: admin })).json();
    expect(current).toMatchObject({ referrerPoints: 10_000, friendPoints: 5_000, returnWindowDays: 7, monthlyLimit: 5 });
    const limited = await t.app.inject({ method: 'PUT', url: '/api/admin/programme/referrals', headers: admin, payload: { ...current, monthlyLimit: 2 } });
    expect(limited.statusCode, limited.body).toBe(200);
    try {
      clock.set('2027-09-30T23:00:00+07:00');
      const { code } = await referrer();
      expect((await join(code)).referral).toMatchObject({ status: 'pending' });
      expect((await join(code)).referral).toMatchObject({ status: 'pending' });
      expect((await join(code)).referral).toMatchObject({ status: 'refused', refusalReason: 'monthlyLimit' });
      // 1 October in Jakarta (still 30 September in UTC): a new month.
      clock.set('2027-10-01T00:30:00+07:00');
      expect((await join(code)).referral).toMatchObject({ status: 'pending' });
    } finally {
      const now = (await t.app.inject({ method: 'GET', url: '/api/admin/programme/referrals', headers: admin })).json();
      await t.app.inject({ method: 'PUT', url: '/api/admin/programme/referrals', headers: admin, payload: { ...now, monthlyLimit: 5 } });
    }
  });

  it('an unknown code is ignored: the shopper joins without a referral', async () => {
    const friend = await join('ZZZZZZZZ');
    expect(friend.referral).toEqual({ status: 'unknownCode', refusalReason: null, friendPoints: 0 });
  });
});

describe('the back office', () => {
  it('lists referrals with status and reason to managers and admins; 401 anonymous, 403 cashier and shopper', async () => {
    const manager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|referrals-manager')}` };
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/referrals?status=refused', headers: manager });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as { counts: Record<string, number>; referrals: { status: string; refusalReason: string; referrer: { name: string }; friend: { membershipNumber: string } }[] };
    expect(list.referrals.length).toBeGreaterThan(0);
    expect(list.referrals.every((row) => row.status === 'refused' && row.refusalReason)).toBe(true);
    expect(list.counts.refused).toBeGreaterThanOrEqual(list.referrals.length);
    expect(list.counts.credited).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/referrals', headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/referrals?status=nonsense', headers: admin })).statusCode).toBe(400);

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/referrals' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/referrals', headers: await cashierHeaders(t) })).statusCode).toBe(403);
    const shopper = await shopperHeaders(t, { sub: `auth0|${randomUUID()}`, email: 'someone@example.test' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/referrals', headers: shopper })).statusCode).toBe(403);
    // The rules: managers read, only admins change.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/programme/referrals', headers: manager })).statusCode).toBe(200);
    const settings = (await t.app.inject({ method: 'GET', url: '/api/admin/programme/referrals', headers: admin })).json();
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/programme/referrals', headers: manager, payload: settings })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/programme/referrals', payload: settings })).statusCode).toBe(401);
    const invalid = await t.app.inject({ method: 'PUT', url: '/api/admin/programme/referrals', headers: admin, payload: { ...settings, returnWindowDays: 91 } });
    expect(invalid.statusCode).toBe(400);
    // Pages of 25, newest first; friends who joined in the same instant are neither skipped nor repeated.
    const { member: busy } = await referrer();
    const joinedAt = new Date('2020-01-01T10:00:00+07:00');
    for (let i = 0; i < 30; i += 1) {
      const friend = await createMember(t.database.db);
      await t.database.db.insert(loyaltyReferrals).values({ id: randomUUID(), referrerMemberId: busy.id, friendMemberId: friend.id, code: 'TESTCODE', status: 'pending', createdAt: joinedAt });
    }
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const query: string = before ? `?before=${encodeURIComponent(before)}` : '';
      const page = await t.app.inject({ method: 'GET', url: `/api/admin/referrals${query}`, headers: admin });
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json() as { referrals: { id: string }[]; nextBefore: string | null };
      seen.push(...body.referrals.map((row) => row.id));
      before = body.nextBefore;
    } while (before);
    expect(new Set(seen).size).toBe(seen.length);
    const total = await t.database.db.$count(loyaltyReferrals);
    expect(seen).toHaveLength(total);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/referrals?before=yesterday', headers: admin })).statusCode).toBe(400);

    // The member's own list needs a signed-in account; one without a membership (a cashier) has none.
    expect((await t.app.inject({ method: 'GET', url: '/api/loyalty/me/referrals' })).statusCode).toBe(401);
    const cashierOwn = await t.app.inject({ method: 'GET', url: '/api/loyalty/me/referrals', headers: await cashierHeaders(t) });
    expect(cashierOwn.statusCode, cashierOwn.body).toBe(200);
    expect(cashierOwn.json()).toBeNull();
  });
});
