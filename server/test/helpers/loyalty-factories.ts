import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { addDaysToDay, jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import {
  ACCRUAL_JOURNAL_TYPE,
  pointsExpirationDay,
  REWARD_POINTS,
  TIER_POINTS,
  type TierName,
  type VoucherStatus,
} from '#domain/loyalty/programme.ts';
import type { GameRewardType } from '#domain/loyalty/games.ts';
import type { Database } from '../../src/platform/db/client.ts';
import { resultRows } from '../../src/platform/db/json-query.ts';
import {
  loyaltyContacts,
  loyaltyGameRewards,
  loyaltyGames,
  loyaltyMemberCurrencies,
  loyaltyMembers,
  loyaltyParticipantRewards,
  loyaltyPointBuckets,
  loyaltyPointsChanges,
  loyaltyTransactionJournals,
  loyaltyVoucherDefinitions,
  loyaltyVouchers,
} from '../../src/platform/db/schema/index.ts';
import { programId, spinGameId } from '../../src/seed/loyalty.ts';
import { stableUuid } from '../../src/seed/stable-id.ts';

/**
 * Test data for the loyalty engine, written straight to the database with the same invariants the
 * engine keeps (every Reward Point has a journal, a points change and an expiry bucket), so a test
 * can start from "a Pilot member with 12,000 points" in one line.
 */

const today = () => jakartaDayOfInstant(new Date());

export function uniqueNumber(prefix = 'T'): string {
  return `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`;
}

export interface MemberOverrides {
  membershipNumber?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  birthDate?: string | null;
  tier?: TierName;
  /** Reward Points, in one bucket expiring 12 months from today unless `buckets` says otherwise. */
  points?: number;
  /** Reward Points buckets with their own expiration dates (added to `points`). */
  buckets?: { points: number; expirationDate: string }[];
  tierPoints?: number;
}

export interface TestMember {
  id: string;
  membershipNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  tier: TierName;
}

export async function createMember(db: Database, overrides: MemberOverrides = {}): Promise<TestMember> {
  const membershipNumber = overrides.membershipNumber ?? uniqueNumber();
  const member: TestMember = {
    id: randomUUID(),
    membershipNumber,
    firstName: overrides.firstName ?? 'Tari',
    lastName: overrides.lastName ?? 'Wulandari',
    email: overrides.email ?? `${membershipNumber.toLowerCase()}@example.test`,
    tier: overrides.tier ?? 'Crew',
  };
  const buckets = [
    ...(overrides.points ? [{ points: overrides.points, expirationDate: pointsExpirationDay(today()) }] : []),
    ...(overrides.buckets ?? []),
  ];
  const rewardPoints = buckets.reduce((sum, b) => sum + b.points, 0);
  const tierPoints = overrides.tierPoints ?? 0;
  const contactId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(loyaltyContacts).values({
      id: contactId,
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      birthDate: overrides.birthDate === undefined ? '1990-05-17' : overrides.birthDate,
    });
    await tx.insert(loyaltyMembers).values({
      id: member.id,
      programId,
      membershipNumber,
      contactId,
      memberStatus: 'Active',
      enrollmentDate: new Date(Date.now() - 400 * 86_400_000),
      tierId: stableUuid(`loyalty/tier/${member.tier}`),
      tierEffectiveDate: addDaysToDay(today(), -30),
    });
    await tx.insert(loyaltyMemberCurrencies).values([
      {
        id: randomUUID(),
        memberId: member.id,
        programCurrencyId: stableUuid(`loyalty/currency/${REWARD_POINTS}`),
        currencyName: REWARD_POINTS,
        pointsBalance: rewardPoints,
        totalPointsAccrued: rewardPoints,
      },
      {
        id: randomUUID(),
        memberId: member.id,
        programCurrencyId: stableUuid(`loyalty/currency/${TIER_POINTS}`),
        currencyName: TIER_POINTS,
        pointsBalance: tierPoints,
        totalPointsAccrued: tierPoints,
      },
    ]);
    if (rewardPoints > 0 || tierPoints > 0) {
      const journalId = randomUUID();
      await tx.insert(loyaltyTransactionJournals).values({
        id: journalId,
        memberId: member.id,
        journalTypeName: ACCRUAL_JOURNAL_TYPE,
        journalSubTypeName: 'Opening Balance',
        activityDate: new Date(Date.now() - 86_400_000),
      });
      const changes = [
        ...(rewardPoints > 0 ? [{ currencyName: REWARD_POINTS, changeInPoints: rewardPoints }] : []),
        ...(tierPoints > 0 ? [{ currencyName: TIER_POINTS, changeInPoints: tierPoints }] : []),
      ];
      await tx.insert(loyaltyPointsChanges).values(changes.map((c) => ({ id: randomUUID(), journalId, memberId: member.id, ...c })));
      if (buckets.length > 0) {
        await tx
          .insert(loyaltyPointBuckets)
          .values(buckets.map((b) => ({ id: randomUUID(), memberId: member.id, journalId, expirationDate: b.expirationDate, points: b.points })));
      }
    }
  });
  return member;
}

export interface VoucherOverrides {
  /** A seeded voucher definition code (DISC10, VCH10K, FRUIT15K, ...). */
  definition?: string;
  status?: VoucherStatus;
  effectiveDate?: string;
  expirationDate?: string;
  voucherCode?: string;
}

export async function issueVoucher(db: Database, member: Pick<TestMember, 'id'>, overrides: VoucherOverrides = {}) {
  const [definition] = await db
    .select()
    .from(loyaltyVoucherDefinitions)
    .where(eq(loyaltyVoucherDefinitions.code, overrides.definition ?? 'DISC10'));
  if (!definition) throw new Error(`No voucher definition ${overrides.definition}`);
  const status = overrides.status ?? 'Issued';
  const voucherCode = overrides.voucherCode ?? uniqueNumber('TV-');
  await db.insert(loyaltyVouchers).values({
    id: randomUUID(),
    voucherCode,
    definitionId: definition.id,
    memberId: member.id,
    status,
    effectiveDate: overrides.effectiveDate ?? addDaysToDay(today(), -1),
    expirationDate: overrides.expirationDate ?? addDaysToDay(today(), 29),
    redeemedAt: status === 'Redeemed' ? new Date() : null,
  });
  return { voucherCode, definition };
}

export async function grantSpin(
  db: Database,
  member: Pick<TestMember, 'id'>,
  overrides: { gameId?: string; expirationDate?: Date } = {},
): Promise<string> {
  const id = randomUUID();
  await db.insert(loyaltyParticipantRewards).values({
    id,
    gameId: overrides.gameId ?? spinGameId,
    memberId: member.id,
    status: 'YetToReward',
    expirationDate: overrides.expirationDate ?? new Date(Date.now() + 7 * 86_400_000),
  });
  return id;
}

/** A game whose prizes the test controls (e.g. one prize with all the weight). */
export async function createGame(
  db: Database,
  prizes: { name: string; rewardType: GameRewardType; weight: number; rewardValue?: number; voucherDefinition?: string }[],
): Promise<{ gameId: string; prizeIds: string[] }> {
  const gameId = randomUUID();
  // Starts in the future so it never becomes the running game other tests' orders grant spins for.
  await db.insert(loyaltyGames).values({ id: gameId, name: `Test game ${gameId.slice(0, 4)}`, type: 'SpintheWheel', startDate: '2999-01-01' });
  const prizeIds: string[] = [];
  for (const [index, prize] of prizes.entries()) {
    const [definition] = prize.voucherDefinition
      ? await db.select().from(loyaltyVoucherDefinitions).where(eq(loyaltyVoucherDefinitions.code, prize.voucherDefinition))
      : [];
    const id = randomUUID();
    prizeIds.push(id);
    await db.insert(loyaltyGameRewards).values({
      id,
      gameId,
      position: index + 1,
      name: prize.name,
      color: '#FFD6E0',
      imageUrl: '/images/loyalty/games/points.svg',
      rewardType: prize.rewardType,
      rewardValue: prize.rewardValue ?? null,
      voucherDefinitionId: definition?.id ?? null,
      weight: prize.weight,
    });
  }
  return { gameId, prizeIds };
}

/**
 * The engine's invariants for every member: the Reward Points balance equals the sum of its ledger
 * changes and the sum of what is left in its expiry buckets; the Tier Points balance equals its
 * ledger. Returns the members that break them (expected: none).
 */
export async function ledgerViolations(db: Database): Promise<unknown[]> {
  const result = await db.execute(sql`
    select m.membership_number,
      (select points_balance from loyalty_member_currencies where member_id = m.id and currency_name = ${REWARD_POINTS})::text as reward_balance,
      (select coalesce(sum(change_in_points), 0) from loyalty_points_changes where member_id = m.id and currency_name = ${REWARD_POINTS})::text as reward_ledger,
      (select coalesce(sum(points - redeemed_points - expired_points), 0) from loyalty_point_buckets where member_id = m.id)::text as reward_buckets,
      (select points_balance from loyalty_member_currencies where member_id = m.id and currency_name = ${TIER_POINTS})::text as tier_balance,
      (select coalesce(sum(change_in_points), 0) from loyalty_points_changes where member_id = m.id and currency_name = ${TIER_POINTS})::text as tier_ledger
    from loyalty_members m`);
  return resultRows<Record<string, string>>(result).filter(
    // A return may leave Reward Points below zero (decision 016): then no bucket has points left.
    (row) =>
      row.reward_balance !== row.reward_ledger ||
      String(Math.max(0, Number(row.reward_balance))) !== row.reward_buckets ||
      row.tier_balance !== row.tier_ledger,
  );
}

const SNAPSHOT_TABLES = [
  'loyalty_members',
  'loyalty_contacts',
  'loyalty_transaction_journals',
  'loyalty_points_changes',
  'loyalty_point_buckets',
  'loyalty_vouchers',
  'loyalty_participant_rewards',
  'loyalty_idempotency_keys',
  'pos_orders',
  'pos_order_lines',
  'marketing_outbox',
] as const;

/** Row counts, balances and voucher states: equal snapshots mean a request changed nothing. */
export async function databaseSnapshot(db: Database): Promise<Record<string, string>> {
  const counts = SNAPSHOT_TABLES.map((table) => `(select count(*) from ${table})::text as ${table}`).join(', ');
  const result = await db.execute(
    sql.raw(`select ${counts},
      (select string_agg(member_id || ':' || currency_name || '=' || points_balance, ',' order by member_id, currency_name)
        from loyalty_member_currencies) as balances,
      (select string_agg(voucher_code || '=' || status, ',' order by voucher_code) from loyalty_vouchers) as vouchers,
      (select string_agg(id || '=' || redeemed_points || '/' || expired_points, ',' order by id) from loyalty_point_buckets) as buckets,
      (select string_agg(id || '=' || status, ',' order by id) from loyalty_participant_rewards) as spins`),
  );
  const [row] = resultRows<Record<string, string>>(result);
  if (!row) throw new Error('snapshot query returned nothing');
  return row;
}

/** A member's 'Tier Change' journals (decision 031), oldest first. */
export function tierChangeJournals(db: Database, member: Pick<TestMember, 'id'>) {
  return db
    .select()
    .from(loyaltyTransactionJournals)
    .where(and(eq(loyaltyTransactionJournals.memberId, member.id), eq(loyaltyTransactionJournals.journalTypeName, 'Tier Change')))
    .orderBy(loyaltyTransactionJournals.activityDate);
}
