import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminManagerStores, identityMailOutbox, memberNotifications, membershipOwners, posMemberConfirmations, whatsappOutbox } from '../../src/platform/db/schema/index.ts';
import { deleteOldConfirmations } from '../../src/pos/index.ts';
import { controlledClock } from '../helpers/controlled-clock.ts';
import { createMember, databaseSnapshot, issueVoucher, ledgerViolations } from '../helpers/loyalty-factories.ts';
import { memberCode } from '../helpers/member-confirmation.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { openShifts } from '../helpers/pos-shifts.ts';
import { accessTokenFor, cashierHeaders, shopperHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * docs/decisions/039-member-confirmation.md: a till sale that redeems points or uses a voucher needs the
 * member's confirmation (their member-area QR, or a one-time code sent to them), bound to the membership,
 * the store and the cashier, spent once; earning needs nothing.
 */
const clock = controlledClock(new Date('2026-11-27T10:00:00+07:00'));
let t: TestApp;
let cashier: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  cashier = await cashierHeaders(t);
  await openShifts(t, ['STORE-001']);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => clock.set('2026-11-27T10:00:00+07:00'));

const post = async (url: string, payload: object, headers: Record<string, string> = cashier) => t.app.inject({ method: 'POST', url, headers, payload });
const sale = (body: object) => post('/api/pos/orders', body);
const withConfirmation = (body: ReturnType<typeof orderBody>, memberConfirmation: string) => {
  const [entry] = body.orders;
  return { orders: [{ ...entry!, order: { ...entry!.order, memberConfirmation } }] };
};
const confirmWithCode = (code: string, extra: object = {}) => post('/api/pos/member-confirmations', { storeId: 'STORE-001', code, ...extra });
const pointsBalance = async (membershipNumber: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/loyalty/members/${membershipNumber}`, headers: cashier })).json().memberCurrencies[0].pointsBalance as number;

/** The one-time code the member received by e-mail, as they read it out. */
async function codeInMail(membershipNumber: string): Promise<{ code: string; subject: string; body: string; recipient: string }> {
  const sent = await t.database.db
    .select()
    .from(memberNotifications)
    .where(and(eq(memberNotifications.membershipNumber, membershipNumber), eq(memberNotifications.event, 'tillCode')))
    .orderBy(memberNotifications.id);
  const [mail] = await t.database.db.select().from(identityMailOutbox).where(eq(identityMailOutbox.id, sent.at(-1)!.mailId!));
  return { code: /: (\d{6})\./.exec(mail!.body)![1]!, subject: mail!.subject, body: mail!.body, recipient: mail!.recipient };
}

describe('redeeming at the till with the member’s QR', () => {
  it('books a sale that redeems points and uses a voucher once the member’s QR code is scanned', async () => {
    const member = await createMember(t.database.db, { points: 10_000 });
    const { voucherCode } = await issueVoucher(t.database.db, member, { definition: 'DISC10' });
    const confirmed = await confirmWithCode(await memberCode(t, member.membershipNumber), { membershipNumber: member.membershipNumber });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json()).toMatchObject({ membershipNumber: member.membershipNumber, method: 'memberCode', expiresAt: '2026-11-27T03:15:00.000Z' });

    const body = withConfirmation(orderBody({ membershipNumber: member.membershipNumber, voucherCode, points: 5_000 }), confirmed.json().confirmationId);
    const res = await sale(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().orders[0].order).toMatchObject({ voucherCode, pointsRedeemed: 5_000 });
    expect(res.json().orders[0].loyalty).toMatchObject({ pointsUsed: 5_000, previousPointsBalance: 10_000 });
    // The till retries after a lost answer: the first answer, nothing twice.
    const replay = await sale(body);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('keeps a confirmation 90 days after it expired, then the retention job deletes it', async () => {
    const member = await createMember(t.database.db, { points: 1_000 });
    const confirmed = await confirmWithCode(await memberCode(t, member.membershipNumber));
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const kept = () => t.database.db.select().from(posMemberConfirmations).where(eq(posMemberConfirmations.membershipNumber, member.membershipNumber));
    // It expires at 10:15 on 27 November; 90 days later it is still there, a day after that it is gone.
    clock.set('2027-02-25T10:00:00+07:00');
    await deleteOldConfirmations(t.database.db, clock.now());
    expect(await kept()).toHaveLength(1);
    clock.set('2027-02-26T10:16:00+07:00');
    const { deleted } = await deleteOldConfirmations(t.database.db, clock.now());
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await kept()).toEqual([]);
  });

  it('refuses a sale that redeems without a confirmation, and changes nothing', async () => {
    const member = await createMember(t.database.db, { points: 10_000 });
    const { voucherCode } = await issueVoucher(t.database.db, member, { definition: 'DISC10' });
    const before = await databaseSnapshot(t.database.db);
    for (const body of [orderBody({ membershipNumber: member.membershipNumber, points: 1_000 }), orderBody({ membershipNumber: member.membershipNumber, voucherCode })]) {
      const res = await sale(body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(
        `Redeeming points or using a voucher needs member ${member.membershipNumber} to agree: scan the QR from their member area, or send them a code.`,
      );
    }
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
    expect(await pointsBalance(member.membershipNumber)).toBe(10_000);
  });

  it('books a sale that only earns points as before, with no confirmation', async () => {
    const member = await createMember(t.database.db, { points: 100 });
    const res = await sale(orderBody({ membershipNumber: member.membershipNumber }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().orders[0].loyalty).toMatchObject({ pointsUsed: 0, pointsEarned: 74, newPointsBalance: 174 });
  });

  it('spends a confirmation on one sale only; a code scanned twice is refused', async () => {
    const member = await createMember(t.database.db, { points: 10_000 });
    const code = await memberCode(t, member.membershipNumber);
    const confirmed = await confirmWithCode(code);
    expect((await sale(withConfirmation(orderBody({ membershipNumber: member.membershipNumber, points: 1_000 }), confirmed.json().confirmationId))).statusCode).toBe(201);

    const again = await sale(withConfirmation(orderBody({ membershipNumber: member.membershipNumber, points: 1_000 }), confirmed.json().confirmationId));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`This confirmation was already used for another sale. Ask member ${member.membershipNumber} to confirm again.`);
    const rescanned = await confirmWithCode(code);
    expect(rescanned.statusCode).toBe(409);
    expect(rescanned.json().error.message).toBe('This member code was already used. Ask the member to open a new QR in the member area.');
  });

  it('gives the confirmation back when the sale is refused for another reason, so the fixed sale can use it', async () => {
    const member = await createMember(t.database.db, { points: 500 });
    const confirmation = (await confirmWithCode(await memberCode(t, member.membershipNumber))).json().confirmationId as string;
    const tooMany = await sale(withConfirmation(orderBody({ membershipNumber: member.membershipNumber, points: 600 }), confirmation));
    expect(tooMany.statusCode).toBe(422);
    const fixed = await sale(withConfirmation(orderBody({ membershipNumber: member.membershipNumber, points: 500 }), confirmation));
    expect(fixed.statusCode, fixed.body).toBe(201);
  });

  it('refuses an expired code, an expired confirmation, another member’s code and a forged one', async () => {
    const member = await createMember(t.database.db, { points: 10_000 });
    const other = await createMember(t.database.db, { points: 10_000 });

    const oldCode = await memberCode(t, member.membershipNumber);
    clock.set('2026-11-27T10:05:00+07:00');
    const expiredCode = await confirmWithCode(oldCode);
    expect(expiredCode.statusCode).toBe(409);
    expect(expiredCode.json().error.message).toBe('This member code has expired. Ask the member to open a new QR in the member area.');

    const othersCode = await confirmWithCode(await memberCode(t, other.membershipNumber), { membershipNumber: member.membershipNumber });
    expect(othersCode.statusCode).toBe(409);
    expect(othersCode.json().error.message).toBe(`This code belongs to another member, not ${member.membershipNumber}.`);

    // The other member's confirmation sent with this member's sale.
    const othersConfirmation = (await confirmWithCode(await memberCode(t, other.membershipNumber))).json().confirmationId as string;
    const wrongMember = await sale(withConfirmation(orderBody({ membershipNumber: member.membershipNumber, points: 1_000 }), othersConfirmation));
    expect(wrongMember.statusCode).toBe(403);
    expect(wrongMember.json().error.message).toBe(`This confirmation belongs to another member, not ${member.membershipNumber}. Ask member ${member.membershipNumber} to confirm again.`);

    const forged = oldCode.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    const forgedRes = await confirmWithCode(forged);
    expect(forgedRes.statusCode).toBe(400);
    expect(forgedRes.json().error.message).toBe('This is not a valid member code. Ask the member to open their QR in the member area, then scan it again.');

    const confirmation = (await confirmWithCode(await memberCode(t, member.membershipNumber))).json().confirmationId as string;
    clock.set('2026-11-27T10:21:00+07:00');
    const late = await sale(withConfirmation(orderBody({ membershipNumber: member.membershipNumber, points: 1_000 }), confirmation));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(`The confirmation of member ${member.membershipNumber} has expired (it lasts 15 minutes). Ask the member to confirm again.`);
    expect(await pointsBalance(member.membershipNumber)).toBe(10_000);
  });

  it('binds the confirmation to the cashier who took it', async () => {
    const member = await createMember(t.database.db, { points: 10_000 });
    const confirmation = (await confirmWithCode(await memberCode(t, member.membershipNumber))).json().confirmationId as string;
    const colleague = { authorization: `Bearer ${await accessTokenFor(t, ['cashier'], 'auth0|another-cashier')}` };
    await openShifts(t, ['STORE-001'], colleague);
    const res = await post('/api/pos/orders', withConfirmation(orderBody({ membershipNumber: member.membershipNumber, points: 1_000 }), confirmation), colleague);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(`This confirmation was taken at another till. Ask member ${member.membershipNumber} to confirm again at this till.`);
  });
});

describe('redeeming at the till with a one-time code', () => {
  it('sends a six-digit code by e-mail, and the right code confirms the member for the sale', async () => {
    const member = await createMember(t.database.db, { points: 10_000, email: 'otp.member@example.test' });
    const sent = await post('/api/pos/member-confirmations/otp', { storeId: 'STORE-001', membershipNumber: member.membershipNumber });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ membershipNumber: member.membershipNumber, channels: ['email'], sentTo: 'ot••••••••@example.test', expiresAt: '2026-11-27T03:05:00.000Z' });
    const mail = await codeInMail(member.membershipNumber);
    expect(mail.recipient).toBe('otp.member@example.test');
    expect(mail.subject).toBe(`Your till confirmation code: ${mail.code}`);
    expect(mail.body).toContain(`Your code to use points or a voucher at the till of Grand Lucky Kemang: ${mail.code}. Give it only to the cashier serving you; it is valid for 5 minutes.`);
    // Nothing stores the code itself on the challenge.
    const [row] = await t.database.db.select().from(posMemberConfirmations).where(eq(posMemberConfirmations.id, sent.json().challengeId));
    expect(row!.otpHash).not.toContain(mail.code);

    const verified = await post(`/api/pos/member-confirmations/otp/${sent.json().challengeId}`, { code: `${mail.code.slice(0, 3)} ${mail.code.slice(3)}` });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ confirmationId: sent.json().challengeId, method: 'otp', membershipNumber: member.membershipNumber });
    const res = await sale(withConfirmation(orderBody({ membershipNumber: member.membershipNumber, points: 2_000 }), verified.json().confirmationId));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().orders[0].loyalty).toMatchObject({ pointsUsed: 2_000 });
  });

  it('also sends it by WhatsApp when the member consented to it', async () => {
    const member = await createMember(t.database.db, { points: 1_000 });
    const consent = await t.app.inject({
      method: 'PUT',
      url: `/api/loyalty/members/${member.membershipNumber}/notifications?lang=en`,
      headers: cashier,
      payload: { whatsapp: { enabled: true, phone: '0812-3456-7999' }, storeId: 'STORE-001' },
    });
    expect(consent.statusCode).toBe(200);
    const sent = await post('/api/pos/member-confirmations/otp', { storeId: 'STORE-001', membershipNumber: member.membershipNumber });
    expect(sent.json().channels).toEqual(['email', 'whatsapp']);
    const { code } = await codeInMail(member.membershipNumber);
    const [message] = await t.database.db
      .select()
      .from(whatsappOutbox)
      .innerJoin(memberNotifications, eq(memberNotifications.id, whatsappOutbox.notificationId))
      .where(and(eq(memberNotifications.membershipNumber, member.membershipNumber), eq(memberNotifications.event, 'tillCode')));
    expect(message!.whatsapp_outbox).toMatchObject({ toPhone: '+6281234567999', templateName: 'lumbung_till_code', parameters: expect.objectContaining({ code, store: 'Grand Lucky Kemang' }) });
  });

  it('locks the code after five wrong ones; the lock stands even for the right code', async () => {
    const member = await createMember(t.database.db, { points: 10_000 });
    const { challengeId } = (await post('/api/pos/member-confirmations/otp', { storeId: 'STORE-001', membershipNumber: member.membershipNumber })).json();
    const { code } = await codeInMail(member.membershipNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await post(`/api/pos/member-confirmations/otp/${challengeId}`, { code: wrong });
      answers.push(`${res.statusCode} ${res.json().error.message}`);
    }
    expect(answers).toEqual([
      '400 Wrong code. Tries left: 4.',
      '400 Wrong code. Tries left: 3.',
      '400 Wrong code. Tries left: 2.',
      '400 Wrong code. Tries left: 1.',
      '409 Too many wrong codes, so this code is locked. Send the member a new code, or scan their QR.',
    ]);
    const right = await post(`/api/pos/member-confirmations/otp/${challengeId}`, { code });
    expect(right.statusCode).toBe(409);
    expect(right.json().error.message).toBe('Too many wrong codes, so this code is locked. Send the member a new code, or scan their QR.');
    const res = await sale(withConfirmation(orderBody({ membershipNumber: member.membershipNumber, points: 1_000 }), challengeId));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(`The code of member ${member.membershipNumber} has not been entered correctly yet. Type the code sent to the member, or scan their QR.`);
  });

  it('expires after five minutes, answers 404 at another till, and sends at most three codes in fifteen minutes', async () => {
    const member = await createMember(t.database.db, { points: 10_000 });
    const { challengeId } = (await post('/api/pos/member-confirmations/otp', { storeId: 'STORE-001', membershipNumber: member.membershipNumber })).json();
    const { code } = await codeInMail(member.membershipNumber);

    const colleague = { authorization: `Bearer ${await accessTokenFor(t, ['cashier'], 'auth0|third-cashier')}` };
    const elsewhere = await post(`/api/pos/member-confirmations/otp/${challengeId}`, { code }, colleague);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.message).toBe('This code was not sent from this till. Send the member a new code.');

    clock.set('2026-11-27T10:05:00+07:00');
    const late = await post(`/api/pos/member-confirmations/otp/${challengeId}`, { code });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('The code has expired (it lasts 5 minutes). Send the member a new code.');

    expect((await post('/api/pos/member-confirmations/otp', { storeId: 'STORE-001', membershipNumber: member.membershipNumber })).statusCode).toBe(201);
    expect((await post('/api/pos/member-confirmations/otp', { storeId: 'STORE-001', membershipNumber: member.membershipNumber })).statusCode).toBe(201);
    const fourth = await post('/api/pos/member-confirmations/otp', { storeId: 'STORE-001', membershipNumber: member.membershipNumber });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe("Three codes were already sent to this member within 15 minutes. Wait a little, or scan the member's QR.");
  });

  it('answers 404 for a member nobody knows', async () => {
    const res = await post('/api/pos/member-confirmations/otp', { storeId: 'STORE-001', membershipNumber: 'NOPE-404' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the member’s own code in the member area', () => {
  it('is made for the account’s own membership only: a cashier cannot make a member’s code', async () => {
    const member = await createMember(t.database.db, { points: 1_000 });
    await t.database.db.insert(membershipOwners).values({ userId: 'auth0|qr-owner', membershipNumber: member.membershipNumber, linkedVia: 'email' });
    const owner = await shopperHeaders(t, { sub: 'auth0|qr-owner' });
    const res = await post('/api/pos/my-member-code', {}, owner);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ membershipNumber: member.membershipNumber, expiresAt: '2026-11-27T03:05:00.000Z' });
    expect(res.json().code).toMatch(new RegExp(`^LB-${member.membershipNumber}-[0-9A-Z]+-[0-9A-Z]{10}$`));
    expect((await confirmWithCode(res.json().code)).statusCode).toBe(201);

    const staff = await post('/api/pos/my-member-code', {}, cashier);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().error.message).toBe('This account is not linked to a membership, so there is no QR for the till.');
  });
});

describe('who may call the confirmation endpoints', () => {
  const calls = [
    { url: '/api/pos/member-confirmations', body: { storeId: 'STORE-001', code: 'LB-1001-TOP2V4-7DMNQ2RTH8' } },
    { url: '/api/pos/member-confirmations/otp', body: { storeId: 'STORE-001', membershipNumber: '1001' } },
    { url: '/api/pos/member-confirmations/otp/8d7f3f0e-4a55-4c43-9d7e-4e1c3cf0b001', body: { code: '123456' } },
  ];
  it.each(calls)('$url: 401 without a token, 403 for a shopper', async ({ url, body }) => {
    const anonymous = await t.app.inject({ method: 'POST', url, payload: body });
    expect(anonymous.statusCode).toBe(401);
    const shopper = await post(url, body, await shopperHeaders(t, { sub: 'auth0|plain-shopper' }));
    expect(shopper.statusCode).toBe(403);
  });

  it('/api/pos/my-member-code: 401 without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/pos/my-member-code' })).statusCode).toBe(401);
  });

  it('refuses staff at a store outside their stores (403)', async () => {
    // Store scope is the back office's (decision 017): a manager of STORE-101 only.
    await t.database.db.insert(adminManagerStores).values({ userId: 'auth0|scoped-manager', storeId: 'STORE-101' });
    const scoped = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|scoped-manager')}` };
    const res = await post('/api/pos/member-confirmations/otp', { storeId: 'STORE-001', membershipNumber: '1001' }, scoped);
    expect(res.statusCode).toBe(403);
  });
});
