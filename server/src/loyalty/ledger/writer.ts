import { and, eq, gte, sql } from 'drizzle-orm';
import {
  ACCRUAL_JOURNAL_TYPE,
  EXPIRATION_JOURNAL_TYPE,
  FROM_TIER_ATTRIBUTE,
  POINTS_EXPIRED_SUBTYPE,
  pointsExpirationDay,
  REWARD_POINTS,
  TIER_CHANGE_JOURNAL_TYPE,
  TIER_DOWNGRADE_SUBTYPE,
  TIER_NAMES,
  TIER_POINTS,
  TIER_UPGRADE_REVERSED_SUBTYPE,
  TIER_UPGRADE_SUBTYPE,
  isTierName,
  TO_TIER_ATTRIBUTE,
  type MemberCurrencyName,
  type TierName,
} from '#domain/loyalty/programme.ts';
import { jakartaDayOfInstant, type CalendarDay } from '#domain/platform/jakarta-time.ts';
import type { Executor } from '../../platform/db/client.ts';
import { resultRows } from '../../platform/db/json-query.ts';
import {
  loyaltyMemberCurrencies,
  loyaltyMembers,
  loyaltyPointBuckets,
  loyaltyPointsChanges,
  loyaltyTransactionJournals,
} from '../../platform/db/schema/index.ts';
import { TIER_CHANGE_REASONS, tierReachedBy } from '#domain/loyalty/tier-review.ts';
import type { LoyaltyEngine } from '../engine.ts';
import { bucketRemaining, openBucket } from './sql-fragments.ts';

/**
 * The TypeScript half of the loyalty ledger's one writer (docs/decisions/026-ledger-writer.md).
 * Journals, their points changes, the expiry buckets and the member currency balances are inserted and
 * updated here and by the PL/pgSQL beside it (sql-functions.ts: POS orders in loyalty_place_order), and
 * nowhere else: one-writer.unit.test.ts fails when another module writes them.
 *
 * Every function writes in the caller's transaction (an online order, a reward's voucher or a return
 * commits together with its entries) and starts at the member's Reward Points row, the first lock of
 * docs/decisions/010-hardening.md (Reward Points row, Tier Points row, member, voucher, buckets). What
 * they keep true, and the integration tests check (ledgerViolations): each balance is the sum of its
 * points changes, and the buckets' remainders add up to max(Reward Points balance, 0).
 */

/** One transaction journal: what happened, when, and where (spec field names, loyalty-pos.md §7). */
export interface JournalEntry {
  memberId: string;
  journalTypeName: string;
  journalSubTypeName: string | null;
  activityDate: Date;
  externalTransactionNumber?: string | null;
  transactionAmount?: number | null;
  /** additionalTransactionJournalAttributes as { fieldName: value }. */
  attributes?: Record<string, string>;
}

export interface RewardPointsEntry extends JournalEntry {
  /** Signed: positive accrues (and opens an expiry bucket), negative redeems (oldest buckets first). */
  change: number;
}

/**
 * Books a Reward Points change outside the order path (rewards, game prizes, bonuses, online orders,
 * back-office adjustments): the balance (a conditional update, so a debit never takes it below zero,
 * even under concurrent requests), the journal and its points change, and the expiry buckets. Returns
 * null, having written nothing, when the balance does not cover a debit.
 */
export async function postRewardPoints(
  tx: Executor,
  engine: LoyaltyEngine,
  entry: RewardPointsEntry,
): Promise<{ journalId: string; pointsBalance: number } | null> {
  const { change, ...journal } = entry;
  const [balance] = await tx
    .update(loyaltyMemberCurrencies)
    .set({
      pointsBalance: sql`${loyaltyMemberCurrencies.pointsBalance} + ${change}`,
      totalPointsAccrued: sql`${loyaltyMemberCurrencies.totalPointsAccrued} + ${Math.max(change, 0)}`,
      totalPointsRedeemed: sql`${loyaltyMemberCurrencies.totalPointsRedeemed} + ${Math.max(-change, 0)}`,
    })
    .where(
      and(
        currencyRow(entry.memberId, REWARD_POINTS),
        // Only a debit needs the balance to cover it; a credit is booked even below zero (after a return).
        change < 0 ? gte(loyaltyMemberCurrencies.pointsBalance, -change) : undefined,
      ),
    )
    .returning({ pointsBalance: loyaltyMemberCurrencies.pointsBalance });
  if (!balance) return null;

  const journalId = await insertJournal(tx, engine, journal, [{ currencyName: REWARD_POINTS, changeInPoints: change }]);
  if (change > 0) {
    await insertBucket(tx, engine, { memberId: entry.memberId, journalId, activityDate: entry.activityDate, points: change, balanceAfter: balance.pointsBalance });
  } else if (change < 0) {
    await consumeOldestBuckets(tx, entry.memberId, -change);
  }
  return { journalId, pointsBalance: balance.pointsBalance };
}

/** A purchase booked outside the till's order path (an online order), with what it earns. */
export interface PurchaseEntry extends JournalEntry {
  rewardPoints: number;
  /** ARCHITECTURE "The loyalty engine": the rupiah paid, as on the till. */
  tierPoints: number;
}

/** A tier a purchase reached (decision 031), for the member's message. */
export interface TierUpgrade {
  fromTier: TierName;
  toTier: TierName;
  effectiveDate: CalendarDay;
}

/**
 * Books what a purchase outside the till earns, as loyalty_place_order does for the till: its Reward
 * Points (and their expiry bucket) and its Tier Points in one journal, and the tier those Tier Points
 * reach in the qualifying period (decision 031), with a 'Tier Upgrade' journal naming the purchase. The
 * same locks in the same order as the till (Reward Points row, Tier Points row, member), so a till sale
 * and an online payment of one member queue rather than deadlock, and the tier moves once.
 */
export async function postPurchase(tx: Executor, engine: LoyaltyEngine, entry: PurchaseEntry): Promise<{ upgrade: TierUpgrade | null }> {
  const { rewardPoints, tierPoints, ...journal } = entry;
  if (rewardPoints <= 0 && tierPoints <= 0) return { upgrade: null };
  const credit = (currencyName: MemberCurrencyName, points: number) =>
    tx
      .update(loyaltyMemberCurrencies)
      .set({
        pointsBalance: sql`${loyaltyMemberCurrencies.pointsBalance} + ${points}`,
        totalPointsAccrued: sql`${loyaltyMemberCurrencies.totalPointsAccrued} + ${points}`,
      })
      .where(currencyRow(entry.memberId, currencyName))
      .returning({ pointsBalance: loyaltyMemberCurrencies.pointsBalance });
  const [reward] = await credit(REWARD_POINTS, Math.max(rewardPoints, 0));
  const [tier] = await credit(TIER_POINTS, Math.max(tierPoints, 0));
  if (!reward || !tier) throw new Error(`member ${entry.memberId} has no points accounts`);

  const changes = [
    { currencyName: REWARD_POINTS, changeInPoints: rewardPoints },
    { currencyName: TIER_POINTS, changeInPoints: tierPoints },
  ] as const;
  const journalId = await insertJournal(tx, engine, journal, changes.filter((change) => change.changeInPoints > 0));
  if (rewardPoints > 0) {
    await insertBucket(tx, engine, { memberId: entry.memberId, journalId, activityDate: entry.activityDate, points: rewardPoints, balanceAfter: reward.pointsBalance });
  }
  return { upgrade: await liftTier(tx, engine, entry, tier.pointsBalance) };
}

/** The member's tier after a purchase: the one its qualifying Tier Points reach, when that is higher. */
async function liftTier(tx: Executor, engine: LoyaltyEngine, purchase: JournalEntry, tierPointsBalance: number): Promise<TierUpgrade | null> {
  const [member] = await tx
    .update(loyaltyMembers)
    .set({ lastActivityDate: sql`greatest(${loyaltyMembers.lastActivityDate}, ${purchase.activityDate})` })
    .where(eq(loyaltyMembers.id, purchase.memberId))
    .returning();
  if (!member) return null;
  const reference = await engine.reference(tx);
  const current = reference.tierById(member.tierId).name;
  const reached = tierReachedBy(Math.max(0, tierPointsBalance - member.tierPointsBeforePeriod), reference.thresholds);
  if (!isTierName(current) || TIER_NAMES.indexOf(reached) <= TIER_NAMES.indexOf(current)) return null;
  const effectiveDate = jakartaDayOfInstant(purchase.activityDate);
  await tx
    .update(loyaltyMembers)
    .set({ tierId: reference.tierByName(reached).id, tierEffectiveDate: effectiveDate, tierChangeReason: TIER_CHANGE_REASONS.upgrade })
    .where(eq(loyaltyMembers.id, purchase.memberId));
  await insertJournal(
    tx,
    engine,
    {
      memberId: purchase.memberId,
      journalTypeName: TIER_CHANGE_JOURNAL_TYPE,
      journalSubTypeName: TIER_UPGRADE_SUBTYPE,
      activityDate: purchase.activityDate,
      externalTransactionNumber: purchase.externalTransactionNumber ?? null,
      attributes: { [FROM_TIER_ATTRIBUTE]: current, [TO_TIER_ATTRIBUTE]: reached },
    },
    [],
  );
  return { fromTier: current, toTier: reached, effectiveDate };
}

/** The Tier Points a purchase still holds: what its journals earned, less what was taken back. */
export async function tierPointsOfPurchase(tx: Executor, memberId: string, transactionNumber: string): Promise<number> {
  const [row] = await tx
    .select({ points: sql<string>`coalesce(sum(${loyaltyPointsChanges.changeInPoints}), 0)` })
    .from(loyaltyPointsChanges)
    .innerJoin(loyaltyTransactionJournals, eq(loyaltyTransactionJournals.id, loyaltyPointsChanges.journalId))
    .where(
      and(
        eq(loyaltyTransactionJournals.memberId, memberId),
        eq(loyaltyTransactionJournals.externalTransactionNumber, transactionNumber),
        eq(loyaltyPointsChanges.currencyName, TIER_POINTS),
      ),
    );
  return Math.max(0, Number(row?.points ?? 0));
}

/** What a return takes back from a sale (docs/decisions/016-returns.md); the journals are the caller's. */
export interface SaleCancellation {
  memberId: string;
  /** The sale's transaction number: the points it earned come out of its own bucket first. */
  saleTransactionNumber: string;
  /** Reward Points the sale redeemed that come back, into a new bucket. */
  redemption: { journal: JournalEntry; points: number } | null;
  /** Reward and Tier Points the sale earned that go; the Reward Points balance may go below zero. */
  accrual: { journal: JournalEntry; rewardPoints: number; tierPoints: number } | null;
}

/**
 * Cancels what a sale redeemed and earned, in part or whole. The totals accrued and redeemed go down
 * rather than the opposite totals up: the sale's points are undone, not spent or earned anew. The
 * caller holds the sale's row lock (every return of one sale queues there). Returns the new Reward
 * Points balance.
 */
export async function cancelSalePoints(tx: Executor, engine: LoyaltyEngine, cancellation: SaleCancellation): Promise<number> {
  const { memberId, redemption, accrual } = cancellation;
  const givenBack = redemption?.points ?? 0;
  const reversed = accrual?.rewardPoints ?? 0;
  const tierReversed = accrual?.tierPoints ?? 0;
  // Reward Points row first, then Tier Points.
  const [reward] = await tx
    .select({ balance: loyaltyMemberCurrencies.pointsBalance })
    .from(loyaltyMemberCurrencies)
    .where(currencyRow(memberId, REWARD_POINTS))
    .for('update');
  const before = reward?.balance ?? 0;
  if (givenBack === 0 && reversed === 0 && tierReversed === 0) return before;

  await tx
    .update(loyaltyMemberCurrencies)
    .set({
      pointsBalance: sql`${loyaltyMemberCurrencies.pointsBalance} + ${givenBack - reversed}`,
      totalPointsAccrued: sql`${loyaltyMemberCurrencies.totalPointsAccrued} - ${reversed}`,
      totalPointsRedeemed: sql`${loyaltyMemberCurrencies.totalPointsRedeemed} - ${givenBack}`,
    })
    .where(currencyRow(memberId, REWARD_POINTS));
  if (tierReversed > 0) {
    await tx
      .update(loyaltyMemberCurrencies)
      .set({
        pointsBalance: sql`${loyaltyMemberCurrencies.pointsBalance} - ${tierReversed}`,
        totalPointsAccrued: sql`${loyaltyMemberCurrencies.totalPointsAccrued} - ${tierReversed}`,
      })
      .where(currencyRow(memberId, TIER_POINTS));
  }

  // Points given back first, so a balance below zero is paid back from them.
  if (redemption && givenBack > 0) {
    const journalId = await insertJournal(tx, engine, redemption.journal, [{ currencyName: REWARD_POINTS, changeInPoints: givenBack }]);
    await insertBucket(tx, engine, { memberId, journalId, activityDate: redemption.journal.activityDate, points: givenBack, balanceAfter: before + givenBack });
  }
  if (accrual && (reversed > 0 || tierReversed > 0)) {
    const changes = [
      { currencyName: REWARD_POINTS, changeInPoints: -reversed },
      { currencyName: TIER_POINTS, changeInPoints: -tierReversed },
    ] as const;
    await insertJournal(tx, engine, accrual.journal, changes.filter((change) => change.changeInPoints !== 0));
    if (reversed > 0) await takeBackEarnedPoints(tx, memberId, cancellation.saleTransactionNumber, reversed);
  }
  if (tierReversed > 0 && accrual) await takeBackUpgrade(tx, engine, memberId, cancellation.saleTransactionNumber, accrual.journal.activityDate);
  return before + givenBack - reversed;
}

/**
 * A return that undoes the purchase which lifted its member a tier takes that upgrade back at once
 * (decision 031): when the member is still in the tier the sale reached and the Tier Points left in the
 * qualifying period no longer reach it, they go back to the tier those Tier Points reach, never below
 * the one the sale started from. An upgrade that other purchases have earned since stays; any other
 * shortfall is the daily review's (the downgrade policy). The caller holds the member's Tier Points row.
 */
async function takeBackUpgrade(tx: Executor, engine: LoyaltyEngine, memberId: string, saleTransactionNumber: string, activityDate: Date): Promise<void> {
  const upgrades = await tx
    .select({ attributes: loyaltyTransactionJournals.attributes })
    .from(loyaltyTransactionJournals)
    .where(
      and(
        eq(loyaltyTransactionJournals.memberId, memberId),
        eq(loyaltyTransactionJournals.journalTypeName, TIER_CHANGE_JOURNAL_TYPE),
        eq(loyaltyTransactionJournals.journalSubTypeName, TIER_UPGRADE_SUBTYPE),
        eq(loyaltyTransactionJournals.externalTransactionNumber, saleTransactionNumber),
      ),
    );
  if (upgrades.length === 0) return;
  const reference = await engine.reference(tx);
  const tierOf = (attributes: unknown, name: string) => String((attributes as Record<string, unknown> | null)?.[name] ?? '');
  const reached = upgrades.map((u) => tierOf(u.attributes, TO_TIER_ATTRIBUTE)).filter(isTierName);
  const startedFrom = upgrades.map((u) => tierOf(u.attributes, FROM_TIER_ATTRIBUTE)).filter(isTierName);
  const [member] = await tx.select().from(loyaltyMembers).where(eq(loyaltyMembers.id, memberId)).for('update');
  if (!member) return;
  const current = reference.tierById(member.tierId).name;
  const highest = reached.sort((a, b) => TIER_NAMES.indexOf(b) - TIER_NAMES.indexOf(a))[0];
  const floor = startedFrom.sort((a, b) => TIER_NAMES.indexOf(a) - TIER_NAMES.indexOf(b))[0];
  if (!highest || !floor || current !== highest) return;
  const [tierPoints] = await tx.select({ balance: loyaltyMemberCurrencies.pointsBalance }).from(loyaltyMemberCurrencies).where(currencyRow(memberId, TIER_POINTS));
  const qualifying = Math.max(0, (tierPoints?.balance ?? 0) - member.tierPointsBeforePeriod);
  const byPoints = tierReachedBy(qualifying, reference.thresholds);
  const to = TIER_NAMES.indexOf(byPoints) > TIER_NAMES.indexOf(floor) ? byPoints : floor;
  if (TIER_NAMES.indexOf(to) >= TIER_NAMES.indexOf(current)) return;
  await tx
    .update(loyaltyMembers)
    .set({ tierId: reference.tierByName(to).id, tierEffectiveDate: jakartaDayOfInstant(activityDate), tierChangeReason: TIER_CHANGE_REASONS.downgrade, tierReviewedOn: null })
    .where(eq(loyaltyMembers.id, memberId));
  await insertJournal(
    tx,
    engine,
    {
      memberId,
      journalTypeName: TIER_CHANGE_JOURNAL_TYPE,
      journalSubTypeName: TIER_UPGRADE_REVERSED_SUBTYPE,
      activityDate,
      externalTransactionNumber: saleTransactionNumber,
      attributes: { [FROM_TIER_ATTRIBUTE]: current, [TO_TIER_ATTRIBUTE]: to, Qualifying_Tier_Points__c: String(qualifying) },
    },
    [],
  );
}

/**
 * ARCHITECTURE "The loyalty engine": expires what is left in a member's buckets due on or before
 * `today`, with an 'Expiration' journal, and lowers the balance. Idempotent: under the Reward Points
 * row lock a bucket's remainder becomes 0, so a second run (or process) finds nothing. Returns the
 * points expired.
 */
export async function expireDuePoints(tx: Executor, engine: LoyaltyEngine, memberId: string, today: CalendarDay): Promise<number> {
  // Every writer of a member's points takes this row lock first, so buckets cannot change under us.
  await tx.execute(sql`
    select 1 from loyalty_member_currencies
    where member_id = ${memberId}::uuid and currency_name = ${REWARD_POINTS} for update`);
  const expired = await tx.execute(sql`
    with due as (
      select id, ${sql.raw(bucketRemaining(''))} as remaining from loyalty_point_buckets
      where member_id = ${memberId}::uuid and expiration_date <= ${today}::date
        and ${sql.raw(openBucket(''))}
    )
    update loyalty_point_buckets b set expired_points = b.expired_points + due.remaining
    from due where b.id = due.id
    returning due.remaining::text as remaining`);
  const points = resultRows<{ remaining: string }>(expired).reduce((sum, row) => sum + Number(row.remaining), 0);
  if (points === 0) return 0;

  await insertJournal(
    tx,
    engine,
    { memberId, journalTypeName: EXPIRATION_JOURNAL_TYPE, journalSubTypeName: POINTS_EXPIRED_SUBTYPE, activityDate: engine.now() },
    [{ currencyName: REWARD_POINTS, changeInPoints: -points }],
  );
  await tx
    .update(loyaltyMemberCurrencies)
    .set({
      pointsBalance: sql`${loyaltyMemberCurrencies.pointsBalance} - ${points}`,
      totalPointsExpired: sql`${loyaltyMemberCurrencies.totalPointsExpired} + ${points}`,
    })
    .where(currencyRow(memberId, REWARD_POINTS));
  return points;
}

/**
 * The journal of a tier the daily review lowered (decision 031): no points move; the attributes name the
 * tiers before and after, and the qualifying Tier Points the review found. (An upgrade's journal is written
 * by loyalty_place_order, in the order that reached it.) The caller holds the member's rows.
 */
export async function recordTierDowngrade(
  tx: Executor,
  engine: LoyaltyEngine,
  change: { memberId: string; fromTier: string; toTier: string; qualifyingTierPoints: number; activityDate: Date },
): Promise<string> {
  return insertJournal(
    tx,
    engine,
    {
      memberId: change.memberId,
      journalTypeName: TIER_CHANGE_JOURNAL_TYPE,
      journalSubTypeName: TIER_DOWNGRADE_SUBTYPE,
      activityDate: change.activityDate,
      attributes: {
        [FROM_TIER_ATTRIBUTE]: change.fromTier,
        [TO_TIER_ATTRIBUTE]: change.toTier,
        Qualifying_Tier_Points__c: String(change.qualifyingTierPoints),
      },
    },
    [],
  );
}

/** A new member's Reward Points and Tier Points accounts, both at zero (enrolment). */
export async function openPointsAccounts(
  tx: Executor,
  engine: LoyaltyEngine,
  member: { memberId: string; currencyIds: Record<MemberCurrencyName, string> },
): Promise<void> {
  await tx.insert(loyaltyMemberCurrencies).values(
    ([REWARD_POINTS, TIER_POINTS] as const).map((currencyName) => ({
      id: engine.random.uuid(),
      memberId: member.memberId,
      programCurrencyId: member.currencyIds[currencyName],
      currencyName,
    })),
  );
}

// ---------------------------------------------------------------- the pieces every entry shares

const currencyRow = (memberId: string, currencyName: MemberCurrencyName) =>
  and(eq(loyaltyMemberCurrencies.memberId, memberId), eq(loyaltyMemberCurrencies.currencyName, currencyName));

/** Inserts a journal and its points changes; returns the journal's id. */
async function insertJournal(
  tx: Executor,
  engine: LoyaltyEngine,
  journal: JournalEntry,
  changes: readonly { currencyName: MemberCurrencyName; changeInPoints: number }[],
): Promise<string> {
  const journalId = engine.random.uuid();
  await tx.insert(loyaltyTransactionJournals).values({
    id: journalId,
    memberId: journal.memberId,
    journalTypeName: journal.journalTypeName,
    journalSubTypeName: journal.journalSubTypeName,
    activityDate: journal.activityDate,
    externalTransactionNumber: journal.externalTransactionNumber ?? null,
    transactionAmount: journal.transactionAmount ?? null,
    attributes: journal.attributes ?? {},
  });
  if (changes.length > 0) {
    await tx
      .insert(loyaltyPointsChanges)
      .values(changes.map((change) => ({ id: engine.random.uuid(), journalId, memberId: journal.memberId, ...change })));
  }
  return journalId;
}

/**
 * A bucket for Reward Points credited on `activityDate`, expiring 12 months later. `balanceAfter` is
 * the balance with these points: the part that paid back a balance below zero counts as redeemed, by
 * the SQL function loyalty_paid_back (sql-functions.ts), the pay-back-first rule's one home.
 */
async function insertBucket(
  tx: Executor,
  engine: LoyaltyEngine,
  bucket: { memberId: string; journalId: string; activityDate: Date; points: number; balanceAfter: number },
): Promise<void> {
  await tx.insert(loyaltyPointBuckets).values({
    id: engine.random.uuid(),
    memberId: bucket.memberId,
    journalId: bucket.journalId,
    expirationDate: pointsExpirationDay(jakartaDayOfInstant(bucket.activityDate)),
    points: bucket.points,
    redeemedPoints: sql`loyalty_paid_back(${bucket.points}::bigint, ${bucket.balanceAfter}::bigint)`,
  });
}

/** Redemptions take the oldest buckets first (loyalty_consume_buckets, sql-functions.ts). */
async function consumeOldestBuckets(tx: Executor, memberId: string, points: number): Promise<void> {
  await tx.execute(sql`select loyalty_consume_buckets(${memberId}::uuid, ${points}::bigint)`);
}

/** Takes `points` out of the open buckets: the sale's own accrual bucket first, then the oldest. */
async function takeBackEarnedPoints(tx: Executor, memberId: string, saleTransactionNumber: string, points: number): Promise<void> {
  const [row] = resultRows<{ taken: string | number }>(
    await tx.execute(sql`
      with own as (
        select b.id, ${sql.raw(bucketRemaining('b'))} as remaining
        from loyalty_point_buckets b
        join loyalty_transaction_journals j on j.id = b.journal_id
        where b.member_id = ${memberId}::uuid and j.external_transaction_number = ${saleTransactionNumber}
          and j.journal_type_name = ${ACCRUAL_JOURNAL_TYPE}
        limit 1
      ), taken as (
        update loyalty_point_buckets b set redeemed_points = b.redeemed_points + least(own.remaining, ${points}::bigint)
        from own where b.id = own.id and own.remaining > 0
        returning least(own.remaining, ${points}::bigint) as n
      )
      select coalesce((select n from taken), 0) as taken`),
  );
  // What the sale's bucket no longer had (spent or expired) comes out of the oldest open buckets; what
  // those do not have either is the part of the balance below zero.
  const rest = points - Number(row?.taken ?? 0);
  if (rest > 0) await consumeOldestBuckets(tx, memberId, rest);
}
