import { webcrypto } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfflinePolicy, PinCheck } from '#domain/pos/api/offline.ts';
import { adminManagerStores, posManagerPins, posOrders, shopSettings } from '../../src/platform/db/schema/index.ts';
import { createManagerAccount } from '../../src/seed/managers.ts';
import { createMember } from '../helpers/loyalty-factories.ts';
import { orderBody } from '../helpers/pos-orders.ts';
import { openShift } from '../helpers/pos-shifts.ts';
import { accessTokenFor, cashierHeaders, shopperHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Decision 030: what the till caches to sell offline at a store — the owner's limits and, for each
 * manager whose approval counts there, a PBKDF2 check value of their PIN a browser can verify.
 */
let t: TestApp;
const HEAD_OFFICE = { email: 'manajer.pusat@lumbung.test', password: 'Manajer#2024', name: 'Sari Wulandari', pin: '2468' };
const KEMANG = { email: 'manajer.kemang@lumbung.test', password: 'Manajer#2024', name: 'Dedi Kurniawan', pin: '1357' };
let kemang: { userId: string };

beforeAll(async () => {
  t = await createTestApp();
  await createManagerAccount(t.database.db, HEAD_OFFICE);
  kemang = await createManagerAccount(t.database.db, KEMANG);
  await t.database.db.insert(adminManagerStores).values({ userId: kemang.userId, storeId: 'STORE-001' });
});
afterAll(async () => {
  await t.close();
});

const policyAt = async (store: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/pos/offline-policy?store=${store}`, headers: headers ?? (await cashierHeaders(t)) });

/** What the till does with WebCrypto (the browser's SubtleCrypto, as node exposes it) to check a typed PIN. */
async function browserChecks(pin: string, check: PinCheck): Promise<boolean> {
  const hex = (bytes: ArrayBuffer) => Buffer.from(bytes).toString('hex');
  const salt = Uint8Array.from(check.salt.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
  const key = await webcrypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await webcrypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: check.iterations }, key, 256);
  return hex(bits) === check.hash;
}

describe('GET /api/pos/offline-policy', () => {
  it('answers 401 to anonymous callers and 403 to shoppers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/pos/offline-policy?store=STORE-001' })).statusCode).toBe(401);
    const shopper = await shopperHeaders(t, { sub: 'auth0|offline-shopper', email: 'dewi@lumbung.test', emailVerified: true });
    expect((await policyAt('STORE-001', shopper)).statusCode).toBe(403);
  });

  it("gives the owner's limits (defaults 24 hours, Rp 5.000.000) and the store's managers with a PIN check a browser verifies", async () => {
    const res = await policyAt('STORE-001');
    expect(res.statusCode, res.body).toBe(200);
    const policy: OfflinePolicy = res.json();
    expect(policy).toMatchObject({ storeId: 'STORE-001', offlineMaxHours: 24, offlineMaxSaleRupiah: 5_000_000 });
    expect(policy.managers.map((m) => m.name).sort()).toEqual(['Dedi Kurniawan', 'Sari Wulandari']);
    const dedi = policy.managers.find((m) => m.userId === kemang.userId);
    if (!dedi) throw new Error('the Kemang manager approves at STORE-001');
    expect(dedi.pinCheck.iterations).toBeGreaterThanOrEqual(100_000);
    expect(dedi.pinCheck.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(await browserChecks('1357', dedi.pinCheck)).toBe(true);
    expect(await browserChecks('1358', dedi.pinCheck)).toBe(false);
    expect(res.body).not.toContain('scrypt');

    // Another store: the Kemang manager's approval does not count there.
    const elsewhere: OfflinePolicy = (await policyAt('STORE-002')).json();
    expect(elsewhere.managers.map((m) => m.name)).toEqual(['Sari Wulandari']);
  });

  it('follows the limits the back office set', async () => {
    await t.database.db
      .insert(shopSettings)
      .values({ id: 1, offlineMaxHours: 8, offlineMaxSaleRupiah: 2_500_000 })
      .onConflictDoUpdate({ target: shopSettings.id, set: { offlineMaxHours: 8, offlineMaxSaleRupiah: 2_500_000 } });
    expect((await policyAt('STORE-003')).json()).toMatchObject({ offlineMaxHours: 8, offlineMaxSaleRupiah: 2_500_000 });
  });

  it("is scoped to the caller's stores, and knows only real stores", async () => {
    const sub = 'auth0|offline-kemang-cashier';
    await t.database.db.insert(adminManagerStores).values({ userId: sub, storeId: 'STORE-001' });
    const kemangCashier = { authorization: `Bearer ${await accessTokenFor(t, ['cashier'], sub)}` };
    expect((await policyAt('STORE-001', kemangCashier)).statusCode).toBe(200);
    const outside = await policyAt('STORE-002', kemangCashier);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().error.message).toBe('Store STORE-002 is not one of your stores');
    expect((await policyAt('STORE-999')).statusCode).toBe(404);
  });

  it('draws a new salt when the manager approves at the till, so what tills cached before stops matching', async () => {
    const [before] = await t.database.db.select({ check: posManagerPins.offlinePinCheck }).from(posManagerPins).where(eq(posManagerPins.userId, kemang.userId));
    await openShift(t, { storeId: 'STORE-001' });
    const member = await createMember(t.database.db);
    const sale = await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: await cashierHeaders(t), payload: orderBody({ membershipNumber: member.membershipNumber }) });
    expect(sale.statusCode, sale.body).toBe(201);
    const { externalTransactionNumber } = sale.json().orders[0];
    const ret = await t.app.inject({
      method: 'POST',
      url: '/api/pos/returns',
      headers: await cashierHeaders(t),
      payload: { returnKey: 'RET-offline-salt', externalTransactionNumber, lines: [{ lineNumber: 1, quantity: 1 }], approval: { managerEmail: KEMANG.email, pin: KEMANG.pin } },
    });
    expect(ret.statusCode, ret.body).toBe(201);
    const [after] = await t.database.db.select({ check: posManagerPins.offlinePinCheck }).from(posManagerPins).where(eq(posManagerPins.userId, kemang.userId));
    expect(after?.check?.salt).not.toBe(before?.check?.salt);
    if (!after?.check) throw new Error('the check value stays');
    expect(await browserChecks(KEMANG.pin, after.check)).toBe(true);
  });

  it('flags a sale above the largest offline sale unless a manager of its store approved it', async () => {
    await t.database.db
      .insert(shopSettings)
      .values({ id: 1, offlineMaxSaleRupiah: 20_000 })
      .onConflictDoUpdate({ target: shopSettings.id, set: { offlineMaxSaleRupiah: 20_000 } });
    const shift = await openShift(t, { storeId: 'STORE-002' });
    let n = 0;
    const sync = async (override?: { managerUserId: string; reason: 'saleTooLarge' }) => {
      const body = orderBody({ storeId: 'STORE-002', paymentMethod: 'Cash', lines: [{ productCode: 'GL-MLK-001', quantity: 1, price: 21_000 }] });
      n += 1;
      body.orders[0]!.order.offline = { deviceId: 'LIMIT', receiptNumber: `TLIMIT-${n}`, soldAt: '2026-11-26T05:00:00.000Z', shiftId: shift.id, ...(override ? { override } : {}) };
      const res = await t.app.inject({ method: 'POST', url: '/api/pos/orders', headers: await cashierHeaders(t), payload: body });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.database.db.select({ by: posOrders.offlineOverrideBy }).from(posOrders).where(eq(posOrders.externalTransactionNumber, res.json().orders[0].externalTransactionNumber));
      return { conflicts: res.json().orders[0].conflicts, approvedBy: row?.by };
    };
    try {
      const headOffice = (await policyAt('STORE-002')).json().managers.find((m: { name: string }) => m.name === HEAD_OFFICE.name);
      // Rp 23.310 is above the Rp 20.000 limit: with no approval, the manager is shown.
      expect(await sync()).toEqual({ conflicts: [{ kind: 'overLimit', detail: 'TLIMIT-1' }], approvedBy: null });
      // The head-office manager approves at every store: booked clean, their approval kept.
      expect(await sync({ managerUserId: headOffice.userId, reason: 'saleTooLarge' })).toEqual({ conflicts: [], approvedBy: headOffice.userId });
      // The Kemang manager's approval does not count at STORE-002, nor does someone who is no manager.
      for (const managerUserId of [kemang.userId, 'auth0|not-a-manager']) {
        const booked = await sync({ managerUserId, reason: 'saleTooLarge' });
        expect(booked).toEqual({ conflicts: [{ kind: 'overLimit', detail: `TLIMIT-${n}` }], approvedBy: null });
      }
    } finally {
      await t.database.db.update(shopSettings).set({ offlineMaxSaleRupiah: 5_000_000 }).where(eq(shopSettings.id, 1));
    }
  });
});
