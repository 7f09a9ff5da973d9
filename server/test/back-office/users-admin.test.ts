import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { AccountService } from '../../src/identity/embedded/accounts.ts';
import { accessTokenFor } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { translate } from '../../src/platform/texts.ts';

const en = translate('en');

/** Decision 017: an admin lists users and grants or removes staff roles, each change audited. */
let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], 'auth0|admin-9')}` };
});
afterAll(async () => {
  await t.close();
});

describe('users and roles', () => {
  it('lists accounts by e-mail with their staff roles; q matches an e-mail or a name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users?q=kasir', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().users.map((u: { email: string; roles: string[]; name: string }) => [u.email, u.name, u.roles])).toEqual([
      ['kasir@lumbung.test', 'Wahyu Nugroho', ['cashier']],
    ]);
    const byName = await t.app.inject({ method: 'GET', url: '/api/admin/users?q=lestari', headers: admin });
    expect(byName.json().users.map((u: { email: string }) => u.email)).toEqual(['dewi.lestari@example.com', 'dewi@lumbung.test']);
    const demoAdmin = await t.app.inject({ method: 'GET', url: '/api/admin/users?q=admin%40', headers: admin });
    expect(demoAdmin.json().users).toMatchObject([{ email: 'admin@lumbung.test', roles: ['admin'] }]);
  });

  it('pages with a keyset on the e-mail', async () => {
    const accounts = new AccountService(t.database.db);
    for (let i = 0; i < 27; i += 1) await accounts.create({ email: `paging${String(i).padStart(2, '0')}@example.test`, password: 'Paging#2024x', name: `Paging ${i}` });
    const first = (await t.app.inject({ method: 'GET', url: '/api/admin/users?q=paging', headers: admin })).json();
    expect(first.users).toHaveLength(25);
    expect(first.nextAfter).toBe('paging24@example.test');
    const second = (await t.app.inject({ method: 'GET', url: `/api/admin/users?q=paging&after=${first.nextAfter}`, headers: admin })).json();
    expect(second.users.map((u: { email: string }) => u.email)).toEqual(['paging25@example.test', 'paging26@example.test']);
    expect(second.nextAfter).toBeNull();
  });

  it('grants and removes roles in the accounts table (the next token carries them), audited with before and after', async () => {
    const accounts = new AccountService(t.database.db);
    const account = await accounts.create({ email: 'new.manager@example.test', password: 'Manajer#2024x', name: 'Nina Manager' });
    const url = `/api/admin/users/${encodeURIComponent(account.userId)}/roles`;
    const granted = await t.app.inject({ method: 'PUT', url, headers: admin, payload: { roles: ['manager', 'cashier'] } });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ email: 'new.manager@example.test', roles: ['cashier', 'manager'] });
    expect((await accounts.get(account.userId)).roles).toEqual(['cashier', 'manager']);

    const removed = await t.app.inject({ method: 'PUT', url, headers: admin, payload: { roles: ['cashier'] } });
    expect(removed.json().roles).toEqual(['cashier']);
    // The same roles again change nothing and log nothing.
    await t.app.inject({ method: 'PUT', url, headers: admin, payload: { roles: ['cashier'] } });

    const audit = (await t.app.inject({ method: 'GET', url: `/api/admin/audit?entity=user&user=auth0%7Cadmin-9`, headers: admin })).json();
    expect(audit.entries.map((e: { action: string; entityId: string; before: unknown; after: unknown }) => [e.action, e.entityId, e.before, e.after])).toEqual([
      ['user.roles', account.userId, { email: 'new.manager@example.test', roles: ['cashier', 'manager'] }, { email: 'new.manager@example.test', roles: ['cashier'] }],
      ['user.roles', account.userId, { email: 'new.manager@example.test', roles: [] }, { email: 'new.manager@example.test', roles: ['cashier', 'manager'] }],
    ]);
  });

  it('an admin cannot remove their own admin role; an unknown account is a 404', async () => {
    const accounts = new AccountService(t.database.db);
    const self = await accounts.create({ email: 'self.admin@example.test', password: 'Admin#2024xy', name: 'Self Admin', roles: ['admin'] });
    const headers = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], self.userId)}` };
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${encodeURIComponent(self.userId)}/roles`, headers, payload: { roles: ['manager'] } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(en('backOffice.errors.users.ownAdminRole'));
    const missing = await t.app.inject({ method: 'PUT', url: '/api/admin/users/auth0%7Cnobody/roles', headers: admin, payload: { roles: [] } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(en('backOffice.errors.users.notFound', { id: 'auth0|nobody' }));
  });

  it('blocks an account (its tokens are refused at once) and unblocks it, audited; never one’s own (decision 034)', async () => {
    const accounts = new AccountService(t.database.db);
    const account = await accounts.create({ email: 'blocked.manager@example.test', password: 'Manajer#2024x', name: 'Bima Manager', roles: ['manager'] });
    const token = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], account.userId)}` };
    const session = () => t.app.inject({ method: 'GET', url: '/api/admin/session', headers: token });
    expect((await session()).statusCode).toBe(200);

    const url = `/api/admin/users/${encodeURIComponent(account.userId)}/blocked`;
    const blocked = await t.app.inject({ method: 'PUT', url, headers: admin, payload: { blocked: true } });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ email: 'blocked.manager@example.test', roles: ['manager'], blocked: true });
    expect((await session()).json()).toEqual({ error: { code: 'unauthorized', message: 'Your session has expired. Please sign in again.' } });
    // Blocking twice changes (and logs) nothing.
    expect((await t.app.inject({ method: 'PUT', url, headers: admin, payload: { blocked: true } })).json().blocked).toBe(true);
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/users?q=blocked.manager', headers: admin });
    expect(listed.json().users).toMatchObject([{ email: 'blocked.manager@example.test', blocked: true }]);

    const unblocked = await t.app.inject({ method: 'PUT', url, headers: admin, payload: { blocked: false } });
    expect(unblocked.json().blocked).toBe(false);
    // Unblocking lets the account sign in again; the token from before the block stays refused.
    expect((await session()).statusCode).toBe(401);

    const audit = (await t.app.inject({ method: 'GET', url: `/api/admin/audit?entity=user&user=auth0%7Cadmin-9`, headers: admin })).json();
    const entries = audit.entries.filter((e: { entityId: string }) => e.entityId === account.userId);
    expect(entries.map((e: { action: string; before: unknown; after: unknown }) => [e.action, e.before, e.after])).toEqual([
      ['user.unblock', { email: 'blocked.manager@example.test', blocked: true }, { email: 'blocked.manager@example.test', blocked: false }],
      ['user.block', { email: 'blocked.manager@example.test', blocked: false }, { email: 'blocked.manager@example.test', blocked: true }],
    ]);

    const self = await accounts.create({ email: 'self.blocker@example.test', password: 'Admin#2024xy', name: 'Self Blocker', roles: ['admin'] });
    const selfHeaders = { authorization: `Bearer ${await accessTokenFor(t, ['admin'], self.userId)}` };
    const own = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${encodeURIComponent(self.userId)}/blocked`, headers: selfHeaders, payload: { blocked: true } });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toBe(en('backOffice.errors.users.ownBlock'));
    const missing = await t.app.inject({ method: 'PUT', url: '/api/admin/users/auth0%7Cnobody/blocked', headers: admin, payload: { blocked: true } });
    expect(missing.statusCode).toBe(404);
  });

  it('the audit log filters by date (Jakarta days)', async () => {
    const today = jakartaDayOfInstant(new Date());
    const todays = (await t.app.inject({ method: 'GET', url: `/api/admin/audit?from=${today}&to=${today}`, headers: admin })).json();
    expect(todays.entries.length).toBeGreaterThanOrEqual(2);
    const past = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?from=2020-01-01&to=2020-12-31', headers: admin })).json();
    expect(past).toEqual({ entries: [], nextBefore: null });
  });
});
