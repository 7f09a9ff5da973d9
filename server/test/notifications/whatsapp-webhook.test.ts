import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberNotificationConsents } from '../../src/platform/db/schema/index.ts';
import { createMember } from '../helpers/loyalty-factories.ts';
import { cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The WhatsApp Cloud API's webhook (docs/decisions/032-notifications.md), signed as Meta signs it: a
 * member who replies STOP stops their WhatsApp messages; nothing else moves anything.
 */
const APP_SECRET = 'meta-app-secret-0123456789';
const VERIFY_TOKEN = 'lumbung-verify-token-42';
const URL = '/api/notifications/whatsapp/webhook';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN } });
});
afterAll(async () => {
  await t.close();
});

/** A notification of inbound messages as the Cloud API sends it. */
function inbound(messages: { from: string; text?: string; button?: string }[]) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '6281100001111', phone_number_id: '106540352242922' },
              contacts: messages.map((m) => ({ profile: { name: 'Member' }, wa_id: m.from })),
              messages: messages.map((m, i) => ({
                from: m.from,
                id: `wamid.${i}`,
                timestamp: '1795000000',
                ...(m.button ? { type: 'button', button: { text: m.button, payload: m.button } } : { type: 'text', text: { body: m.text ?? '' } }),
              })),
            },
          },
        ],
      },
    ],
  };
}

function post(payload: unknown, secret = APP_SECRET, app: TestApp = t) {
  const body = JSON.stringify(payload);
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  return app.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, payload: body });
}

async function consenting(phone: string) {
  const member = await createMember(t.database.db, {});
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/loyalty/members/${member.membershipNumber}/notifications`,
    headers: await cashierHeaders(t),
    payload: { whatsapp: { enabled: true, phone } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return member;
}

const whatsappOf = async (membershipNumber: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/loyalty/members/${membershipNumber}/notifications`, headers: await cashierHeaders(t) })).json().whatsapp;

describe('the WhatsApp webhook', () => {
  it("answers Meta's handshake with the challenge for the verify token only", async () => {
    const ok = await t.app.inject({ method: 'GET', url: `${URL}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({ method: 'GET', url: `${URL}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444` });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain('1158201444');
  });

  it('stops WhatsApp for a member who replies STOP, records it as their reply, and leaves other messages alone', async () => {
    const stopping = await consenting('0812 5550 0101');
    const chatting = await consenting('0812 5550 0202');
    const button = await consenting('0812 5550 0303');

    const res = await post(inbound([{ from: '6281255500101', text: ' Stop ' }, { from: '6281255500202', text: 'Kapan stop kontak datang?' }, { from: '6281255500303', button: 'Stop promotions' }]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, stopped: 2 });

    expect(await whatsappOf(stopping.membershipNumber)).toMatchObject({ enabled: false });
    expect(await whatsappOf(button.membershipNumber)).toMatchObject({ enabled: false });
    expect(await whatsappOf(chatting.membershipNumber)).toMatchObject({ enabled: true });
    const consents = await t.database.db.select().from(memberNotificationConsents).where(eq(memberNotificationConsents.membershipNumber, stopping.membershipNumber)).orderBy(memberNotificationConsents.id);
    expect(consents.map((c) => [c.action, c.source])).toEqual([
      ['given', 'till'],
      ['withdrawn', 'reply'],
    ]);

    // Meta retries: the same notification again stops nothing more.
    expect((await post(inbound([{ from: '6281255500101', text: 'STOP' }]))).json()).toEqual({ received: true, stopped: 0 });
  });

  it('refuses a notification not signed with the app secret, and acknowledges delivery statuses', async () => {
    const member = await consenting('0812 5550 0404');
    const forged = await post(inbound([{ from: '6281255500404', text: 'STOP' }]), 'not-the-app-secret');
    expect(forged.statusCode).toBe(401);
    const unsigned = await t.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/json' }, payload: inbound([{ from: '6281255500404', text: 'STOP' }]) });
    expect(unsigned.statusCode).toBe(401);
    expect(await whatsappOf(member.membershipNumber)).toMatchObject({ enabled: true });

    const statuses = { object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: { statuses: [{ id: 'wamid.1', status: 'read', recipient_id: '6281255500404' }] } }] }] };
    expect((await post(statuses)).json()).toEqual({ received: true, stopped: 0 });
  });

  it('is not there without the secrets (404)', async () => {
    const bare = await createTestApp({ database: t.database });
    try {
      expect((await post(inbound([{ from: '6281255500101', text: 'STOP' }]), APP_SECRET, bare)).statusCode).toBe(404);
      expect((await bare.app.inject({ method: 'GET', url: `${URL}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1` })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
