import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMailOutbox } from '../../src/platform/db/schema/index.ts';
import { accessTokenFor } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { translate } from '../../src/platform/texts.ts';

const en = translate('en');

/** The help-center cases inbox (decision 017) — status, assignee, a reply by e-mail, each audited. */
let t: TestApp;
let manager: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example.com' } });
  manager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|case-manager')}` };
});
afterAll(async () => t.close());

async function submitCase(subject: string, email = 'siti@example.com'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      orgid: '00D5g000004ABCD',
      retURL: 'https://shop.example.com/servicepage',
      name: 'Siti Rahma',
      email,
      phone: '+62 812 3456 7890',
      subject,
      description: 'I ordered a Galaxy A15 last week and it has not arrived yet.',
      external: '1',
    }).toString(),
  });
  return new URL(res.headers.location as string).searchParams.get('submitted')!;
}

describe('cases inbox', () => {
  it('lists new cases newest first, filtered by status and by case number, e-mail or subject word', async () => {
    const first = await submitCase('Order not arrived');
    const second = await submitCase('Refund for a broken kettle', 'agus@example.com');
    const all = (await t.app.inject({ method: 'GET', url: '/api/admin/cases?status=new', headers: manager })).json();
    expect(all.cases.map((c: { caseNumber: string }) => c.caseNumber)).toEqual([second, first]);
    expect(all.cases[0]).toMatchObject({ name: 'Siti Rahma', email: 'agus@example.com', subject: 'Refund for a broken kettle', status: 'new', assigneeEmail: null });
    for (const q of ['kettle', 'AGUS@', second.toLowerCase()]) {
      const found = (await t.app.inject({ method: 'GET', url: `/api/admin/cases?q=${encodeURIComponent(q)}`, headers: manager })).json();
      expect(found.cases.map((c: { caseNumber: string }) => c.caseNumber), q).toEqual([second]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/cases?status=closed', headers: manager })).json()).toEqual({ cases: [], nextBefore: null });
  });

  it('a reply goes to the mail outbox, answers the case and assigns it; all audited', async () => {
    const caseNumber = await submitCase('Where is my parcel?');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/cases/${caseNumber}/replies`,
      headers: manager,
      payload: { body: 'Your parcel left our warehouse today; it arrives tomorrow.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      caseNumber,
      status: 'answered',
      assigneeUserId: 'auth0|case-manager',
      replies: [{ body: 'Your parcel left our warehouse today; it arrives tomorrow.', authorEmail: null }],
    });
    const [mail] = await t.database.db.select().from(identityMailOutbox).orderBy(desc(identityMailOutbox.id)).limit(1);
    expect(mail).toMatchObject({
      recipient: 'siti@example.com',
      subject: `Re: Where is my parcel? [${caseNumber}]`,
      body: `Dear Siti Rahma,\n\nYour parcel left our warehouse today; it arrives tomorrow.\n\nLumbung customer service\n(case ${caseNumber})`,
    });
    expect(mail?.deliveredAt).not.toBeNull();

    const closed = await t.app.inject({ method: 'PATCH', url: `/api/admin/cases/${caseNumber}`, headers: manager, payload: { status: 'closed', assignee: null } });
    expect(closed.json()).toMatchObject({ status: 'closed', assigneeUserId: null });
    const audit = (await t.app.inject({ method: 'GET', url: `/api/admin/audit?entity=case&entityId=${caseNumber}`, headers: manager })).json();
    expect(audit.entries.map((e: { action: string; before: unknown; after: unknown }) => [e.action, e.before, e.after])).toEqual([
      ['case.update', { status: 'answered', assignee: 'auth0|case-manager' }, { status: 'closed', assignee: null }],
      ['case.reply', { status: 'new' }, { status: 'answered', to: 'siti@example.com', reply: 'Your parcel left our warehouse today; it arrives tomorrow.' }],
    ]);
  });

  it('an unknown case is a 404 and writes nothing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/cases/CS-ZZZZZZZZ/replies', headers: manager, payload: { body: 'Hello' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(en('backOffice.errors.cases.notFound', { number: 'CS-ZZZZZZZZ' }));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit?entityId=CS-ZZZZZZZZ', headers: manager })).json().entries).toEqual([]);
  });
});
