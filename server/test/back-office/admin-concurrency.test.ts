import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { resultRows } from '../../src/platform/db/json-query.ts';
import { createMember, ledgerViolations } from '../helpers/loyalty-factories.ts';
import { accessTokenFor } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Points adjustments under concurrency (run with TEST_DATABASE_URL for real parallel transactions):
 * one adjustmentId sent many times at once books once; deductions at once never take the balance below
 * zero; every booked adjustment has exactly one audit entry.
 */
let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  headers = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|race-manager')}` };
});
afterAll(async () => {
  await t.close();
});

const adjust = (number: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/members/${number}/points-adjustments`, headers, payload: body });

const countOf = async (query: ReturnType<typeof sql>) => Number(resultRows<{ n: string }>(await t.database.db.execute(query))[0]?.n);

describe('points adjustments race', () => {
  it('the same adjustmentId 12 times at once: one journal, one audit entry, the same answer', async () => {
    const member = await createMember(t.database.db, { points: 1_000 });
    const body = { points: 500, reason: 'goodwill', note: '', adjustmentId: crypto.randomUUID() };
    const responses = await Promise.all(Array.from({ length: 12 }, () => adjust(member.membershipNumber, body)));
    const statuses = responses.map((r) => r.statusCode).sort();
    // One books it (201); the others replay it (200) or, while it runs, are told to try again (409).
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 201 || s === 409)).toBe(true);
    for (const r of responses.filter((r) => r.statusCode === 200)) expect(r.json().pointsBalance).toBe(1_500);
    expect(await countOf(sql`select count(*)::text as n from loyalty_transaction_journals j join loyalty_members m on m.id = j.member_id
      where m.membership_number = ${member.membershipNumber} and j.journal_type_name = 'Manual Points Adjustment'`)).toBe(1);
    expect(await countOf(sql`select count(*)::text as n from admin_audit_log where entity_id = ${member.membershipNumber}`)).toBe(1);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('10 deductions of 300 at once from 1,000 points: exactly 3 succeed, the balance ends at 100', async () => {
    const member = await createMember(t.database.db, { points: 1_000 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => adjust(member.membershipNumber, { points: -300, reason: 'fraud', adjustmentId: crypto.randomUUID() })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 422)).toHaveLength(7);
    const balances = responses.filter((r) => r.statusCode === 201).map((r) => r.json().pointsBalance).sort((a, b) => a - b);
    expect(balances).toEqual([100, 400, 700]);
    expect(await countOf(sql`select count(*)::text as n from admin_audit_log where entity_id = ${member.membershipNumber}`)).toBe(3);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});
