import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMailOutbox, membershipLinkCodes, membershipOwners } from '../../../src/platform/db/schema/index.ts';
import { createGame, createMember, grantSpin, type TestMember } from '../../helpers/loyalty-factories.ts';
import { cashierHeaders, shopperHeaders, type ShopperIdentity } from '../../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { translate } from '../../../src/platform/texts.ts';

const en = translate('en');
const id = translate('id');

/**
 * Decision 009: a member's data, redemptions and spins belong to the account that owns the membership (and
 * to cashiers at the till). Accounts get their membership by verified e-mail, by joining online or by
 * "link my card" with a code sent to the member's e-mail.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object = {}, headers: Headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const shopper = (overrides: Partial<ShopperIdentity> = {}): ShopperIdentity => ({ sub: `auth0|${randomUUID()}`, ...overrides });
const as = (identity: ShopperIdentity) => shopperHeaders(t, identity);

/** A member and the account that owns it (linked by its verified e-mail, as a real sign-in would). */
async function ownedMember(points = 10_000): Promise<{ member: TestMember; owner: Headers }> {
  const member = await createMember(t.database.db, { points });
  const owner = await as(shopper({ email: member.email, emailVerified: true }));
  expect((await get('/api/loyalty/me', owner)).json()).toEqual({ membershipNumber: member.membershipNumber, linkedVia: 'email' });
  return { member, owner };
}

/** The newest link code e-mailed to `email` (what the dev mailbox shows). */
async function codeSentTo(email: string): Promise<string> {
  const code = /(?:Your code|Kode Anda): (\d{6})/.exec((await mailTo(email))?.body ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

async function mailTo(email: string) {
  const [mail] = await t.database.db
    .select()
    .from(identityMailOutbox)
    .where(eq(identityMailOutbox.recipient, email))
    .orderBy(desc(identityMailOutbox.id))
    .limit(1);
  return mail;
}

describe('who may read and spend a member', () => {
  it('anonymous 401, another shopper 403, the owner 200, a cashier 200 — on every member endpoint', async () => {
    const { member, owner } = await ownedMember();
    const stranger = await as(shopper({ email: 'someone@example.test', emailVerified: true }));
    const cashier = await cashierHeaders(t);
    const n = member.membershipNumber;
    const reads = [`/api/loyalty/members/${n}`, `/api/loyalty/members/${n}/vouchers`, `/api/loyalty/members/${n}/ledger`, `/api/loyalty/members/${n}/expirable-points`, `/api/loyalty/members/${n}/rewards`, `/api/loyalty/members/${n}/games`];
    for (const url of reads) {
      expect((await get(url)).statusCode, url).toBe(401);
      const refused = await get(url, stranger);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.message).toBe('This membership belongs to another account. Sign in with the account linked to it, or link your card under My Rewards.');
      expect((await get(url, owner)).statusCode, url).toBe(200);
      expect((await get(url, cashier)).statusCode, url).toBe(200);
    }
    const profile = (await get(`/api/loyalty/members/${n}`, owner)).json();
    expect(profile.associatedContact.email).toBe(member.email);
  });

  it('a redemption needs the owner or a cashier; anonymous and strangers change nothing', async () => {
    const { member, owner } = await ownedMember(5_000);
    const body = { MembershipNumber: member.membershipNumber, RewardCatalogId: 'RWD-001' };
    expect((await post('/api/loyalty/rewards/redeem', body)).statusCode).toBe(401);
    expect((await post('/api/loyalty/rewards/redeem', body, await as(shopper()))).statusCode).toBe(403);
    expect((await post('/api/loyalty/rewards/redeem', body, owner)).statusCode).toBe(201);
    expect((await post('/api/loyalty/rewards/redeem', body, await cashierHeaders(t))).statusCode).toBe(201);
    const profile = (await get(`/api/loyalty/members/${member.membershipNumber}`, owner)).json();
    expect(profile.memberCurrencies[0].pointsBalance).toBe(1_000);
  });

  it("a spin plays for its owner only: another member's spin id is not found, even for a signed-in member", async () => {
    const { member, owner } = await ownedMember();
    const other = await ownedMember();
    const { gameId } = await createGame(t.database.db, [{ name: '100 Poin', rewardType: 'LoyaltyPoints', rewardValue: 100, weight: 1 }]);
    const spin = await grantSpin(t.database.db, member, { gameId });
    const url = `/api/loyalty/game-rewards/${spin}/play?membershipNumber=${member.membershipNumber}`;
    expect((await post(url)).statusCode).toBe(401);
    expect((await post(url, {}, other.owner)).statusCode).toBe(403);
    // The other member names their own number but plays this member's spin id.
    const foreign = await post(`/api/loyalty/game-rewards/${spin}/play?membershipNumber=${other.member.membershipNumber}`, {}, other.owner);
    expect(foreign.statusCode).toBe(404);
    expect((await post(`/api/loyalty/game-rewards/${spin}/play`, {}, owner)).statusCode).toBe(403);
    const played = await post(url, {}, owner);
    expect(played.statusCode, played.body).toBe(200);
    expect(played.json().gameReward[0]).toMatchObject({ name: '100 Poin' });
  });
});

describe('linking an account to its membership', () => {
  it('links by verified e-mail only; an unverified e-mail gets nothing', async () => {
    const member = await createMember(t.database.db);
    const unverified = await as(shopper({ email: member.email, emailVerified: false }));
    expect((await get('/api/loyalty/me', unverified)).json()).toEqual({ membershipNumber: null, linkedVia: null });
    expect((await get(`/api/loyalty/members/${member.membershipNumber}`, unverified)).statusCode).toBe(403);
    const verified = await as(shopper({ email: member.email.toUpperCase(), emailVerified: true }));
    expect((await get('/api/loyalty/me', verified)).json()).toEqual({ membershipNumber: member.membershipNumber, linkedVia: 'email' });
    expect((await get(`/api/loyalty/members/${member.membershipNumber}`, verified)).statusCode).toBe(200);
    expect((await get('/api/loyalty/me')).statusCode).toBe(401);
  });

  it('a first visit straight to ?number= links by verified e-mail too', async () => {
    const member = await createMember(t.database.db);
    const headers = await as(shopper({ email: member.email, emailVerified: true }));
    expect((await get(`/api/loyalty/members/${member.membershipNumber}/vouchers`, headers)).statusCode).toBe(200);
    expect((await get('/api/loyalty/me', headers)).json()).toEqual({ membershipNumber: member.membershipNumber, linkedVia: 'email' });
  });

  it('Join enrolls a new Crew member with the account e-mail and links it; joining again answers the same membership', async () => {
    const account = shopper({ email: `join-${randomUUID()}@example.test`, emailVerified: true });
    const headers = await as(account);
    expect((await get('/api/loyalty/me', headers)).json().membershipNumber).toBeNull();
    const joined = await post('/api/loyalty/me/join', { firstName: 'Ayu', lastName: 'Lestari' }, headers);
    expect(joined.statusCode, joined.body).toBe(201);
    const { membershipNumber } = joined.json();
    expect(membershipNumber).toMatch(/^5\d{6}$/);
    expect(joined.json().linkedVia).toBe('join');
    const profile = (await get(`/api/loyalty/members/${membershipNumber}`, headers)).json();
    expect(profile).toMatchObject({ associatedContact: { firstName: 'Ayu', lastName: 'Lestari', email: account.email }, memberTiers: [{ loyaltyMemberTierName: 'Crew' }] });
    const again = await post('/api/loyalty/me/join', { firstName: 'Ayu' }, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().membershipNumber).toBe(membershipNumber);
    expect((await post('/api/loyalty/me/join', { firstName: 'X' })).statusCode).toBe(401);
    expect((await post('/api/loyalty/me/join', { firstName: '' }, await as(shopper({ email: 'a@b.test' })))).statusCode).toBe(400);
  });

  it('Join refuses an e-mail that already belongs to a member (link that card instead)', async () => {
    const member = await createMember(t.database.db);
    const headers = await as(shopper({ email: member.email, emailVerified: false }));
    const res = await post('/api/loyalty/me/join', { firstName: 'Tari' }, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(en('loyalty.errors.emailTaken'));
    const inIndonesian = await post('/api/loyalty/me/join', { firstName: 'Tari' }, { ...headers, cookie: 'lang=id' });
    expect(inIndonesian.json().error.message).toBe(id('loyalty.errors.emailTaken'));
  });

  it('link my card: the code goes to the member e-mail; a wrong code counts, the right one links', async () => {
    const member = await createMember(t.database.db);
    const account = shopper({ email: `card-${randomUUID()}@example.test`, emailVerified: true });
    const headers = await as(account);
    const sent = await post('/api/loyalty/me/link-code', { membershipNumber: member.membershipNumber }, headers);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ sentTo: `${member.email[0]}•••${member.email.split('@')[0]?.slice(-1)}@example.test`, expiresInMinutes: 10 });
    const code = await codeSentTo(member.email);
    // Stored only hashed.
    const [row] = await t.database.db.select().from(membershipLinkCodes).where(eq(membershipLinkCodes.membershipNumber, member.membershipNumber));
    expect(row?.codeHash).not.toContain(code);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post('/api/loyalty/me/link', { membershipNumber: member.membershipNumber, code: wrongCode }, headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(en('loyalty.errors.wrongCode', { left: 4 }));
    expect(wrong.json().error.message).toBe('Wrong code. 4 tries left.');
    expect((await post('/api/loyalty/me/link', { membershipNumber: member.membershipNumber, code: '12' }, headers)).statusCode).toBe(400);
    const right = await post('/api/loyalty/me/link', { membershipNumber: member.membershipNumber, code }, headers);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toEqual({ membershipNumber: member.membershipNumber, linkedVia: 'card' });
    expect((await get(`/api/loyalty/members/${member.membershipNumber}`, headers)).statusCode).toBe(200);
    // The code is used up; and the member cannot be linked again to someone else.
    expect((await post('/api/loyalty/me/link', { membershipNumber: member.membershipNumber, code }, headers)).statusCode).toBe(400);
    const late = await post('/api/loyalty/me/link-code', { membershipNumber: member.membershipNumber }, await as(shopper()));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(en('loyalty.errors.linkedElsewhere'));
  });

  it('the link code e-mail and the refusals are in the language of the screen that asked', async () => {
    const member = await createMember(t.database.db);
    const headers = await as(shopper());
    const sent = await post('/api/loyalty/me/link-code', { membershipNumber: member.membershipNumber }, { ...headers, cookie: 'lang=id' });
    expect(sent.statusCode, sent.body).toBe(202);
    const mail = await mailTo(member.email);
    expect(mail?.subject).toBe(id('loyalty.mail.linkCode.subject', { membershipNumber: member.membershipNumber }));
    const code = await codeSentTo(member.email);
    expect(mail?.body).toBe(id('loyalty.mail.linkCode.body', { code, membershipNumber: member.membershipNumber, minutes: 10 }));
    expect(mail?.body).toContain('Kode berlaku 10 menit.');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post('/api/loyalty/me/link', { membershipNumber: member.membershipNumber, code: wrongCode }, { ...headers, cookie: 'lang=id' });
    expect(wrong.json().error.message).toBe(id('loyalty.errors.wrongCode', { left: 4 }));
    // The shop's default here is English (the test app's DEFAULT_LANGUAGE).
    await post('/api/loyalty/me/link-code', { membershipNumber: member.membershipNumber }, headers);
    expect((await mailTo(member.email))?.subject).toBe(en('loyalty.mail.linkCode.subject', { membershipNumber: member.membershipNumber }));
  });

  it('an expired code, five wrong codes and too many sends are refused', async () => {
    const member = await createMember(t.database.db);
    const headers = await as(shopper());
    expect((await post('/api/loyalty/me/link-code', { membershipNumber: member.membershipNumber }, headers)).statusCode).toBe(202);
    const code = await codeSentTo(member.email);
    await t.database.db.update(membershipLinkCodes).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(membershipLinkCodes.membershipNumber, member.membershipNumber));
    const expired = await post('/api/loyalty/me/link', { membershipNumber: member.membershipNumber, code }, headers);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(en('loyalty.errors.codeExpired'));

    expect((await post('/api/loyalty/me/link-code', { membershipNumber: member.membershipNumber }, headers)).statusCode).toBe(202);
    const fresh = await codeSentTo(member.email);
    const wrongCode = fresh === '000000' ? '111111' : '000000';
    const tries = [];
    for (let i = 0; i < 5; i += 1) tries.push((await post('/api/loyalty/me/link', { membershipNumber: member.membershipNumber, code: wrongCode }, headers)).statusCode);
    expect(tries).toEqual([400, 400, 400, 400, 429]);
    const locked = await post('/api/loyalty/me/link', { membershipNumber: member.membershipNumber, code: fresh }, headers);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(en('loyalty.errors.tooManyWrongCodes'));

    // A third code in 15 minutes is the last one for this account.
    expect((await post('/api/loyalty/me/link-code', { membershipNumber: member.membershipNumber }, headers)).statusCode).toBe(202);
    const capped = await post('/api/loyalty/me/link-code', { membershipNumber: member.membershipNumber }, headers);
    expect(capped.statusCode).toBe(429);
    expect((await post('/api/loyalty/me/link-code', { membershipNumber: 'NOPE-404' }, await as(shopper()))).statusCode).toBe(404);
    expect((await post('/api/loyalty/me/link-code', { membershipNumber: member.membershipNumber })).statusCode).toBe(401);
  });

  it('two accounts linking one card at once: exactly one wins, the other hears it is taken', async () => {
    const member = await createMember(t.database.db);
    const accounts = [shopper(), shopper()];
    const headers = await Promise.all(accounts.map(as));
    const codes: string[] = [];
    for (const h of headers) {
      expect((await post('/api/loyalty/me/link-code', { membershipNumber: member.membershipNumber }, h)).statusCode).toBe(202);
      codes.push(await codeSentTo(member.email));
    }
    const results = await Promise.all(headers.map((h, i) => post('/api/loyalty/me/link', { membershipNumber: member.membershipNumber, code: codes[i] ?? '' }, h)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const owners = await t.database.db.select().from(membershipOwners).where(and(eq(membershipOwners.membershipNumber, member.membershipNumber)));
    expect(owners).toHaveLength(1);
    const winner = results.findIndex((r) => r.statusCode === 200);
    expect(owners[0]?.userId).toBe(accounts[winner]?.sub);
  });
});
