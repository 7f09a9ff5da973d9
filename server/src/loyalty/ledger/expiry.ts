import { and, eq, sql } from 'drizzle-orm';
import { EXPIRATION_JOURNAL_TYPE, POINTS_EXPIRED_SUBTYPE, REWARD_POINTS } from '#domain/loyalty/programme.ts';
import { loyaltyMemberCurrencies, loyaltyPointsChanges, loyaltyTransactionJournals } from '../../platform/db/schema/index.ts';
import { resultRows } from '../../platform/db/json-query.ts';
import type { LoyaltyEngine } from '../engine.ts';
import { bucketRemaining, lapsedVoucher, openBucket } from './sql-fragments.ts';
import { retryTransientConflicts, withTransactionRetry } from '../../platform/db/client.ts';

export interface ExpiryResult {
  members: number;
  pointsExpired: number;
  vouchersExpired: number;
}

const MEMBERS_PER_BATCH = 200;

/**
 * ARCHITECTURE "The loyalty engine": Reward Points expire on their bucket's expiration date (12 months
 * after they were earned). For each member with due buckets, one transaction locks the member's Reward
 * Points row, expires what is left in the due buckets, writes an 'Expiration' journal with the points
 * change and lowers the balance. Issued vouchers past their last day become Expired.
 *
 * Idempotent and safe with several processes: a bucket expires once (its remainder becomes 0 under the
 * row lock), so a second run, or a second process waiting on the same lock, finds nothing to do.
 */
export async function expirePoints(engine: LoyaltyEngine): Promise<ExpiryResult> {
  const today = engine.today();
  const result: ExpiryResult = { members: 0, pointsExpired: 0, vouchersExpired: 0 };
  const seen = new Set<string>();
  for (;;) {
    // From the due end of loyalty_point_buckets_open_due (expiration date, member): the cost is the due
    // buckets', whatever the size of the table. The buckets expired below leave the index's predicate.
    const due = await engine.db.execute(sql`
      select distinct member_id from (
        select member_id from loyalty_point_buckets
        where expiration_date <= ${today}::date and ${sql.raw(openBucket(''))}
        order by expiration_date
        limit ${MEMBERS_PER_BATCH * 4}) due
      limit ${MEMBERS_PER_BATCH}`);
    const memberIds = resultRows<{ member_id: string }>(due).map((row) => row.member_id).filter((id) => !seen.has(id));
    if (memberIds.length === 0) break;
    for (const memberId of memberIds) {
      seen.add(memberId);
      const expired = await expireMemberPoints(engine, memberId, today);
      if (expired > 0) {
        result.members += 1;
        result.pointsExpired += expired;
      }
    }
  }
  const vouchers = await retryTransientConflicts(() =>
    engine.db.execute(sql`
      update loyalty_vouchers v set status = 'Expired'
      from (select ${today}::date as today) jakarta
      where ${sql.raw(lapsedVoucher('v', 'jakarta.today'))}
      returning v.id`),
  );
  result.vouchersExpired = resultRows(vouchers).length;
  return result;
}

async function expireMemberPoints(engine: LoyaltyEngine, memberId: string, today: string): Promise<number> {
  return withTransactionRetry(engine.db, async (tx) => {
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

    const journalId = engine.random.uuid();
    await tx.insert(loyaltyTransactionJournals).values({
      id: journalId,
      memberId,
      journalTypeName: EXPIRATION_JOURNAL_TYPE,
      journalSubTypeName: POINTS_EXPIRED_SUBTYPE,
      activityDate: engine.now(),
    });
    await tx.insert(loyaltyPointsChanges).values({
      id: engine.random.uuid(),
      journalId,
      memberId,
      currencyName: REWARD_POINTS,
      changeInPoints: -points,
    });
    await tx
      .update(loyaltyMemberCurrencies)
      .set({
        pointsBalance: sql`${loyaltyMemberCurrencies.pointsBalance} - ${points}`,
        totalPointsExpired: sql`${loyaltyMemberCurrencies.totalPointsExpired} + ${points}`,
      })
      .where(and(eq(loyaltyMemberCurrencies.memberId, memberId), eq(loyaltyMemberCurrencies.currencyName, REWARD_POINTS)));
    return points;
  });
}
