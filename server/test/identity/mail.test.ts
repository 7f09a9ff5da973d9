import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { identityMailOutbox } from '../../src/platform/db/schema/index.ts';
import { AccountService } from '../../src/identity/embedded/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** A minimal SMTP server standing in for the mail relay: it accepts every message and keeps it. */
function fakeSmtpServer(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let data: string[] | null = null;
    let buffer = '';
    socket.write('220 fake-relay ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (data) {
          if (line === '.') {
            messages.push(data.join('\n'));
            data = null;
            socket.write('250 queued\r\n');
          } else data.push(line);
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake-relay\r\n');
        else if (/^DATA/i.test(line)) {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        messages,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

let smtp: Awaited<ReturnType<typeof fakeSmtpServer>>;
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
