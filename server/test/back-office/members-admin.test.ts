import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, databaseSnapshot, grantSpin, ledgerViolations } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { openShift } from '../helpers/pos-shifts.ts';
import { accessTokenFor, cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { translate } from '../../src/platform/texts.ts';

const en = translate('en');

/** The back office's members, with every change in the audit log (decision 017). */
let t: TestApp;
let manager: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  // The tests sell at the till, which needs the cashier's open shift (decision 014).
  await openShift(t);
  manager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|manager-7')}` };
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: manager });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: manager, payload });
const adjust = (number: string, body: object) => post(`/api/admin/members/${number}/points-adjustments`, body);
const balanceOf = async (number: string) =>
  (await get(`/api/admin/members/${number}`)).json().profile.memberCurrencies.find((c: { loyaltyMemberCurrencyName: string }) => c.loyaltyMemberCurrencyName === 'Reward Points').pointsBalance;

describe('member search', () => {
  it('finds by number, name (any part, any case), phone in any usual form and e-mail', async () => {
    const member = await createMember(t.database.db, { firstName: 'Wulan', lastName: 'Safitri', email: 'wulan.safitri@example.test' });
    await t.database.db.execute(`update loyalty_contacts set phone = '6281299887766' where email = 'wulan.safitri@example.test'`);
    for (const q of [member.membershipNumber, 'safitri', 'WULAN S', '0812 9988', '+62 812-99887766', 'Wulan.Saf']) {
      const res = await get(`/api/admin/members?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(res.json().members, q).toEqual([
        { membershipNumber: member.membershipNumber, name: 'Wulan Safitri', email: 'wulan.safitri@example.test', phone: '6281299887766', tier: 'Crew', memberStatus: 'Active' },
      ]);
    }
    expect((await get('/api/admin/members?q=nobody-like-this')).json()).toEqual({ members: [] });
  });
});

describe('points adjustment', () => {
  it('books a Manual Points Adjustment journal and the audit entry together; a retry books nothing', async () => {
    const member = await createMember(t.database.db, { points: 5_000 });
    const body = { points: 250, reason: 'goodwill', note: 'Late delivery, sorry', adjustmentId: crypto.randomUUID() };
    const first = await adjust(member.membershipNumber, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ points: 250, reason: 'goodwill', pointsBalance: 5_250 });

    const retry = await adjust(member.membershipNumber, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await balanceOf(member.membershipNumber)).toBe(5_250);

    const ledger = (await get(`/api/admin/members/${member.membershipNumber}/ledger`)).json();
    expect(ledger.journals[0]).toMatchObject({
      journalTypeName: 'Manual Points Adjustment',
      pointsChange: [{ changeInPoints: 250, loyaltyMemberCurrency: 'Reward Points' }],
      additionalTransactionJournalAttributes: [
        { fieldName: 'Adjusted_By__c', value: 'auth0|manager-7' },
        { fieldName: 'Note__c', value: 'Late delivery, sorry' },
        { fieldName: 'Reason__c', value: 'Goodwill' },
      ],
    });
    const audit = (await get(`/api/admin/audit?entity=member&entityId=${member.membershipNumber}`)).json();
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      actorUserId: 'auth0|manager-7',
      action: 'member.points-adjustment',
      entity: 'member',
      entityId: member.membershipNumber,
      before: { pointsBalance: 5_000 },
      after: { pointsBalance: 5_250, points: 250, reason: 'goodwill', note: 'Late delivery, sorry', transactionJournalId: first.json().transactionJournalId },
    });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('a deduction takes the oldest points and cannot go below zero (422, nothing written)', async () => {
    const member = await createMember(t.database.db, { points: 300 });
    const before = await databaseSnapshot(t.database.db);
    const res = await adjust(member.membershipNumber, { points: -301, reason: 'fraud', note: '', adjustmentId: crypto.randomUUID() });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(en('backOffice.errors.members.insufficientPoints', { points: 301, balance: 300 }));
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
    expect((await get(`/api/admin/audit?entityId=${member.membershipNumber}`)).json().entries).toEqual([]);

    const ok = await adjust(member.membershipNumber, { points: -300, reason: 'correction', note: '', adjustmentId: crypto.randomUUID() });
    expect(ok.json().pointsBalance).toBe(0);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('the same adjustmentId with another body is a 409', async () => {
    const member = await createMember(t.database.db, { points: 100 });
    const adjustmentId = crypto.randomUUID();
    await adjust(member.membershipNumber, { points: 5, reason: 'goodwill', adjustmentId });
    const res = await adjust(member.membershipNumber, { points: 6, reason: 'goodwill', adjustmentId });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This Idempotency-Key was already used for a different request.');
  });
});

describe('ledger pages', () => {
  it('walks every journal newest first, 20 a page, with no gaps or repeats', async () => {
    const member = await createMember(t.database.db, { points: 1_000 });
    for (let i = 1; i <= 23; i += 1) {
      await adjust(member.membershipNumber, { points: i, reason: 'correction', adjustmentId: crypto.randomUUID() });
    }
    const first = (await get(`/api/admin/members/${member.membershipNumber}/ledger`)).json();
    expect(first.journals).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = (await get(`/api/admin/members/${member.membershipNumber}/ledger?cursor=${first.nextCursor}`)).json();
    expect(second.nextCursor).toBeNull();
    const changes = [...first.journals, ...second.journals].map((j: { pointsChange: { changeInPoints: number }[] }) => j.pointsChange[0]?.changeInPoints);
    // 23 adjustments newest first, then the factory's opening points.
    expect(changes).toEqual([...Array.from({ length: 23 }, (_, i) => 23 - i), 1_000]);
  });
});

describe('block and unblock', () => {
  it('a blocked member cannot earn or redeem at the till or in the member area; unblocking restores it; both audited', async () => {
    const member = await createMember(t.database.db, { points: 20_000 });
    const blocked = await post(`/api/admin/members/${member.membershipNumber}/block`, { note: 'Card shared on social media' });
    expect(blocked.json()).toEqual({ membershipNumber: member.membershipNumber, memberStatus: 'Blocked' });
    const message = `Membership ${member.membershipNumber} is blocked: it cannot earn or redeem points. Check out without the member, or ask a manager.`;

    const before = await databaseSnapshot(t.database.db);
    const order = await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: await cashierHeaders(t), payload: orderBody({ membershipNumber: member.membershipNumber }) });
    expect(order.statusCode).toBe(409);
    expect(order.json()).toEqual({ error: { code: 'member_blocked', message } });
    const redeem = await t.app.inject({
      method: 'POST',
      url: '/api/loyalty/rewards/redeem',
      headers: await cashierHeaders(t),
      payload: { MembershipNumber: member.membershipNumber, RewardCatalogId: 'RWD-001' },
    });
    expect(redeem.statusCode).toBe(409);
    expect(redeem.json().error.message).toBe(message);
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
    const spinId = await grantSpin(t.database.db, member);
    const play = await t.app.inject({ method: 'POST', url: `/api/loyalty/game-rewards/${spinId}/play`, headers: await cashierHeaders(t) });
    expect(play.statusCode).toBe(409);
    expect(play.json().error.message).toBe(message);

    // The profile the till reads says Blocked; a second block changes and logs nothing.
    expect((await get(`/api/admin/members/${member.membershipNumber}`)).json().profile.memberStatus).toBe('Blocked');
    await post(`/api/admin/members/${member.membershipNumber}/block`, { note: 'again' });

    const unblocked = await post(`/api/admin/members/${member.membershipNumber}/unblock`, {});
    expect(unblocked.json().memberStatus).toBe('Active');
    const again = await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: await cashierHeaders(t), payload: orderBody({ membershipNumber: member.membershipNumber }) });
    expect(again.statusCode).toBe(201);

    const audit = (await get(`/api/admin/audit?entity=member&entityId=${member.membershipNumber}`)).json().entries;
    expect(audit.map((e: { action: string; before: unknown; after: unknown }) => [e.action, e.before, e.after])).toEqual([
      ['member.unblock', { memberStatus: 'Blocked' }, { memberStatus: 'Active' }],
      ['member.block', { memberStatus: 'Active' }, { memberStatus: 'Blocked', note: 'Card shared on social media' }],
    ]);
  });

  it('the audit log refuses to be edited, even by SQL', async () => {
    await expect(t.database.db.execute('update admin_audit_log set action = \'x\'')).rejects.toThrow();
    await expect(t.database.db.execute('delete from admin_audit_log')).rejects.toThrow();
  });

  it('the member page shows profile, phone, status, vouchers and POS orders', async () => {
    const member = await createMember(t.database.db, { points: 2_000, tier: 'Co-Pilot', firstName: 'Agus', lastName: 'Salim' });
    await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: await cashierHeaders(t), payload: orderBody({ membershipNumber: member.membershipNumber }) });
    const page = (await get(`/api/admin/members/${member.membershipNumber}`)).json();
    expect(page).toMatchObject({
      phone: null,
      memberStatus: 'Active',
      profile: { membershipNumber: member.membershipNumber, associatedContact: { firstName: 'Agus', lastName: 'Salim' }, memberTiers: [{ loyaltyMemberTierName: 'Co-Pilot' }] },
      vouchers: [],
    });
    expect(page.orders).toHaveLength(1);
    expect(page.orders[0]).toMatchObject({ storeId: 'STORE-001' });
  });
});
