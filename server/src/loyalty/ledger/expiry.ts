import { sql } from 'drizzle-orm';
import { resultRows } from '../../platform/db/json-query.ts';
import type { LoyaltyEngine } from '../engine.ts';
import { lapsedVoucher, openBucket } from './sql-fragments.ts';
import { expireDuePoints } from './writer.ts';
import { retryTransientConflicts, withTransactionRetry } from '../../platform/db/client.ts';

export interface ExpiryResult {
  members: number;
  pointsExpired: number;
  vouchersExpired: number;
}

const MEMBERS_PER_BATCH = 200;

/**
 * ARCHITECTURE "The loyalty engine": Reward Points expire on their bucket's expiration date (12 months
 * after they were earned). For each member with due buckets, one transaction expires what is left in
 * them (writer.ts expireDuePoints: the 'Expiration' journal, its points change, the balance). Issued
 * vouchers past their last day become Expired.
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
  return withTransactionRetry(engine.db, (tx) => expireDuePoints(tx, engine, memberId, today));
}
