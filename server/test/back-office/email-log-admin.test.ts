import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMailOutbox } from '../../src/platform/db/schema/index.ts';
import { Mailer } from '../../src/platform/mail/mailer.ts';
import { AccountService } from '../../src/identity/embedded/accounts.ts';
import { createMember } from '../helpers/loyalty-factories.ts';
import { accessTokenFor, shopperHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The e-mail log (decision 035): with no SMTP server every e-mail the shop sends is readable by an
 * admin in the back office — recipient, subject, kind, status, and the text with its link or code.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], 'auth0|mail-log-admin')}` };
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = admin) => t.app.inject({ method: 'GET', url, headers });
const logFor = async (q: string, before?: number) => {
  const res = await get(`/api/admin/email-log?q=${encodeURIComponent(q)}${before ? `&before=${before}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('e-mail log', () => {
  it('shows a link-code e-mail to an admin: listed by recipient, logged (no SMTP), its text with the 6-digit code', async () => {
    const member = await createMember(t.database.db);
    const account = await shopperHeaders(t, { sub: `auth0|${randomUUID()}`, email: `card-${randomUUID()}@example.test`, emailVerified: true });
    const sent = await t.app.inject({ method: 'POST', url: '/api/loyalty/me/link-code', payload: { membershipNumber: member.membershipNumber }, headers: account });
    expect(sent.statusCode, sent.body).toBe(202);

    const { messages, nextBefore } = await logFor(member.email);
    expect(nextBefore).toBeNull();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ recipient: member.email, kind: 'linkCode', status: 'logged' });
    expect(messages[0].subject).toContain(member.membershipNumber);
    const detail = await get(`/api/admin/email-log/${messages[0].id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: messages[0].id, recipient: member.email, kind: 'linkCode', status: 'logged', attempts: 1, deliveryError: null, link: null });
    expect(detail.json().body).toMatch(/\b\d{6}\b/);
  });

  it('shows identity e-mails too: a password reset with its link', async () => {
    const email = `reset-${randomUUID()}@example.test`;
    await new AccountService(t.database.db).create({ email, password: 'Kopi-Susu-42', name: 'Dewi Lestari' });
    expect((await t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email } })).statusCode).toBe(200);
    const [message] = (await logFor(email)).messages;
    expect(message).toMatchObject({ recipient: email, kind: 'passwordReset', status: 'logged' });
    const detail = (await get(`/api/admin/email-log/${message.id}`)).json();
    expect(detail.link).toMatch(/^https?:\/\/.+ticket=/);
    expect(detail.body).toContain(detail.link);
  });

  it('pages newest first, 25 at a time, and finds by part of the address (LIKE characters taken literally)', async () => {
    const domain = `page-${randomUUID().slice(0, 8)}.test`;
    const mailer = new Mailer(t.database.db, t.config.mail, t.app.log, { now: () => new Date() });
    for (let n = 1; n <= 27; n += 1) await mailer.send({ to: `m${n}@${domain}`, subject: `Mail ${n}`, body: 'Hello', link: null, kind: 'other' });
    const first = await logFor(domain);
    expect(first.messages).toHaveLength(25);
    expect(first.messages[0].subject).toBe('Mail 27');
    expect(first.nextBefore).toBe(first.messages[24].id);
    const second = await logFor(domain, first.nextBefore);
    expect(second.messages.map((m: { subject: string }) => m.subject)).toEqual(['Mail 2', 'Mail 1']);
    expect(second.nextBefore).toBeNull();
    expect((await logFor(`m27@${domain}`)).messages).toHaveLength(1);
    expect((await logFor(`m_7@${domain}`)).messages).toHaveLength(0);
  });

  it('admins only: anonymous 401, managers and cashiers 403; an unknown e-mail 404, a bad id 400', async () => {
    const manager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|mail-log-manager')}` };
    const cashier = { authorization: `Bearer ${await accessTokenFor(t, ['cashier'], 'auth0|mail-log-cashier')}` };
    for (const url of ['/api/admin/email-log', '/api/admin/email-log/1']) {
      expect((await get(url, {})).statusCode, url).toBe(401);
      expect((await get(url, manager)).statusCode, url).toBe(403);
      expect((await get(url, cashier)).statusCode, url).toBe(403);
    }
    const missing = await get('/api/admin/email-log/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('No e-mail 999999999 in the log (e-mails are kept 30 days).');
    expect((await get('/api/admin/email-log/abc')).statusCode).toBe(400);
  });

  it('keeps 30 days: older delivered and failed e-mails are deleted, a pending one stays until it leaves', async () => {
    const mailer = new Mailer(t.database.db, t.config.mail, t.app.log, { now: () => new Date() });
    const domain = `old-${randomUUID().slice(0, 8)}.test`;
    const ids: Record<string, number> = {};
    for (const [name, status] of [['delivered', 'delivered'], ['failed', 'failed'], ['pending', 'pending'], ['recent', 'delivered']] as const) {
      const { id } = await mailer.store(t.database.db, { to: `${name}@${domain}`, subject: name, body: 'Hello', link: null, kind: 'other' });
      const age = name === 'recent' ? '29 days' : '31 days';
      await t.database.db.execute(sql`update identity_mail_outbox set status = ${status}, created_at = now() - ${age}::interval where id = ${id}`);
      ids[name] = id;
    }
    await mailer.deleteOld();
    const left = await t.database.db.select({ subject: identityMailOutbox.subject }).from(identityMailOutbox).where(sql`${identityMailOutbox.recipient} like ${`%@${domain}`}`);
    expect(left.map((row) => row.subject).sort()).toEqual(['pending', 'recent']);
    expect(await t.database.db.select().from(identityMailOutbox).where(eq(identityMailOutbox.id, ids.delivered!))).toEqual([]);
  });
});
