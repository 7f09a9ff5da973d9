import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { identityMailOutbox } from '../../src/platform/db/schema/index.ts';
import { Mailer, mailOutbox } from '../../src/platform/mail/mailer.ts';
import { requeueFailed } from '../../src/platform/outbox/outbox.ts';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from '../../src/platform/outbox/policy.ts';
import { AccountService } from '../../src/identity/embedded/accounts.ts';
import { fakeSmtpServer, type FakeSmtpServer } from '../helpers/fake-smtp.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let smtp: FakeSmtpServer;
let testApp: TestApp;
beforeAll(async () => {
  smtp = await fakeSmtpServer();
  testApp = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Lumbung <no-reply@lumbung.test>' } });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

it('with SMTP_URL a password reset e-mail is delivered over SMTP and marked delivered in the outbox', async () => {
  await new AccountService(testApp.database.db).create({ email: 'smtp.user@example.com', password: 'Kopi-Susu-42', name: 'Smtp User' });
  const response = await testApp.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: 'smtp.user@example.com' } });
  expect(response.json()).toEqual({ message: "We've just sent you an email to reset your password." });

  expect(smtp.messages).toHaveLength(1);
  const message = smtp.messages[0]!;
  expect(message).toMatch(/^To: smtp\.user@example\.com$/m);
  expect(message).toMatch(/^Subject: Reset your Lumbung password$/m);
  const body = message.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))); // quoted-printable
  expect(body).toMatch(/http:\/\/localhost:3000\/reset-password\?ticket=[\w-]{43}/);
  const [row] = await testApp.database.db.select().from(identityMailOutbox);
  expect(row?.deliveredAt).toBeInstanceOf(Date);
  expect(row?.deliveryError).toBeNull();
});

describe('an e-mail the relay refuses', () => {
  const mailTo = (recipient: string) => async () =>
    (await testApp.database.db.select().from(identityMailOutbox).where(eq(identityMailOutbox.recipient, recipient)))[0]!;
  const sentTo = (recipient: string) => smtp.messages.filter((message) => message.includes(`To: ${recipient}`));
  afterEach(() => {
    smtp.refusing = false;
  });

  it('stays queued without the shopper noticing, and the retry job sends it once the backoff has passed', async () => {
    await new AccountService(testApp.database.db).create({ email: 'retry.user@example.com', password: 'Kopi-Susu-42', name: 'Retry User' });
    smtp.refusing = true;
    const response = await testApp.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: 'retry.user@example.com' } });
    expect(response.json()).toEqual({ message: "We've just sent you an email to reset your password." });
    const row = mailTo('retry.user@example.com');
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1, deliveredAt: null, deliveryError: expect.stringContaining('451') });

    // The retry job, as the background jobs run it (in this process or another), with the app's clock moved on.
    const retryJob = (aheadMs: number) => new Mailer(testApp.database.db, testApp.config.mail, testApp.app.log, { now: () => new Date(Date.now() + aheadMs) }).deliverDue();
    smtp.refusing = false;
    expect(await retryJob(0)).toEqual({ delivered: 0, retrying: 0, failed: 0 }); // not due before its backoff
    expect(await retryJob(retryDelayMs(1))).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(await row()).toMatchObject({ status: 'delivered', attempts: 2, deliveryError: null });
    expect((await row()).deliveredAt).toBeInstanceOf(Date);
    expect(sentTo('retry.user@example.com')).toHaveLength(1);
    expect(sentTo('retry.user@example.com')[0]).toMatch(/^Subject: Reset your Lumbung password$/m);
  });

  it('is marked failed after the last attempt, and sent when a person queues it again', async () => {
    let now = new Date();
    const mailer = new Mailer(testApp.database.db, testApp.config.mail, testApp.app.log, { now: () => now });
    smtp.refusing = true;
    await mailer.send({ to: 'never.arrives@example.com', subject: 'Your receipt', body: 'Thank you.', link: null, kind: 'receipt' });
    const row = mailTo('never.arrives@example.com');
    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      now = new Date(now.getTime() + retryDelayMs(attempt - 1));
      await mailer.deliverDue();
    }
    expect(await row()).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS, deliveredAt: null, deliveryError: expect.stringContaining('451') });
    now = new Date(now.getTime() + 86_400_000);
    expect(await mailer.deliverDue()).toEqual({ delivered: 0, retrying: 0, failed: 0 }); // given up: no more tries
    expect(sentTo('never.arrives@example.com')).toHaveLength(0);

    smtp.refusing = false;
    expect(await requeueFailed(testApp.database.db, mailOutbox, (await row()).id, now)).toBe(true);
    expect(await row()).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await mailer.deliverDue()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(await row()).toMatchObject({ status: 'delivered', attempts: 1, deliveryError: null });
    expect(sentTo('never.arrives@example.com')).toHaveLength(1);
  });
});
