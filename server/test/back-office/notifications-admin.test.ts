import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../src/platform/db/schema/index.ts';
import type { Clock } from '../../src/platform/clock.ts';
import { deliverDueWhatsApp, embeddedWhatsApp } from '../../src/notifications/index.ts';
import { translate } from '../../src/platform/texts.ts';
import { createMember } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { openShifts } from '../helpers/pos-shifts.ts';
import { accessTokenFor, cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The back office's side of members' messages (decision 032): the reminders' window and the WhatsApp messages. */
let t: TestApp;
let admin: { authorization: string };
let manager: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  await openShifts(t, ['STORE-001']);
  admin = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], 'auth0|notify-admin')}` };
  manager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|notify-manager')}` };
});
afterAll(async () => {
  await t.close();
});

const REMINDERS = '/api/admin/programme/reminders';
const WHATSAPP = '/api/admin/notifications/whatsapp';

describe('the reminders’ window', () => {
  it('is 30 days unless changed; managers read it, admins change it (audited), a stale form is refused', async () => {
    const read = await t.app.inject({ method: 'GET', url: REMINDERS, headers: manager });
    expect(read.statusCode).toBe(200);
    const { version, pointsExpiryReminderDays } = read.json();
    expect(pointsExpiryReminderDays).toBe(30);

    expect((await t.app.inject({ method: 'PUT', url: REMINDERS, headers: manager, payload: { version, pointsExpiryReminderDays: 14 } })).statusCode).toBe(403);
    const changed = await t.app.inject({ method: 'PUT', url: REMINDERS, headers: admin, payload: { version, pointsExpiryReminderDays: 14 } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ version: version + 1, pointsExpiryReminderDays: 14 });
    const [entry] = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'reminders.update'));
    expect(entry).toMatchObject({ entity: 'loyalty-programme', before: { pointsExpiryReminderDays: 30 }, after: { pointsExpiryReminderDays: 14 } });

    const stale = await t.app.inject({ method: 'PUT', url: REMINDERS, headers: admin, payload: { version, pointsExpiryReminderDays: 7 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(translate('en')('backOffice.errors.programme.stale'));
  });

  it('refuses a window outside 1 to 180 days with a sentence, and anonymous callers and cashiers', async () => {
    const { version } = (await t.app.inject({ method: 'GET', url: REMINDERS, headers: manager })).json();
    for (const days of [0, 181, 2.5, 'lots']) {
      const res = await t.app.inject({ method: 'PUT', url: REMINDERS, headers: admin, payload: { version, pointsExpiryReminderDays: days } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ pointsExpiryReminderDays: 'Enter a number of days from 1 to 180.' });
    }
    expect((await t.app.inject({ method: 'GET', url: REMINDERS })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: REMINDERS, headers: await cashierHeaders(t) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: REMINDERS, payload: { version, pointsExpiryReminderDays: 10 } })).statusCode).toBe(401);
  });
});

describe('the WhatsApp messages', () => {
  it('an admin reads what the embedded sink would have sent; managers, cashiers and anonymous callers may not', async () => {
    const member = await createMember(t.database.db, { points: 100 });
    const headers = await cashierHeaders(t);
    await t.app.inject({ method: 'PUT', url: `/api/loyalty/members/${member.membershipNumber}/notifications`, headers, payload: { whatsapp: { enabled: true, phone: '0811 5000 6000' } } });
    await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers, payload: orderBody({ membershipNumber: member.membershipNumber }) });
    const aMomentLater: Clock = { now: () => new Date(Date.now() + 1_000) };
    await deliverDueWhatsApp(t.database.db, embeddedWhatsApp(t.database.db), aMomentLater);

    const list = await t.app.inject({ method: 'GET', url: `${WHATSAPP}?status=delivered`, headers: admin });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ channel: 'embedded', counts: { pending: 0, delivered: 1, failed: 0 }, nextBefore: null });
    expect(body.messages[0]).toMatchObject({
      membershipNumber: member.membershipNumber,
      event: 'receipt',
      to: '+6281150006000',
      template: 'lumbung_receipt',
      language: 'en',
      status: 'delivered',
      attempts: 1,
      messageId: expect.stringMatching(/^embedded:/),
    });
    expect(body.messages[0].body).toContain('Points earned on this purchase: 74. Your points balance is now 174.');

    expect((await t.app.inject({ method: 'GET', url: WHATSAPP, headers: manager })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: WHATSAPP, headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: WHATSAPP })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: `${WHATSAPP}?status=sent`, headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('pending, delivered, failed');
  });
});
