import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberNotifications, whatsappOutbox, whatsappSinkMessages } from '../../src/platform/db/schema/index.ts';
import type { Clock } from '../../src/platform/clock.ts';
import { cloudApiWhatsApp, deliverDueWhatsApp } from '../../src/notifications/index.ts';
import { startFakeWhatsApp, type WhatsAppAnswer, type WhatsAppRequest } from '../helpers/fake-whatsapp.ts';
import { createMember } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { openShifts } from '../helpers/pos-shifts.ts';
import { cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** Each recipient's answers, attempt by attempt (then 200). */
const script = new Map<string, WhatsAppAnswer[]>();
const respond = (request: WhatsAppRequest, attempt: number): WhatsAppAnswer => script.get(request.body.to)?.[attempt - 1] ?? { status: 200 };

let fake: Awaited<ReturnType<typeof startFakeWhatsApp>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeWhatsApp({ respond });
  t = await createTestApp({ env: { ...fake.env, PUBLIC_URL: 'https://toko.example' } });
  await openShifts(t, ['STORE-001']);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const aMomentLater: Clock = { now: () => new Date(Date.now() + 1_000) };
/** The channel the app builds from WHATSAPP_* (services.ts), as the delivery job runs it. */
const deliver = () => deliverDueWhatsApp(t.database.db, cloudApiWhatsApp(t.config.whatsapp!), aMomentLater);
/** Puts every pending message due now, so a retry scheduled with backoff is tried in the test. */
const makeEverythingDue = () => t.database.db.execute(sql`update whatsapp_outbox set next_attempt_at = now() where status = 'pending'`);

/** A member who consented at the till to WhatsApp on `phone`, and a sale of theirs (its receipt message queued). */
async function memberWithReceipt(phone: string) {
  const member = await createMember(t.database.db, { points: 500 });
  const headers = await cashierHeaders(t);
  const consent = await t.app.inject({ method: 'PUT', url: `/api/loyalty/members/${member.membershipNumber}/notifications?lang=en`, headers, payload: { whatsapp: { enabled: true, phone } } });
  expect(consent.statusCode).toBe(200);
  const sale = await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers, payload: orderBody({ membershipNumber: member.membershipNumber }) });
  expect(sale.statusCode).toBe(201);
  return member;
}

async function outboxOf(membershipNumber: string) {
  const [row] = await t.database.db
    .select({ status: whatsappOutbox.status, attempts: whatsappOutbox.attempts, lastError: whatsappOutbox.lastError, messageId: whatsappOutbox.messageId })
    .from(whatsappOutbox)
    .innerJoin(memberNotifications, eq(memberNotifications.id, whatsappOutbox.notificationId))
    .where(eq(memberNotifications.membershipNumber, membershipNumber));
  return row;
}

describe('the WhatsApp Business Cloud API adapter (WHATSAPP_* set)', () => {
  it('sends the template message in the Cloud API’s shape, and retries a 5xx through the outbox', async () => {
    script.set('6281200000001', [{ status: 500, code: 131000, message: 'Something went wrong' }]);
    const member = await memberWithReceipt('0812 0000 0001');

    expect(await deliver()).toMatchObject({ delivered: 0, retrying: 1 });
    expect(await outboxOf(member.membershipNumber)).toEqual({
      status: 'pending',
      attempts: 1,
      lastError: 'WhatsApp answered 500: (#131000) Something went wrong',
      messageId: null,
    });
    expect(await deliver()).toMatchObject({ delivered: 0, retrying: 0 }); // not due again yet (backoff)
    await makeEverythingDue();
    expect(await deliver()).toMatchObject({ delivered: 1 });
    const delivered = await outboxOf(member.membershipNumber);
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 2, lastError: null });
    expect(delivered?.messageId).toMatch(/^wamid\./);

    const sent = fake.requests.filter((r) => r.body.to === '6281200000001');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      path: '/v23.0/109876543210/messages',
      authorization: 'Bearer wa-test-token',
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '6281200000001',
        type: 'template',
        template: {
          name: 'lumbung_receipt',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', parameter_name: 'store', text: 'Grand Lucky Kemang' },
                { type: 'text', parameter_name: 'points', text: '74' },
                { type: 'text', parameter_name: 'balance', text: '574' },
                { type: 'text', parameter_name: 'stop_link', text: expect.stringMatching(/^https:\/\/toko\.example\/berhenti\/whatsapp\/[\w-]{24}$/) as unknown as string },
              ],
            },
          ],
        },
      },
    });
    // Nothing went to the embedded sink: the Cloud API is this deployment's channel.
    expect(await t.database.db.select().from(whatsappSinkMessages)).toEqual([]);
  });

  it('retries WhatsApp’s rate limit, and gives up at once on a template WhatsApp does not know', async () => {
    script.set('6281200000002', [{ status: 400, code: 130429, message: 'Rate limit hit' }]);
    script.set('6281200000003', [{ status: 400, code: 132001, message: 'Template name does not exist in the translation', details: 'template name (lumbung_receipt) does not exist in en' }]);
    const limited = await memberWithReceipt('0812 0000 0002');
    const unknownTemplate = await memberWithReceipt('0812 0000 0003');

    await deliver();
    expect(await outboxOf(limited.membershipNumber)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await outboxOf(unknownTemplate.membershipNumber)).toEqual({
      status: 'failed',
      attempts: 1,
      lastError: 'WhatsApp answered 400: (#132001) Template name does not exist in the translation — template name (lumbung_receipt) does not exist in en',
      messageId: null,
    });
    await makeEverythingDue();
    await deliver();
    expect(await outboxOf(limited.membershipNumber)).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(fake.requests.filter((r) => r.body.to === '6281200000003')).toHaveLength(1);
  });
});
