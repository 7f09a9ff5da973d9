import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMessage } from '#domain/notifications/templates.ts';
import { translate } from '#domain/texts/catalogues.ts';
import {
  identityMailOutbox,
  memberNotificationConsents,
  memberNotifications,
  membershipOwners,
  whatsappOutbox,
  whatsappSinkMessages,
} from '../../src/platform/db/schema/index.ts';
import type { Clock } from '../../src/platform/clock.ts';
import { deliverDueWhatsApp, embeddedWhatsApp, Notifier } from '../../src/notifications/index.ts';
import { Mailer } from '../../src/platform/mail/mailer.ts';
import { createMember, uniqueNumber } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { openShifts } from '../helpers/pos-shifts.ts';
import { cashierHeaders, shopperHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://toko.example' } });
  await openShifts(t, ['STORE-001']);
});
afterAll(async () => {
  await t.close();
});

/**
 * The worker's clock when a test delivers right after queueing: rows are due at the database's now()
 * (microseconds) and the worker reads the app's clock (milliseconds).
 */
const aMomentLater: Clock = { now: () => new Date(Date.now() + 1_000) };
const deliverWhatsApp = () => deliverDueWhatsApp(t.database.db, embeddedWhatsApp(t.database.db), aMomentLater);

const settingsUrl = (membershipNumber: string, lang = 'en') => `/api/loyalty/members/${membershipNumber}/notifications?lang=${lang}`;

async function sell(membershipNumber: string) {
  const body = orderBody({ membershipNumber });
  const res = await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: await cashierHeaders(t), payload: body });
  expect(res.statusCode).toBe(201);
  return { body, placed: res.json().orders[0] as { externalTransactionNumber: string; loyalty: { pointsEarned: number; newPointsBalance: number } } };
}

async function sinkMessagesOf(membershipNumber: string) {
  return t.database.db
    .select({ to: whatsappSinkMessages.toPhone, body: whatsappSinkMessages.body, request: whatsappSinkMessages.request, status: whatsappOutbox.status })
    .from(whatsappSinkMessages)
    .innerJoin(whatsappOutbox, eq(whatsappOutbox.id, whatsappSinkMessages.outboxId))
    .innerJoin(memberNotifications, eq(memberNotifications.id, whatsappOutbox.notificationId))
    .where(eq(memberNotifications.membershipNumber, membershipNumber))
    .orderBy(whatsappSinkMessages.id);
}

const notificationsOf = (membershipNumber: string) => t.database.db.select().from(memberNotifications).where(eq(memberNotifications.membershipNumber, membershipNumber)).orderBy(memberNotifications.id);

async function consentAtTill(membershipNumber: string, phone: string, lang = 'id') {
  const res = await t.app.inject({
    method: 'PUT',
    url: settingsUrl(membershipNumber, lang),
    headers: await cashierHeaders(t),
    payload: { whatsapp: { enabled: true, phone }, storeId: 'STORE-001' },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('the receipt message (a member’s sale at the till)', () => {
  it('goes nowhere without consent: no WhatsApp message, and no e-mail (the till e-mails receipts on request)', async () => {
    const member = await createMember(t.database.db, { points: 1_000 });
    const { placed } = await sell(member.membershipNumber);
    await deliverWhatsApp();
    expect(await sinkMessagesOf(member.membershipNumber)).toEqual([]);
    const [notification] = await notificationsOf(member.membershipNumber);
    expect(notification).toMatchObject({ event: 'receipt', dedupeKey: `receipt:${placed.externalTransactionNumber}`, channels: [], mailId: null });
  });

  it('goes to WhatsApp once the member consented at the till: in their language, with the sale’s exact points and balance', async () => {
    const member = await createMember(t.database.db, { points: 1_000 });
    const settings = await consentAtTill(member.membershipNumber, '0812-3456-7801');
    expect(settings).toMatchObject({ language: 'id', email: { enabled: true }, whatsapp: { enabled: true, phone: '+6281234567801', consentSource: 'till' } });
    expect(await t.database.db.select().from(memberNotificationConsents).where(eq(memberNotificationConsents.membershipNumber, member.membershipNumber))).toMatchObject([
      { channel: 'whatsapp', action: 'given', source: 'till', phone: '+6281234567801', storeId: 'STORE-001', recordedBy: 'auth0|test-cashier' },
    ]);

    const { placed } = await sell(member.membershipNumber);
    expect(placed.loyalty).toMatchObject({ pointsEarned: 74, newPointsBalance: 1_074 });
    expect(await deliverWhatsApp()).toMatchObject({ delivered: 1, failed: 0 });

    const [message] = await sinkMessagesOf(member.membershipNumber);
    const stopLink = message!.body.match(/https:\/\/toko\.example\/berhenti\/whatsapp\/\S+/)?.[0];
    const expected = renderMessage(translate('id'), 'receipt', { store: 'Grand Lucky Kemang', points: 74, balance: 1_074 }, { email: '', whatsapp: stopLink! });
    expect(message).toMatchObject({ to: '+6281234567801', status: 'delivered', body: expected.whatsapp.text });
    expect(message!.body).toContain('Anda mendapat 74 poin dari transaksi ini. Saldo poin Anda sekarang 1.074 poin.');
    expect(message!.request).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '6281234567801',
      type: 'template',
      template: {
        name: 'lumbung_receipt',
        language: { code: 'id' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', parameter_name: 'store', text: 'Grand Lucky Kemang' },
              { type: 'text', parameter_name: 'points', text: '74' },
              { type: 'text', parameter_name: 'balance', text: '1.074' },
              { type: 'text', parameter_name: 'stop_link', text: stopLink },
            ],
          },
        ],
      },
    });
  });

  it('is queued once for a sale, even when the till sends the sale again', async () => {
    const member = await createMember(t.database.db);
    await consentAtTill(member.membershipNumber, '0813 1111 2222');
    const { body } = await sell(member.membershipNumber);
    const again = await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: await cashierHeaders(t), payload: body });
    expect(again.statusCode).toBe(200);
    await deliverWhatsApp();
    await deliverWhatsApp();
    expect(await sinkMessagesOf(member.membershipNumber)).toHaveLength(1);
  });
});

describe('stopping messages', () => {
  it('the stop link in a WhatsApp message stops WhatsApp, records it, and a message still queued is not sent', async () => {
    const member = await createMember(t.database.db);
    await consentAtTill(member.membershipNumber, '0857 1234 5678');
    await sell(member.membershipNumber);
    await deliverWhatsApp();
    const [first] = await sinkMessagesOf(member.membershipNumber);
    const token = first!.body.match(/\/berhenti\/whatsapp\/(\S+)/)?.[1];

    await sell(member.membershipNumber); // queued, not delivered yet
    const stop = await t.app.inject({ method: 'POST', url: '/api/notifications/stop', payload: { channel: 'whatsapp', token } });
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ channel: 'whatsapp', stopped: true });
    await sell(member.membershipNumber); // after the stop: not queued at all
    await deliverWhatsApp();

    expect(await sinkMessagesOf(member.membershipNumber)).toHaveLength(1);
    const queued = await t.database.db
      .select({ status: whatsappOutbox.status, lastError: whatsappOutbox.lastError })
      .from(whatsappOutbox)
      .innerJoin(memberNotifications, eq(memberNotifications.id, whatsappOutbox.notificationId))
      .where(eq(memberNotifications.membershipNumber, member.membershipNumber))
      .orderBy(whatsappOutbox.id);
    expect(queued).toEqual([
      { status: 'delivered', lastError: null },
      { status: 'failed', lastError: 'Not sent: the member no longer consents to WhatsApp messages on this number' },
    ]);
    expect((await notificationsOf(member.membershipNumber)).map((n) => n.channels)).toEqual([['whatsapp'], ['whatsapp'], []]);
    const consents = await t.database.db.select().from(memberNotificationConsents).where(eq(memberNotificationConsents.membershipNumber, member.membershipNumber)).orderBy(memberNotificationConsents.id);
    expect(consents.map((c) => [c.action, c.source, c.phone, c.recordedBy])).toEqual([
      ['given', 'till', '+6285712345678', 'auth0|test-cashier'],
      ['withdrawn', 'stopLink', '+6285712345678', null],
    ]);
    const settings = await t.app.inject({ method: 'GET', url: settingsUrl(member.membershipNumber), headers: await cashierHeaders(t) });
    expect(settings.json().whatsapp).toEqual({ enabled: false, phone: null, consentedAt: null, consentSource: null });
  });

  it('a STOP reply from a number stops WhatsApp for the members consenting on it, recorded as a reply', async () => {
    const member = await createMember(t.database.db);
    await consentAtTill(member.membershipNumber, '0819 4444 5555');
    const clock: Clock = { now: () => new Date() };
    const notifier = new Notifier({ db: t.database.db, mailer: new Mailer(t.database.db, t.config.mail, t.app.log, clock), clock, log: t.app.log, publicUrl: t.config.publicUrl, defaultLanguage: () => 'id' });
    expect(await notifier.stopByReply('+6281944445555')).toBe(1);
    expect(await notifier.stopByReply('+6281944445555')).toBe(0);
    expect((await notifier.settingsOf(member.membershipNumber)).whatsapp.enabled).toBe(false);
    const [, withdrawn] = await t.database.db.select().from(memberNotificationConsents).where(eq(memberNotificationConsents.membershipNumber, member.membershipNumber)).orderBy(memberNotificationConsents.id);
    expect(withdrawn).toMatchObject({ action: 'withdrawn', source: 'reply', phone: '+6281944445555', recordedBy: null });
  });

  it('the member switches WhatsApp and e-mail off and on on their own page', async () => {
    const member = await createMember(t.database.db);
    const sub = `auth0|${uniqueNumber('owner')}`;
    await t.database.db.insert(membershipOwners).values({ userId: sub, membershipNumber: member.membershipNumber, linkedVia: 'email' });
    const headers = await shopperHeaders(t, { sub, email: member.email, emailVerified: true });

    const on = await t.app.inject({ method: 'PUT', url: settingsUrl(member.membershipNumber), headers, payload: { whatsapp: { enabled: true, phone: '+62 811 2233 4455' }, language: 'en' } });
    expect(on.json()).toMatchObject({ language: 'en', whatsapp: { enabled: true, phone: '+6281122334455', consentSource: 'profile' } });
    const off = await t.app.inject({ method: 'PUT', url: settingsUrl(member.membershipNumber), headers, payload: { whatsapp: { enabled: false }, email: { enabled: false } } });
    expect(off.json()).toMatchObject({ language: 'en', email: { enabled: false }, whatsapp: { enabled: false, phone: null } });

    await sell(member.membershipNumber);
    await deliverWhatsApp();
    expect(await sinkMessagesOf(member.membershipNumber)).toEqual([]);
    const consents = await t.database.db.select().from(memberNotificationConsents).where(eq(memberNotificationConsents.membershipNumber, member.membershipNumber)).orderBy(memberNotificationConsents.id);
    expect(consents.map((c) => [c.channel, c.action, c.source, c.recordedBy])).toEqual([
      ['whatsapp', 'given', 'profile', sub],
      ['email', 'withdrawn', 'profile', sub],
      ['whatsapp', 'withdrawn', 'profile', sub],
    ]);
  });
});

describe('the welcome message (enrolment)', () => {
  it('at the till, with consent: an e-mail and a WhatsApp message in the till’s language, once however often the till retries', async () => {
    const membershipNumber = uniqueNumber('W');
    const email = `${membershipNumber.toLowerCase()}@example.test`;
    const enrolment = {
      enrollmentDate: new Date().toISOString(),
      membershipNumber,
      memberStatus: 'Active',
      associatedContactDetails: { firstName: 'Sari', lastName: 'Dewi', email, allowDuplicateRecords: 'false' },
      whatsapp: { phone: '0812 9999 0001', storeId: 'STORE-001' },
    };
    const headers = await cashierHeaders(t);
    const first = await t.app.inject({ method: 'POST', url: '/api/loyalty/members?lang=id', headers, payload: enrolment });
    expect(first.statusCode).toBe(201);
    const retry = await t.app.inject({ method: 'POST', url: '/api/loyalty/members?lang=id', headers, payload: enrolment });
    expect(retry.statusCode).toBe(200);

    const [notification, ...others] = await notificationsOf(membershipNumber);
    expect(others).toEqual([]);
    expect(notification).toMatchObject({ event: 'welcome', language: 'id', channels: ['email', 'whatsapp'] });
    const [mail] = await t.database.db.select().from(identityMailOutbox).where(eq(identityMailOutbox.id, notification!.mailId!));
    expect(mail).toMatchObject({ recipient: email, subject: 'Selamat datang di Lumbung Rewards, Sari!', status: 'delivered' });
    expect(mail!.body).toContain(`Nomor member Anda ${membershipNumber}.`);
    expect(mail!.body).toMatch(/Buka https:\/\/toko\.example\/berhenti\/email\/\S+$/);
    await deliverWhatsApp();
    const [message] = await sinkMessagesOf(membershipNumber);
    expect(message).toMatchObject({ to: '+6281299990001', request: { template: { name: 'lumbung_welcome', language: { code: 'id' } } } });
  });

  it('an enrolment with a number that is not an Indonesian mobile is refused with a sentence, and enrols nobody', async () => {
    const membershipNumber = uniqueNumber('W');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loyalty/members',
      headers: await cashierHeaders(t),
      payload: {
        enrollmentDate: new Date().toISOString(),
        membershipNumber,
        memberStatus: 'Active',
        associatedContactDetails: { firstName: 'Sari', email: `${membershipNumber.toLowerCase()}@example.test` },
        whatsapp: { phone: '021 555 1234' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ phone: translate('en')('notifications.errors.phone') });
    expect(await notificationsOf(membershipNumber)).toEqual([]);
  });
});

describe('who may read and change a member’s settings', () => {
  it('anonymous: 401; another account: 403; the stop link needs no sign-in but a valid token', async () => {
    const member = await createMember(t.database.db);
    expect((await t.app.inject({ method: 'GET', url: settingsUrl(member.membershipNumber) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: settingsUrl(member.membershipNumber), payload: { email: { enabled: false } } })).statusCode).toBe(401);
    const stranger = await shopperHeaders(t, { sub: 'auth0|stranger', email: 'stranger@example.test', emailVerified: true });
    expect((await t.app.inject({ method: 'GET', url: settingsUrl(member.membershipNumber), headers: stranger })).statusCode).toBe(403);
    const put = await t.app.inject({ method: 'PUT', url: settingsUrl(member.membershipNumber), headers: stranger, payload: { whatsapp: { enabled: true, phone: '081234567801' } } });
    expect(put.statusCode).toBe(403);

    const unknown = await t.app.inject({ method: 'POST', url: '/api/notifications/stop', payload: { channel: 'whatsapp', token: 'not-a-token' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(translate('en')('notifications.errors.stopLinkUnknown'));
  });

  it('bad input answers 4xx with a sentence a person can act on', async () => {
    const member = await createMember(t.database.db);
    const headers = await cashierHeaders(t);
    const badPhone = await t.app.inject({ method: 'PUT', url: settingsUrl(member.membershipNumber), headers, payload: { whatsapp: { enabled: true, phone: '12345' } } });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.fields).toEqual({ phone: 'Enter an active Indonesian WhatsApp number, for example 0812 3456 7890.' });
    const noPhone = await t.app.inject({ method: 'PUT', url: settingsUrl(member.membershipNumber, 'id'), headers, payload: { whatsapp: { enabled: true } } });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error.fields.phone).toBe(translate('id')('notifications.errors.phone'));
    const badLanguage = await t.app.inject({ method: 'PUT', url: settingsUrl(member.membershipNumber), headers, payload: { language: 'fr' } });
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json().error.fields).toEqual({ language: translate('en')('notifications.errors.language') });
    const noMember = await t.app.inject({ method: 'GET', url: settingsUrl('NO-SUCH-1'), headers });
    expect(noMember.statusCode).toBe(404);
    const badStop = await t.app.inject({ method: 'POST', url: '/api/notifications/stop', payload: { channel: 'sms' } });
    expect(badStop.statusCode).toBe(400);
    expect(Object.values(badStop.json().error.fields as Record<string, string>)).toEqual([translate('en')('notifications.errors.stopLink'), translate('en')('notifications.errors.stopLink')]);
    expect(await t.database.db.select().from(memberNotificationConsents).where(inArray(memberNotificationConsents.membershipNumber, [member.membershipNumber]))).toEqual([]);
  });
});
