import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardPendingCases } from '../../src/storefront/help/forwarder.ts';
import { MAX_DELIVERY_ATTEMPTS } from '../../src/platform/outbox/policy.ts';
import { cases } from '../../src/platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { translate } from '../../src/platform/texts.ts';

const en = translate('en');

const PUBLIC_URL = 'https://shop.example.com';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL, WEB_TO_CASE_URL: 'http://127.0.0.1:9/servlet.WebToCase' } });
});
afterAll(async () => t.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const validCase = {
  orgid: '00D5g000004ABCD',
  retURL: `${PUBLIC_URL}/servicepage`,
  name: 'Siti Rahma',
  email: 'siti@example.com',
  phone: '+62 812 3456 7890',
  subject: 'My order has not arrived',
  description: 'I ordered a Galaxy A15 last week and it has not arrived yet.',
  external: '1',
};
const post = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cases',
    payload: form(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('POST /api/cases (help-center form)', () => {
  it('stores the case and sends the shopper back to our page with the case number', async () => {
    const res = await post(validCase);
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(location.origin + location.pathname).toBe(`${PUBLIC_URL}/servicepage`);
    const caseNumber = location.searchParams.get('submitted');
    expect(caseNumber).toMatch(/^CS-[0-9A-Z]{8}$/);
    const [row] = await t.database.db.select().from(cases).where(eq(cases.caseNumber, caseNumber!));
    expect(row).toMatchObject({
      orgId: '00D5g000004ABCD',
      name: 'Siti Rahma',
      email: 'siti@example.com',
      phone: '+62 812 3456 7890',
      subject: 'My order has not arrived',
      external: '1',
      forwardStatus: 'pending',
    });
    const receipt = await t.app.inject({ method: 'GET', url: `/api/cases/${caseNumber}` });
    expect(receipt.json()).toMatchObject({ caseNumber, subject: 'My order has not arrived' });
    expect((await t.app.inject({ method: 'GET', url: '/api/cases/CS-AAAAAAAA' })).statusCode).toBe(404);
  });

  it('refuses a return URL on another site, and stores nothing', async () => {
    const before = (await t.database.db.select().from(cases)).length;
    for (const retURL of ['https://evil.example.net/servicepage', '//evil.example.net/x', 'javascript:alert(1)']) {
      const res = await post({ ...validCase, retURL });
      expect(res.statusCode).toBe(400);
      expect([en('storefront.errors.returnUrlForeign', { origin: PUBLIC_URL }), en('storefront.errors.returnUrlInvalid')]).toContain(res.json().error.message);
    }
    expect(await t.database.db.select().from(cases)).toHaveLength(before);
  });

  // A value of exactly `length` characters that is otherwise valid for the field.
  const ofLength: Record<string, (length: number) => string> = {
    name: (length) => 'x'.repeat(length),
    email: (length) => `${'s'.repeat(length - '@example.com'.length)}@example.com`,
    phone: (length) => `+62 812 3456 7890${' '.repeat(length - '+62 812 3456 7890'.length - 1)}1`.replace(/ {2,}/, (gap) => '-'.repeat(gap.length)),
    subject: (length) => 'x'.repeat(length),
  };

  it.each([
    ['name', 80],
    ['email', 80],
    ['phone', 40],
    ['subject', 80],
  ])('accepts %s at %i characters and refuses one more', async (field, max) => {
    const message = en('errors.validation.atMostCharacters', { count: max });
    const valueOf = ofLength[field]!;
    expect((await post({ ...validCase, [field]: valueOf(max) })).statusCode).toBe(303);
    const res = await post({ ...validCase, [field]: valueOf(max + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(res.json().error.fields[field]).toContain(message);
  });

  it('needs external=1', async () => {
    expect((await post({ ...validCase, external: '0' })).statusCode).toBe(400);
  });

  it('needs a description and a way to answer, naming each field, and stores nothing', async () => {
    const before = (await t.database.db.select().from(cases)).length;
    const refused: [Record<string, string>, Record<string, string>][] = [
      [{ retURL: validCase.retURL, external: '1' }, { description: en('storefront.help.errors.description'), email: en('storefront.help.errors.contact') }],
      [{ ...validCase, description: '   ' }, { description: en('storefront.help.errors.description') }],
      [{ ...validCase, email: '', phone: '' }, { email: en('storefront.help.errors.contact') }],
      [{ ...validCase, email: 'not-an-email' }, { email: en('storefront.help.errors.email') }],
      [{ ...validCase, email: '', phone: 'call me' }, { phone: en('storefront.help.errors.phone') }],
    ];
    for (const [fields, expected] of refused) {
      const res = await post(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'invalid_input', fields: expected });
      for (const message of Object.values(expected)) expect(res.json().error.message).toContain(message);
    }
    expect(await t.database.db.select().from(cases)).toHaveLength(before);
    // Either way to answer is enough.
    expect((await post({ ...validCase, phone: '' })).statusCode).toBe(303);
    expect((await post({ ...validCase, email: '' })).statusCode).toBe(303);
  });
});

describe('forwarding to a hosted Web-to-Case service', () => {
  it('posts pending cases once, retries failures with backoff and gives up after the limit', async () => {
    const received: URLSearchParams[] = [];
    let failing = true;
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (failing) {
          res.writeHead(503).end();
          return;
        }
        received.push(new URLSearchParams(body));
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/servlet.WebToCase`;
    try {
      await t.database.db.update(cases).set({ forwardStatus: 'forwarded' }); // earlier tests' cases
      const res = await post({ ...validCase, subject: 'Forward me' });
      const caseNumber = new URL(res.headers.location as string).searchParams.get('submitted')!;
      const row = async () => (await t.database.db.select().from(cases).where(eq(cases.caseNumber, caseNumber)))[0]!;

      let now = new Date();
      const clock = { now: () => now }; // the test moves it past each backoff
      expect(await forwardPendingCases(t.database.db, { url, orgId: '00DHOSTED', clock })).toBe(0);
      expect(await row()).toMatchObject({ forwardStatus: 'pending', forwardAttempts: 1, lastError: 'HTTP 503' });
      // Not due again until the backoff has passed.
      expect(await forwardPendingCases(t.database.db, { url, clock })).toBe(0);
      expect((await row()).forwardAttempts).toBe(1);

      failing = false;
      now = new Date(now.getTime() + 31_000);
      expect(await forwardPendingCases(t.database.db, { url, orgId: '00DHOSTED', clock })).toBe(1);
      expect(await row()).toMatchObject({ forwardStatus: 'forwarded', forwardAttempts: 2, lastError: null });
      expect(received).toHaveLength(1);
      expect(received[0]?.get('orgid')).toBe('00DHOSTED');
      expect(received[0]?.get('subject')).toBe('Forward me');
      expect(received[0]?.get('external')).toBe('1');
      expect(await forwardPendingCases(t.database.db, { url, clock })).toBe(0); // nothing twice

      // An unreachable service: the case is given up after MAX_DELIVERY_ATTEMPTS.
      const res2 = await post({ ...validCase, subject: 'Never arrives' });
      const second = new URL(res2.headers.location as string).searchParams.get('submitted')!;
      failing = true;
      for (let i = 0; i < MAX_DELIVERY_ATTEMPTS; i += 1) {
        now = new Date(now.getTime() + 3_600_001);
        await forwardPendingCases(t.database.db, { url, clock });
      }
      const [gaveUp] = await t.database.db.select().from(cases).where(eq(cases.caseNumber, second));
      expect(gaveUp).toMatchObject({ forwardStatus: 'failed', forwardAttempts: MAX_DELIVERY_ATTEMPTS });
    } finally {
      server.close();
    }
  });
});

describe('two forwarders at once (two server processes on one database)', () => {
  it('deliver each pending case exactly once', async () => {
    const received: string[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push(new URLSearchParams(body).get('subject') ?? '');
        // Not a wait in the test: a slow answer, so the two forwarders' deliveries overlap.
        setTimeout(() => res.writeHead(200).end('ok'), 20);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/servlet.WebToCase`;
    try {
      await t.database.db.update(cases).set({ forwardStatus: 'forwarded' }).where(eq(cases.forwardStatus, 'pending'));
      const subjects = Array.from({ length: 6 }, (_, i) => `Parallel ${i}`);
      for (const subject of subjects) expect((await post({ ...validCase, subject })).statusCode).toBe(303);
      const clock = { now: () => new Date(Date.now() + 1000) };
      const [a, b] = await Promise.all([forwardPendingCases(t.database.db, { url, clock }), forwardPendingCases(t.database.db, { url, clock })]);
      expect(a + b).toBe(6);
      expect(received.sort()).toEqual(subjects);
    } finally {
      server.close();
    }
  });
});
