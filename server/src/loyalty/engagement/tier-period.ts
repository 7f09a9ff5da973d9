import { sql } from 'drizzle-orm';
import { qualifyingPeriodStart } from '#domain/loyalty/tier-review.ts';
import { ACCRUAL_JOURNAL_TYPE, TIER_POINTS } from '#domain/loyalty/programme.ts';
import type { CalendarDay } from '#domain/platform/jakarta-time.ts';
import { withTransactionRetry, type Database } from '../../platform/db/client.ts';
import { resultRows } from '../../platform/db/json-query.ts';

/**
 * Keeps loyalty_members.tier_points_before_period (docs/decisions/031-birthdays-and-tiers.md): the Tier
 * Points of a member's balance earned before the qualifying period. The order path upgrades on the
 * balance minus it and the review keeps a tier on the same, without summing a year of journals per order.
 *
 * It changes only when Tier Points leave the period (a day passes) or a return takes back a sale from
 * before the period, so after the first run only the members with journals of the days that just left
 * the period, or with a return since the last run, are computed again. Between runs it lags by at most
 * a day: an upgrade may count a day's Tier Points that have just left the period.
 */

/** The original sale a return journal takes back (server/src/pos/returns.ts writes it). */
const ORIGINAL_TRANSACTION_ATTRIBUTE = 'Original_Transaction__c';
const MEMBERS_PER_BATCH = 500;

/** Jakarta midnight at the start of `day`: journals are stamped with instants. */
const startOf = (day: CalendarDay) => new Date(`${day}T00:00:00+07:00`);

/**
 * Computes the value again for the members who may need it: all members with Tier Points when `since`
 * is null (the first run, or the qualifying period changed), otherwise those whose journals left the
 * period after the run of `since` or who had a return since that day. Returns how many changed.
 */
export async function refreshTierPointsBeforePeriod(db: Database, today: CalendarDay, months: number, since: CalendarDay | null): Promise<number> {
  const start = startOf(qualifyingPeriodStart(today, months));
  const candidates =
    since === null
      ? sql`select member_id from loyalty_member_currencies where currency_name = ${TIER_POINTS} and points_balance <> 0
            union select id from loyalty_members where tier_points_before_period <> 0`
      : sql`select member_id from loyalty_transaction_journals
            where activity_date >= ${startOf(qualifyingPeriodStart(since, months))} and activity_date < ${start}
            union select member_id from loyalty_transaction_journals
            where activity_date >= ${startOf(since)} and attributes ? ${ORIGINAL_TRANSACTION_ATTRIBUTE}`;
  const memberIds = resultRows<{ member_id: string }>(await db.execute(sql`select member_id from (${candidates}) c order by member_id`)).map((row) => row.member_id);
  let changed = 0;
  for (let i = 0; i < memberIds.length; i += MEMBERS_PER_BATCH) {
    const batch = `{${memberIds.slice(i, i + MEMBERS_PER_BATCH).join(',')}}`;
    changed += await withTransactionRetry(db, async (tx) => {
      // Member rows in id order, so two runs at once queue instead of deadlocking. An order in progress
      // holds its member's Tier Points row and waits here; the balance and journals read below are both
      // without it, so the difference is right either way.
      await tx.execute(sql`select 1 from loyalty_members where id = any(${batch}::uuid[]) order by id for update`);
      const updated = await tx.execute(sql`
        with computed as (
          select mc.member_id, greatest(mc.points_balance - coalesce((
              select sum(pc.change_in_points)
              from loyalty_transaction_journals j
              join loyalty_points_changes pc on pc.journal_id = j.id and pc.currency_name = ${TIER_POINTS}
              where j.member_id = mc.member_id and j.activity_date >= ${start}
                -- A return counts on its sale's day: taking back a sale from before the period changes nothing in it.
                and not exists (
                  select 1 from loyalty_transaction_journals sale
                  where j.attributes ? ${ORIGINAL_TRANSACTION_ATTRIBUTE} and sale.member_id = j.member_id
                    and sale.external_transaction_number = j.attributes->>${ORIGINAL_TRANSACTION_ATTRIBUTE}
                    and sale.journal_type_name = ${ACCRUAL_JOURNAL_TYPE} and sale.activity_date < ${start})
            ), 0), 0) as before_period
          from loyalty_member_currencies mc
          where mc.currency_name = ${TIER_POINTS} and mc.member_id = any(${batch}::uuid[])
        )
        update loyalty_members m set tier_points_before_period = computed.before_period
        from computed
        where m.id = computed.member_id and m.tier_points_before_period <> computed.before_period
        returning m.id`);
      return resultRows(updated).length;
    });
  }
  return changed;
}
