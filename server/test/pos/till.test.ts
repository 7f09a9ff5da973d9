import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidEan13 } from '#domain/pos/ean13.ts';
import { loyaltyContacts, loyaltyMembers } from '../../src/platform/db/schema/index.ts';
import { createMember, uniqueNumber } from '../helpers/loyalty-factories.ts';
import { cashierHeaders, shopperHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** At the till (decision 006): every POS product has a barcode; the cashier finds a member by number, phone or e-mail. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  await t.close();
});

const search = async (q: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/pos/members?q=${encodeURIComponent(q)}`, headers: headers ?? (await cashierHeaders(t)) });
const numbersOf = (response: { json(): { members: { membershipNumber: string }[] } }) => response.json().members.map((m) => m.membershipNumber);

async function setPhone(membershipNumber: string, phone: string) {
  const [row] = await t.database.db.select({ contactId: loyaltyMembers.contactId }).from(loyaltyMembers).where(eq(loyaltyMembers.membershipNumber, membershipNumber));
  await t.database.db.update(loyaltyContacts).set({ phone }).where(eq(loyaltyContacts.id, row!.contactId));
}

describe('POS product barcodes', () => {
  it('every product of both brands has its own valid EAN-13, the first bananas 8991234000015', async () => {
    const products = [
      ...(await t.app.inject({ method: 'GET', url: '/api/pos/products?brand=grandlucky' })).json().products,
      ...(await t.app.inject({ method: 'GET', url: '/api/pos/products?brand=erafone' })).json().products,
    ] as { name: string; barcode: string }[];
    expect(products).toHaveLength(29);
    for (const product of products) expect(isValidEan13(product.barcode), `${product.name} ${product.barcode}`).toBe(true);
    expect(new Set(products.map((p) => p.barcode)).size).toBe(29);
    expect(products[0]).toMatchObject({ name: 'Cavendish Bananas 1 kg', barcode: '8991234000015' });
    expect(products.find((p) => p.name === 'Milk Bundle')?.barcode).toBe('8991234000114');
  });
});

describe('GET /api/pos/members (finding the member at the till)', () => {
  it('finds a demo member by number, by phone in its usual forms, and by e-mail in any case', async () => {
    for (const q of ['1003', '0812-3456-7803', '+62 812 3456 7803', '81234567803', 'RINA.WIJAYA@example.com']) {
      const response = await search(q);
      expect(response.statusCode, q).toBe(200);
      expect(response.json().members, q).toEqual([
        { membershipNumber: '1003', name: 'Rina Wijaya', email: 'rina.wijaya@example.com', phone: '6281234567803', tier: 'Pilot' },
      ]);
    }
  });

  it('lists several matches for the cashier to choose from, and none for an unknown text', async () => {
    const prefix = uniqueNumber('S');
    const members = await Promise.all([1, 2, 3].map((n) => createMember(t.database.db, { membershipNumber: `${prefix}${n}` })));
    const shared = `0899${prefix.replace(/\D/g, '').slice(-6).padStart(6, '0')}`;
    await setPhone(members[0]!.membershipNumber, `62${shared.slice(1)}1`);
    await setPhone(members[1]!.membershipNumber, `62${shared.slice(1)}2`);
    expect(numbersOf(await search(prefix))).toEqual(members.map((m) => m.membershipNumber));
    expect(numbersOf(await search(shared))).toEqual([members[0]!.membershipNumber, members[1]!.membershipNumber]);
    expect((await search('nobody-here@nowhere.test')).json()).toEqual({ members: [] });
  });

  it('matches % and _ only as themselves, not as wildcards', async () => {
    const member = await createMember(t.database.db, { email: `odd_name%${Date.now()}@example.test` });
    expect(numbersOf(await search('%%'))).toEqual([]);
    expect(numbersOf(await search('__'))).toEqual([]);
    expect(numbersOf(await search('odd_name%'))).toContain(member.membershipNumber);
    expect(numbersOf(await search('odd_name%'))).toHaveLength(1);
  });

  it('refuses a query too short to search by, with a message', async () => {
    const response = await search(' 1 ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Type at least 2 characters of a membership number, phone number or e-mail address.');
  });

  it('is for cashiers: 401 signed out, 403 for a shopper', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/pos/members?q=1003' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthorized');
    const shopper = await search('1003', await shopperHeaders(t, { sub: 'auth0|till-shopper', email: 'shopper@example.test', emailVerified: true }));
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json()).toEqual({ error: { code: 'forbidden', message: 'Only cashier accounts can use the POS.' } });
  });
});
