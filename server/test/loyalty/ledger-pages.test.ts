import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createMember, type TestMember } from '../helpers/loyalty-factories.ts';
import { cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The ledger's pages (decision 020): by page number, as before, and by cursor (keyset pagination: the
 * previous page's nextCursor), which costs one page at any depth and does not shift when journals are
 * added between two pages.
 */

let t: TestApp;
let member: TestMember;

type Journal = { transactionJournalId: string; transactionJournalNumber: string };
type Ledger = { transactionJournalCount: number; transactionJournals: Journal[]; nextCursor: string | null; pageNumber: number };

const ids = (ledger: Ledger) => ledger.transactionJournals.map((j) => j.transactionJournalId);

/** `count` purchases, two per hour (pairs share an activity date: the journal number breaks the tie). */
async function addJournals(count: number, hoursAgo: number): Promise<void> {
  await t.database.db.execute(sql`
    insert into loyalty_transaction_journals (id, member_id, journal_type_name, journal_sub_type_name, activity_date)
    select gen_random_uuid(), ${member.id}::uuid, 'Accrual', 'Purchase',
      date_trunc('hour', now()) - (${hoursAgo} + g / 2) * interval '1 hour'
    from generate_series(${count - 1}, 0, -1) g`);
}

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t.database.db);
  await addJournals(450, 1);
});
afterAll(async () => {
  await t.close();
});

async function ledger(query: string): Promise<Ledger> {
  const response = await t.app.inject({ method: 'GET', url: `/api/loyalty/members/${member.membershipNumber}/ledger${query}`, headers: await cashierHeaders(t) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('ledger pages', () => {
  it('gives the same pages by cursor as by page number, and no cursor after the last page', async () => {
    const first = await ledger('');
    expect(first.transactionJournalCount).toBe(450);
    expect(first.transactionJournals).toHaveLength(200);
    expect(first.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);

    const second = await ledger(`?cursor=${first.nextCursor}`);
    expect(ids(second)).toEqual(ids(await ledger('?pageNumber=2')));
    const third = await ledger(`?cursor=${second.nextCursor}`);
    expect(ids(third)).toEqual(ids(await ledger('?pageNumber=3')));
    expect(third.transactionJournals).toHaveLength(50);
    expect(third.nextCursor).toBeNull();
    expect(third.transactionJournalCount).toBe(450);

    // Every journal exactly once, newest first.
    const all = [...ids(first), ...ids(second), ...ids(third)];
    expect(new Set(all).size).toBe(450);
  });

  it('continues after the last journal seen when new journals arrive between two pages', async () => {
    const first = await ledger('');
    await addJournals(3, 0); // newer than everything: they go on top of page 1
    const byCursor = await ledger(`?cursor=${first.nextCursor}`);
    expect(ids(byCursor).some((id) => ids(first).includes(id))).toBe(false);
    // Page 2 by number now repeats page 1's last three journals.
    const byNumber = await ledger('?pageNumber=2');
    expect(ids(byNumber).slice(0, 3)).toEqual(ids(first).slice(-3));
    expect(ids(byCursor)).toEqual(ids(byNumber).slice(3).concat(ids(byCursor).slice(-3)));
  });

  it('answers a cursor it did not give out with 400 and a message', async () => {
    for (const cursor of ['not-a-cursor', Buffer.from('2026-01-01~5').toString('base64url'), 'a%2Fb']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/loyalty/members/${member.membershipNumber}/ledger?cursor=${cursor}`,
        headers: await cashierHeaders(t),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('cursor must be the nextCursor of a previous page, unchanged');
    }
  });
});
