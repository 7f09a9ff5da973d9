import { and, eq, sql } from 'drizzle-orm';
import type { EnrollInput, EnrollResponse } from '#domain/loyalty/api/enrollment.ts';
import type { EarningRates, MemberProfile } from '#domain/loyalty/api/members.ts';
import { birthdayBonusNotice } from '#domain/loyalty/birthday.ts';
import { amountToNextTier, nextTierName, REWARD_POINTS, TIER_NAMES, TIER_POINTS } from '#domain/loyalty/programme.ts';
import { TIER_CHANGE_REASONS } from '#domain/loyalty/tier-review.ts';
import { jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { isoInstant, JsonQuery } from '../platform/db/json-query.ts';
import { loyaltyContacts, loyaltyMembers } from '../platform/db/schema/index.ts';
import { Conflict, NotFound } from '../platform/errors.ts';
import type { LoyaltyEngine, ProgramReference } from './engine.ts';
import { bucketRemaining, openBucket, usableVoucher } from './ledger/sql-fragments.ts';
import { openPointsAccounts } from './ledger/writer.ts';
import { withTransactionRetry } from '../platform/db/client.ts';

export function memberNotFound(membershipNumber: string): NotFound {
  return new NotFound({ key: 'loyalty.errors.memberNotFound', values: { membershipNumber } });
}

type StoredProfile = Omit<MemberProfile, 'tierPoints' | 'amountToNextTier' | 'nextTierName' | 'birthdayBonus'> & {
  /** Decision 031: what the birthday notice and the tier progress are computed from (not sent). */
  birthday: { setAt: string | null; paid: { year: number; paidOn: string; points: number }[] | null };
  tierPointsBeforePeriod: number;
};

// One round trip, one JSON column (see JsonQuery). $2 is today in Jakarta, for the voucher count.
// The expirable points and the voucher count read their indexes alone (migration 0020; the plan is
// tested in server/test/loyalty/profile-plan.test.ts).
export const profileQueryText = `select json_build_object(
    'loyaltyProgramMemberId', m.id,
    'loyaltyProgramName', p.name,
    'membershipNumber', m.membership_number,
    'memberType', m.member_type,
    'memberStatus', m.member_status,
    'enrollmentDate', ${isoInstant('m.enrollment_date')},
    'lastActivityDate', ${isoInstant('m.last_activity_date')},
    'canReceivePromotions', m.can_receive_promotions,
    'associatedContact', json_build_object('contactId', c.id, 'firstName', c.first_name, 'lastName', c.last_name,
      'email', c.email, 'birthDate', c.birth_date),
    'memberCurrencies', (
      select json_agg(json_build_object(
        'memberCurrencyId', mc.id,
        'loyaltyMemberCurrencyName', mc.currency_name,
        'loyaltyProgramCurrencyId', mc.program_currency_id,
        'pointsBalance', mc.points_balance,
        'escrowPointsBalance', 0,
        'expirablePoints', case when mc.currency_name = '${REWARD_POINTS}' then (
          select coalesce(sum(${bucketRemaining('b')}), 0) from loyalty_point_buckets b
          where b.member_id = m.id and ${openBucket('b')}) else 0 end,
        'totalPointsAccrued', mc.total_points_accrued,
        'totalPointsRedeemed', mc.total_points_redeemed,
        'totalPointsExpired', mc.total_points_expired) order by mc.currency_name)
      from loyalty_member_currencies mc where mc.member_id = m.id),
    'memberTiers', json_build_array(json_build_object(
      'loyaltyMemberTierId', t.id,
      'loyaltyMemberTierName', t.name,
      'tierSequenceNumber', t.sequence_number,
      'tierEffectiveDate', m.tier_effective_date,
      'tierExpirationDate', null,
      'tierChangeReason', m.tier_change_reason)),
    'voucherCount', (select count(*) from loyalty_vouchers v where v.member_id = m.id and ${usableVoucher('v', '$2::date')}),
    'tierPointsBeforePeriod', m.tier_points_before_period,
    'birthday', json_build_object('setAt', ${isoInstant('c.birth_date_set_at')}, 'paid', (
      select json_agg(json_build_object('year', b.birthday_year, 'paidOn', b.paid_on, 'points', b.points))
      from loyalty_birthday_bonuses b where b.member_id = m.id and b.birthday_year >= extract(year from $2::date)::int - 1))
  ) as result
  from loyalty_members m
  join loyalty_contacts c on c.id = m.contact_id
  join loyalty_tiers t on t.id = m.tier_id
  join loyalty_programs p on p.id = m.program_id
  where m.membership_number = $1`;
const profileQuery = new JsonQuery<[string, string], StoredProfile>('loyalty_member_profile', profileQueryText);

/** loyalty-pos.md §7 getMemberProfileDetails, with the tier progress the dashboard shows (§4). */
export async function getMemberProfile(engine: LoyaltyEngine, membershipNumber: string): Promise<MemberProfile> {
  const [stored, reference] = await Promise.all([profileQuery.run(engine.readDb, membershipNumber, engine.today()), engine.reference()]);
  if (!stored) throw memberNotFound(membershipNumber);
  const { birthday, tierPointsBeforePeriod, ...profile } = stored;
  const tierName = profile.memberTiers[0]?.loyaltyMemberTierName ?? TIER_NAMES[0];
  const tierPoints = profile.memberCurrencies.find((c) => c.loyaltyMemberCurrencyName === TIER_POINTS)?.pointsBalance ?? 0;
  const birthDateSetOn = birthday.setAt === null ? null : jakartaDayOfInstant(new Date(birthday.setAt));
  return {
    ...profile,
    tierPoints,
    // A tier is earned with the Tier Points of the qualifying period (decision 031).
    amountToNextTier: amountToNextTier(tierName, Math.max(0, tierPoints - tierPointsBeforePeriod), reference.thresholds),
    nextTierName: nextTierName(tierName),
    birthdayBonus: birthdayBonusNotice(
      { birthDate: profile.associatedContact.birthDate, birthDateSetOn, paid: birthday.paid ?? [] },
      engine.today(),
      reference.birthdayBonusPoints,
    ),
  };
}

/** loyalty-pos.md §2 'Poin Belanja': the earning rate the engine reads, as the member area shows it. */
export function earningRates(reference: Pick<ProgramReference, 'earning' | 'tiers' | 'birthdayBonusPoints'>): EarningRates {
  return {
    rupiahPerPoint: reference.earning.rupiahPerPoint,
    birthdayBonusPoints: reference.birthdayBonusPoints,
    tiers: reference.tiers.map((tier) => ({ name: tier.name, multiplier: tier.multiplierPercent / 100 })),
  };
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * loyalty-pos.md §7 enrollMember. A new member starts as Crew with empty balances. Rules:
 * - the membership number is unique: taken by someone else -> 409;
 * - with allowDuplicateRecords false (the default), the e-mail is unique among members -> 409;
 * - the same enrollment sent again (same number, names and e-mail) is a retry: it returns the member
 *   that exists (created: false) instead of failing.
 * Concurrent enrollments of one number or one e-mail queue on advisory locks, so the checks hold.
 */
export async function enrollMember(
  engine: LoyaltyEngine,
  input: EnrollInput,
): Promise<{ created: boolean; response: EnrollResponse }> {
  const reference = await engine.reference();
  const contact = input.associatedContactDetails;
  return withTransactionRetry(engine.db, async (tx) => {
    // Number first, then e-mail: every enrollment takes them in this order, so they cannot deadlock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`loyalty_member:${input.membershipNumber}`}, 0))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`loyalty_email:${contact.email.toLowerCase()}`}, 0))`);

    const [existing] = await tx
      .select({ member: loyaltyMembers, contact: loyaltyContacts })
      .from(loyaltyMembers)
      .innerJoin(loyaltyContacts, eq(loyaltyContacts.id, loyaltyMembers.contactId))
      .where(eq(loyaltyMembers.membershipNumber, input.membershipNumber));
    if (existing) {
      const sameEnrollment =
        sameText(existing.contact.email, contact.email) &&
        sameText(existing.contact.firstName, contact.firstName) &&
        sameText(existing.contact.lastName, contact.lastName);
      if (!sameEnrollment) throw new Conflict({ key: 'loyalty.errors.numberTaken', values: { membershipNumber: input.membershipNumber } });
      return {
        created: false,
        response: enrollResponse(existing.contact.id, existing.member.id, reference.programName, input.membershipNumber),
      };
    }

    if (!contact.allowDuplicateRecords) {
      const [emailOwner] = await tx
        .select({ id: loyaltyMembers.id })
        .from(loyaltyMembers)
        .innerJoin(loyaltyContacts, eq(loyaltyContacts.id, loyaltyMembers.contactId))
        .where(and(sql`lower(${loyaltyContacts.email}) = ${contact.email.toLowerCase()}`))
        .limit(1);
      if (emailOwner) throw new Conflict({ key: 'loyalty.errors.emailBelongsToOther', values: { email: contact.email } });
    }

    const contactId = engine.random.uuid();
    const memberId = engine.random.uuid();
    const crew = reference.tierByName(TIER_NAMES[0]);
    await tx.insert(loyaltyContacts).values({
      id: contactId,
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      birthDate: contact.birthDate ?? null,
      // When it was entered: the birthday bonus's 30-day guard (decision 031).
      birthDateSetAt: contact.birthDate ? engine.now() : null,
    });
    await tx.insert(loyaltyMembers).values({
      id: memberId,
      programId: reference.programId,
      membershipNumber: input.membershipNumber,
      contactId,
      memberStatus: input.memberStatus,
      enrollmentChannel: input.enrollmentChannel ?? 'POS',
      enrollmentDate: new Date(input.enrollmentDate),
      tierId: crew.id,
      tierEffectiveDate: engine.today(),
      tierChangeReason: TIER_CHANGE_REASONS.enrollment,
    });
    await openPointsAccounts(tx, engine, { memberId, currencyIds: reference.currencyIds });
    return { created: true, response: enrollResponse(contactId, memberId, reference.programName, input.membershipNumber) };
  });
}

function enrollResponse(contactId: string, memberId: string, programName: string, membershipNumber: string): EnrollResponse {
  return { contactId, loyaltyProgramMemberId: memberId, loyaltyProgramName: programName, membershipNumber, transactionJournals: [] };
}

/** The one member whose contact e-mail is `email` (case-insensitive); null for none or several. */
export async function findMembershipByEmail(engine: LoyaltyEngine, email: string): Promise<string | null> {
  const rows = await engine.db
    .select({ membershipNumber: loyaltyMembers.membershipNumber })
    .from(loyaltyMembers)
    .innerJoin(loyaltyContacts, eq(loyaltyContacts.id, loyaltyMembers.contactId))
    .where(sql`lower(${loyaltyContacts.email}) = ${email.trim().toLowerCase()}`)
    .limit(2);
  return rows.length === 1 ? (rows[0]?.membershipNumber ?? null) : null;
}
