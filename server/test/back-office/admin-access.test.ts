import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as adminAudit from '#domain/back-office/endpoints/audit.ts';
import * as adminCases from '#domain/back-office/endpoints/cases.ts';
import * as adminMembers from '#domain/back-office/endpoints/members.ts';
import * as adminOutbox from '#domain/back-office/endpoints/outbox.ts';
import * as adminUsers from '#domain/back-office/endpoints/users.ts';
import type { AnyEndpoint } from '#domain/platform/endpoint.ts';
import { createMember } from '../helpers/loyalty-factories.ts';
import { accessTokenFor, shopperHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { translate } from '../../src/platform/texts.ts';

const en = translate('en');
/** A field's message as the error handler words it: the catalogue's text, a sentence. */
const said = (...args: Parameters<typeof en>) => en(...args).replace(/(?<![.!?])$/, '.');

/**
 * Every back-office endpoint checks the role on the server (decision 017). Anonymous: 401; a
 * shopper or a cashier: 403; a manager: 403 on the admin-only ones; bad input: 400 with field messages
 * and nothing written.
 */
let t: TestApp;
let memberNumber: string;
beforeAll(async () => {
  t = await createTestApp();
  memberNumber = (await createMember(t.database.db, { points: 1_000 })).membershipNumber;
});
afterAll(async () => {
  await t.close();
});

const bearer = async (roles: string[], sub: string) => ({ authorization: `Bearer ${await accessTokenFor(t, roles, sub)}` });

const allAdminEndpoints: AnyEndpoint[] = [...Object.values(adminUsers), ...Object.values(adminAudit), ...Object.values(adminMembers), ...Object.values(adminCases), ...Object.values(adminOutbox)];

function sample(endpoint: AnyEndpoint) {
  const url = endpoint.path.replace(':membershipNumber', memberNumber).replace(':userId', 'auth0%7Cnobody').replace(':caseNumber', 'CS-AAAAAAAA').replace(':id', '1');
  const payload =
    endpoint === adminMembers.adjustPoints
      ? { points: 10, reason: 'goodwill', note: '', adjustmentId: crypto.randomUUID() }
      : endpoint === adminUsers.setUserRoles
        ? { roles: ['cashier'] }
        : endpoint === adminUsers.setManagerStores
          ? { storeIds: ['STORE-001'] }
          : endpoint === adminUsers.setUserBlocked
          ? { blocked: true }
          : endpoint === adminMembers.blockMember
          ? { note: 'Shared card' }
          : endpoint === adminMembers.unblockMember
            ? {}
            : endpoint === adminCases.updateCase
              ? { status: 'closed' }
              : endpoint === adminCases.replyToCase
                ? { body: 'Thank you' }
                : undefined;
  const query = endpoint === adminMembers.searchMembers ? '?q=1' : '';
  return { method: endpoint.method, url: `${url}${query}`, ...(payload ? { payload } : {}) };
}

describe('role checks on every back-office endpoint', () => {
  it('declares manager or admin access for each', () => {
    expect(allAdminEndpoints.map((e) => e.access).every((access) => access === 'manager' || access === 'admin')).toBe(true);
    expect(allAdminEndpoints.filter((e) => e.access === 'admin').map((e) => e.path)).toEqual(['/api/admin/users', '/api/admin/users/:userId/roles', '/api/admin/users/:userId/blocked', '/api/admin/users/:userId/stores']);
  });

  it.each(allAdminEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s: anonymous 401, shopper and cashier 403', async (_name, endpoint) => {
    const request = sample(endpoint);
    const anonymous = await t.app.inject(request);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in first.' } });

    const shopper = await t.app.inject({ ...request, headers: await shopperHeaders(t, { sub: 'auth0|shopper-1', email: 'shopper@example.test' }) });
    expect(shopper.statusCode).toBe(403);
    const cashier = await t.app.inject({ ...request, headers: await bearer(['cashier'], 'auth0|cashier-1') });
    expect(cashier.statusCode).toBe(403);
    expect(cashier.json().error.message).toBe(endpoint.access === 'admin' ? 'Only an administrator may do this.' : 'Only a manager may do this.');
  });

  it('a manager may not list users or change roles; an admin may do what a manager may', async () => {
    const manager = await bearer(['manager'], 'auth0|manager-1');
    for (const endpoint of [adminUsers.listUsers, adminUsers.setUserRoles, adminUsers.setManagerStores]) {
      const res = await t.app.inject({ ...sample(endpoint), headers: manager });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Only an administrator may do this.');
    }
    const admin = await bearer(['admin'], 'auth0|admin-1');
    const member = await t.app.inject({ method: 'GET', url: `/api/admin/members/${memberNumber}`, headers: admin });
    expect(member.statusCode).toBe(200);
    const session = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: manager });
    expect(session.json()).toEqual({ userId: 'auth0|manager-1', email: null, name: null, roles: ['manager'] });
  });
});

describe('bad input: 400 with what to fix, nothing written', () => {
  const auditCount = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: await bearer(['manager'], 'auth0|manager-1') })).json().entries.length;

  it.each([
    ['no points', { reason: 'goodwill', note: '', adjustmentId: '6f1c2f5e-3c1a-4d5e-9a7b-0c1d2e3f4a5b' }, { points: said('backOffice.errors.members.pointsRequired') }],
    ['zero points', { points: 0, reason: 'goodwill', adjustmentId: '6f1c2f5e-3c1a-4d5e-9a7b-0c1d2e3f4a5b' }, { points: said('backOffice.errors.members.pointsNotZero') }],
    ['fractional points', { points: 1.5, reason: 'goodwill', adjustmentId: '6f1c2f5e-3c1a-4d5e-9a7b-0c1d2e3f4a5b' }, { points: said('backOffice.errors.members.pointsWhole') }],
    ['too many points', { points: 1_000_001, reason: 'goodwill', adjustmentId: '6f1c2f5e-3c1a-4d5e-9a7b-0c1d2e3f4a5b' }, { points: said('backOffice.errors.members.pointsAtMost', { max: 1_000_000 }) }],
    ['an unknown reason', { points: 5, reason: 'because', adjustmentId: '6f1c2f5e-3c1a-4d5e-9a7b-0c1d2e3f4a5b' }, { reason: said('backOffice.errors.members.chooseReason') }],
    ["'other' without a note", { points: 5, reason: 'other', note: '  ', adjustmentId: '6f1c2f5e-3c1a-4d5e-9a7b-0c1d2e3f4a5b' }, { note: said('backOffice.errors.members.describeReason') }],
    ['no adjustment id', { points: 5, reason: 'goodwill' }, { adjustmentId: said('backOffice.errors.members.adjustmentId') }],
  ])('points adjustment with %s', async (_name, payload, fields) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${memberNumber}/points-adjustments`,
      headers: await bearer(['manager'], 'auth0|manager-1'),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
    expect(res.json().error.fields).toEqual(fields);
    expect(await auditCount()).toBe(0);
  });

  it('blocking without a note, unknown roles, bad filters and cursors', async () => {
    const manager = await bearer(['manager'], 'auth0|manager-1');
    const admin = await bearer(['admin'], 'auth0|admin-1');
    const block = await t.app.inject({ method: 'POST', url: `/api/admin/members/${memberNumber}/block`, headers: manager, payload: { note: ' ' } });
    expect(block.statusCode).toBe(400);
    expect(block.json().error.fields).toEqual({ note: said('backOffice.errors.members.blockReason') });

    const roles = await t.app.inject({ method: 'PUT', url: '/api/admin/users/auth0%7Cx/roles', headers: admin, payload: { roles: ['owner'] } });
    expect(roles.statusCode).toBe(400);
    expect(roles.json().error.message).toBe(`Roles: ${said('errors.validation.oneOf', { options: 'cashier, manager, admin' })}`);

    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit?from=2026-11-30&to=2026-11-01&entity=shop', headers: manager });
    expect(audit.statusCode).toBe(400);
    expect(audit.json().error.fields).toEqual({
      entity: said('errors.validation.oneOf', {
        options: 'user, member, case, journey-event, product, pos-product, image, settings, store, promo, home-section, home-list, order, reward, voucher-definition, game, loyalty-programme, identity-client',
      }),
    });
    const dates = await t.app.inject({ method: 'GET', url: '/api/admin/audit?from=2026-11-30&to=2026-11-01', headers: manager });
    expect(dates.json().error.fields).toEqual({ to: said('backOffice.errors.fromAfterTo') });

    const ledger = await t.app.inject({ method: 'GET', url: `/api/admin/members/${memberNumber}/ledger?cursor=abc`, headers: manager });
    expect(ledger.statusCode).toBe(400);
    expect(ledger.json().error.fields).toEqual({ cursor: said('backOffice.errors.badCursor') });

    const reply = await t.app.inject({ method: 'POST', url: '/api/admin/cases/CS-AAAAAAAA/replies', headers: manager, payload: { body: '   ' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.fields).toEqual({ body: said('backOffice.errors.cases.writeReply') });
    const update = await t.app.inject({ method: 'PATCH', url: '/api/admin/cases/CS-AAAAAAAA', headers: manager, payload: {} });
    expect(update.statusCode).toBe(400);
    expect(update.json().error.message).toBe(said('backOffice.errors.cases.changeSomething'));
    const badStatus = await t.app.inject({ method: 'PATCH', url: '/api/admin/cases/CS-AAAAAAAA', headers: manager, payload: { status: 'done' } });
    expect(badStatus.json().error.fields).toEqual({ status: `Status: ${said('errors.validation.oneOf', { options: 'new, in_progress, answered, closed' })}` });
    const badNumber = await t.app.inject({ method: 'GET', url: '/api/admin/cases/1234', headers: manager });
    expect(badNumber.json().error.fields).toEqual({ caseNumber: said('backOffice.errors.cases.caseNumber') });

    const search = await t.app.inject({ method: 'GET', url: '/api/admin/members?q=', headers: manager });
    expect(search.statusCode).toBe(400);
    expect(search.json().error.fields).toEqual({ q: said('backOffice.errors.members.typeSearch') });

    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/members/NOPE-1', headers: manager });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe("No member with membership number 'NOPE-1'.");
    expect(await auditCount()).toBe(0);
  });
});
