import { and, eq, gte, sql } from 'drizzle-orm';
import type { LedgerResponse, TransactionJournal } from '#domain/api.ts';
import { LEDGER_PAGE_SIZE } from '#domain/api.ts';
import { jakartaDayOfInstant } from '#domain/jakarta-time.ts';
import { groupLedger, pointsExpirationDay, REWARD_POINTS } from '#domain/loyalty.ts';
import type { Executor } from '../db/client.ts';
import { JsonQuery } from '../db/json-query.ts';
import {
  loyaltyMemberCurrencies,
  loyaltyPointBuckets,
  loyaltyPointsChanges,
  loyaltyTransactionJournals,
} from '../db/schema/index.ts';
import type { LoyaltyEngine } from './engine.ts';
import { memberNotFound } from './members.ts';
import { openBucket, transactionJournalJson } from './sql-fragments.ts';

export interface RewardPointsEntry {
  memberId: string;
  journalTypeName: string;
  journalSubTypeName: string | null;
  activityDate: Date;
  externalTransactionNumber?: string | null;
  transactionAmount?: number | null;
  attributes?: Record<string, string>;
  /** Signed: positive accrues (and opens an expiry bucket), negative redeems (oldest buckets first). */
  change: number;
}

/**
 * Books a Reward Points change outside the order path (rewards, game prizes, bonuses): the balance
 * (a conditional update, so it can never go below zero, even under concurrent requests), the journal
 * and its points change, and the expiry buckets, all in the caller's transaction. Returns null, having
 * written nothing, when the balance does not cover a debit.
 */
export async function postRewardPoints(
  tx: Executor,
  engine: LoyaltyEngine,
  entry: RewardPointsEntry,
): Promise<{ journalId: string; pointsBalance: number } | null> {
  const { change } = entry;
  const [balance] = await tx
    .update(loyaltyMemberCurrencies)
    .set({
      pointsBalance: sql`${loyaltyMemberCurrencies.pointsBalance} + ${change}`,
      totalPointsAccrued: sql`${loyaltyMemberCurrencies.totalPointsAccrued} + ${Math.max(change, 0)}`,
      totalPointsRedeemed: sql`${loyaltyMemberCurrencies.totalPointsRedeemed} + ${Math.max(-change, 0)}`,
    })
    .where(
      and(
        eq(loyaltyMemberCurrencies.memberId, entry.memberId),
        eq(loyaltyMemberCurrencies.currencyName, REWARD_POINTS),
        // Only a debit needs the balance to cover it; a credit is booked even below zero (after a return).
        change < 0 ? gte(loyaltyMemberCurrencies.pointsBalance, -change) : undefined,
      ),
    )
    .returning({ pointsBalance: loyaltyMemberCurrencies.pointsBalance });
  if (!balance) return null;

  const journalId = engine.random.uuid();
  await tx.insert(loyaltyTransactionJournals).values({
    id: journalId,
    memberId: entry.memberId,
    journalTypeName: entry.journalTypeName,
    journalSubTypeName: entry.journalSubTypeName,
    activityDate: entry.activityDate,
    externalTransactionNumber: entry.externalTransactionNumber ?? null,
    transactionAmount: entry.transactionAmount ?? null,
    attributes: entry.attributes ?? {},
  });
  await tx.insert(loyaltyPointsChanges).values({
    id: engine.random.uuid(),
    journalId,
    memberId: entry.memberId,
    currencyName: REWARD_POINTS,
    changeInPoints: change,
  });
  if (change > 0) {
    await tx.insert(loyaltyPointBuckets).values({
      id: engine.random.uuid(),
      memberId: entry.memberId,
      journalId,
      expirationDate: pointsExpirationDay(jakartaDayOfInstant(entry.activityDate)),
      points: change,
      // What a return left below zero is paid back first (decision 016): buckets add up to the balance.
      redeemedPoints: Math.min(change, Math.max(0, change - balance.pointsBalance)),
    });
  } else if (change < 0) {
    await tx.execute(sql`select loyalty_consume_buckets(${entry.memberId}::uuid, ${-change}::bigint)`);
  }
  return { journalId, pointsBalance: balance.pointsBalance };
}

// ---------------------------------------------------------------- history

export interface LedgerFilters {
  journalTypeName?: string | undefined;
  journalSubTypeName?: string | undefined;
  periodStartDate?: string | undefined;
  periodEndDate?: string | undefined;
  pageNumber: number;
  additionalTransactionJournalAttributes?: string | undefined;
}

type StoredLedger = { transactionJournalCount: number; transactionJournals: TransactionJournal[] };

// Periods are Jakarta calendar days (loyalty-pos.md §9), inclusive at both ends.
const journalFilter = `j.member_id = m.id
  and ($2::text is null or j.journal_type_name = $2)
  and ($3::text is null or j.journal_sub_type_name = $3)
  and ($4::date is null or j.activity_date >= ($4::date)::timestamp at time zone 'Asia/Jakarta')
  and ($5::date is null or j.activity_date < ($5::date + 1)::timestamp at time zone 'Asia/Jakarta')`;

const ledgerQuery = new JsonQuery<[string, string | null, string | null, string | null, string | null, number], StoredLedger>(
  'loyalty_member_ledger',
  `select json_build_object(
    'transactionJournalCount', (select count(*) from loyalty_transaction_journals j where ${journalFilter}),
    'transactionJournals', coalesce((
      select json_agg(page.journal order by page.activity_date desc, page.journal_number desc)
      from (
        select ${transactionJournalJson} as journal, j.activity_date, j.journal_number
        from loyalty_transaction_journals j
        where ${journalFilter}
        order by j.activity_date desc, j.journal_number desc
        limit ${LEDGER_PAGE_SIZE} offset $6
      ) page), '[]'::json)
  ) as result
  from loyalty_members m where m.membership_number = $1`,
);

/**
 * loyalty-pos.md §7 getMemberLedgerHistory: the journals newest first, a page at a time, plus the rows
 * the points page shows, grouped by domain/loyalty.ts groupLedger (so the screen has no rule to apply).
 */
export async function getLedger(engine: LoyaltyEngine, membershipNumber: string, filters: LedgerFilters): Promise<LedgerResponse> {
  const stored = await ledgerQuery.run(
    engine.db,
    membershipNumber,
    filters.journalTypeName ?? null,
    filters.journalSubTypeName ?? null,
    filters.periodStartDate ?? null,
    filters.periodEndDate ?? null,
    (filters.pageNumber - 1) * LEDGER_PAGE_SIZE,
  );
  if (!stored) throw memberNotFound(membershipNumber);
  const wanted = filters.additionalTransactionJournalAttributes
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const journals = wanted?.length
    ? stored.transactionJournals.map((journal) => ({
        ...journal,
        additionalTransactionJournalAttributes: journal.additionalTransactionJournalAttributes.filter((a) =>
          wanted.includes(a.fieldName),
        ),
      }))
    : stored.transactionJournals;
  return {
    transactionJournalCount: stored.transactionJournalCount,
    pageNumber: filters.pageNumber,
    pageSize: LEDGER_PAGE_SIZE,
    transactionJournals: journals,
    rows: groupLedger(journals),
  };
}

// ---------------------------------------------------------------- expirable points

type ExpirableEntry = { ExpirationDate: string; ExpirationPoints: number; RedeemedPoints: number };

const expirableQuery = new JsonQuery<[string, string], { found: boolean; entries: ExpirableEntry[] }>(
  'loyalty_member_expirable_points',
  `select json_build_object('found', true, 'entries', coalesce((
      select json_agg(json_build_object('ExpirationDate', e.expiration_date, 'ExpirationPoints', e.points,
        'RedeemedPoints', e.redeemed) order by e.expiration_date)
      from (
        select b.expiration_date, sum(b.points) as points, sum(b.redeemed_points + b.expired_points) as redeemed
        from loyalty_point_buckets b
        where b.member_id = m.id and b.expiration_date > $2::date and ${openBucket('b')}
        group by b.expiration_date
      ) e), '[]'::json)) as result
  from loyalty_members m where m.membership_number = $1`,
);

/**
 * loyalty-pos.md §7 getMemberExpirablePoints: per expiration date still ahead, the points earned and
 * how many of them were already redeemed. The points page picks the line to show with
 * domain/loyalty.ts pickExpiringPoints.
 */
export async function getExpirablePoints(engine: LoyaltyEngine, membershipNumber: string): Promise<ExpirableEntry[]> {
  const stored = await expirableQuery.run(engine.db, membershipNumber, engine.today());
  if (!stored) throw memberNotFound(membershipNumber);
  return stored.entries;
}
