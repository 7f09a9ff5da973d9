import { translate } from '../../src/platform/texts.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, databaseSnapshot, issueVoucher, uniqueNumber } from '../helpers/loyalty-factories.ts';
import { cashierHeaders } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Member data is for the member's account or a cashier (decision 009); here the cashier at the till reads it.
const get = async (url: string) => t.app.inject({ method: 'GET', url, headers: await cashierHeaders(t) });
const enroll = async (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/loyalty/members', headers: await cashierHeaders(t), payload: body as object });

function enrollment(overrides: { membershipNumber?: string; email?: string; firstName?: string; lastName?: string; allowDuplicateRecords?: string } = {}) {
  const membershipNumber = overrides.membershipNumber ?? uniqueNumber('E');
  return {
    enrollmentDate: '2026-11-20T03:15:00.000Z',
    membershipNumber,
    memberStatus: 'Active',
    associatedContactDetails: {
      firstName: overrides.firstName ?? 'Putri',
      lastName: overrides.lastName ?? 'Anggraini',
      email: overrides.email ?? `${membershipNumber.toLowerCase()}@example.test`,
      allowDuplicateRecords: overrides.allowDuplicateRecords ?? 'false',
    },
  };
}

describe('GET /api/loyalty/members/:membershipNumber', () => {
  it('returns the dashboard and POS member box fields: contact, tier, currencies, tier progress, voucher count', async () => {
    const member = await createMember(t.database.db, {
      tier: 'Co-Pilot',
      points: 12_000,
      tierPoints: 14_250_000,
      firstName: 'Sari',
      lastName: 'Rahayu',
      birthDate: '1988-02-29',
    });
    await issueVoucher(t.database.db, member);
    await issueVoucher(t.database.db, member, { status: 'Redeemed' });
    await issueVoucher(t.database.db, member, { expirationDate: '2020-01-31' });

    const res = await get(`/api/loyalty/members/${member.membershipNumber}`);
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({
      loyaltyProgramMemberId: member.id,
      loyaltyProgramName: 'Lumbung Rewards',
      membershipNumber: member.membershipNumber,
      memberStatus: 'Active',
      memberType: 'Individual',
      associatedContact: { firstName: 'Sari', lastName: 'Rahayu', email: member.email, birthDate: '1988-02-29' },
      memberTiers: [{ loyaltyMemberTierName: 'Co-Pilot', tierSequenceNumber: 2, tierExpirationDate: null }],
      tierPoints: 14_250_000,
      amountToNextTier: 5_750_000, // Co-Pilot threshold 20,000,000 - 14,250,000
      nextTierName: 'Pilot',
      voucherCount: 1, // the redeemed and the expired voucher do not count
    });
    expect(profile.memberCurrencies).toEqual([
      expect.objectContaining({ loyaltyMemberCurrencyName: 'Reward Points', pointsBalance: 12_000, expirablePoints: 12_000 }),
      expect.objectContaining({ loyaltyMemberCurrencyName: 'Tier Points', pointsBalance: 14_250_000, expirablePoints: 0 }),
    ]);
    expect(profile.enrollmentDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('an unknown number is a 404 with a message; a malformed one a 400', async () => {
    const missing = await get('/api/loyalty/members/NOPE-404');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: "No member with membership number 'NOPE-404'." } });
    const malformed = await get('/api/loyalty/members/a%20b');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toContain('A membership number has 1 to 32 letters, digits or dashes');
  });
});

describe('POST /api/loyalty/members (enroll)', () => {
  it('enrolls a Crew member with empty balances and answers like the hosted service', async () => {
    const body = enrollment({ firstName: 'Putri' });
    const res = await enroll(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      contactId: expect.any(String),
      loyaltyProgramMemberId: expect.any(String),
      loyaltyProgramName: 'Lumbung Rewards',
      membershipNumber: body.membershipNumber,
      transactionJournals: [],
    });
    const profile = (await get(`/api/loyalty/members/${body.membershipNumber}`)).json();
    expect(profile).toMatchObject({
      associatedContact: { firstName: 'Putri', lastName: 'Anggraini', email: body.associatedContactDetails.email, birthDate: null },
      memberTiers: [{ loyaltyMemberTierName: 'Crew', tierChangeReason: 'Enrollment' }],
      enrollmentDate: '2026-11-20T03:15:00.000Z',
      tierPoints: 0,
      amountToNextTier: 10_000_000,
      voucherCount: 0,
    });
    expect(profile.memberCurrencies.map((c: { pointsBalance: number }) => c.pointsBalance)).toEqual([0, 0]);
  });

  it('the same enrollment sent again is a retry: 200 with the same member, nothing created twice', async () => {
    const body = enrollment();
    const first = await enroll(body);
    const before = await databaseSnapshot(t.database.db);
    const again = await enroll({ ...body, associatedContactDetails: { ...body.associatedContactDetails, email: body.associatedContactDetails.email.toUpperCase() } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
  });

  it('a taken number or e-mail is a 409 naming the problem; concurrent duplicates create one member', async () => {
    const body = enrollment();
    expect((await enroll(body)).statusCode).toBe(201);

    const takenNumber = await enroll(enrollment({ membershipNumber: body.membershipNumber, firstName: 'Other' }));
    expect(takenNumber.statusCode).toBe(409);
    expect(takenNumber.json().error).toEqual({ code: 'conflict', message: translate('en')('loyalty.errors.numberTaken', { membershipNumber: body.membershipNumber }) });

    const takenEmail = await enroll(enrollment({ email: body.associatedContactDetails.email }));
    expect(takenEmail.statusCode).toBe(409);
    expect(takenEmail.json().error.message).toBe(translate('en')('loyalty.errors.emailBelongsToOther', { email: body.associatedContactDetails.email }));

    const allowed = await enroll(enrollment({ email: body.associatedContactDetails.email, allowDuplicateRecords: 'true' }));
    expect(allowed.statusCode).toBe(201);

    const email = `${uniqueNumber('race').toLowerCase()}@example.test`;
    const racing = await Promise.all(Array.from({ length: 6 }, () => enroll(enrollment({ email }))));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('refuses bad input with a 400 a person can act on, and writes nothing', async () => {
    const before = await databaseSnapshot(t.database.db);
    const cases: [unknown, string][] = [
      [{ ...enrollment(), memberStatus: 'Inactive' }, 'memberStatus must be Active'],
      [{ ...enrollment(), membershipNumber: 'has space' }, 'A membership number has 1 to 32 letters, digits or dashes'],
      [{ ...enrollment(), enrollmentDate: 'yesterday' }, 'enrollmentDate must be an ISO date'],
      [enrollment({ email: 'not-an-email' }), 'Enter a valid e-mail address'],
      [enrollment({ firstName: '  ' }), 'First name is required'],
      [enrollment({ firstName: 'Pu\u0000tri' }), 'Text cannot contain NUL characters.'],
    ];
    for (const [body, message] of cases) {
      const res = await enroll(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    const malformed = await t.app.inject({ method: 'POST', url: '/api/loyalty/members', headers: { ...(await cashierHeaders(t)), 'content-type': 'application/json' }, payload: '{"membershipNumber":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toEqual({ code: 'invalid_json', message: 'The request body is not valid JSON.' });
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
  });
});
