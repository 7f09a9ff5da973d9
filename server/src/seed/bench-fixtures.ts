import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as bench from '#domain/platform/endpoints/bench.ts';
import { addDaysToDay } from '#domain/platform/jakarta-time.ts';
import { ACCRUAL_JOURNAL_TYPE, pointsExpirationDay, REWARD_POINTS, TIER_NAMES, TIER_POINTS } from '#domain/loyalty/programme.ts';
import { route } from '../platform/http/endpoint.ts';
import { withTransactionRetry } from '../platform/db/client.ts';

/**
 * `npm run bench` only (BENCH_ROUTES=true): many members, each with Reward Points and many Issued
 * vouchers, created set-based in one transaction, so the order-placement scenario can place thousands
 * of distinct orders with a voucher and points. Membership numbers are `{prefix}-{n}` and voucher codes
 * `{prefix}-{n}-{k}`, so the load generator computes them instead of downloading a list. The ledger
 * adds up as everywhere else (one accrual journal and bucket per member).
 *
 * Bench data, not an engine operation: it writes the loyalty tables straight, set-based (the ledger's
 * writer books one member at a time, far too slow for thousands), so it stands with the seed above the
 * contexts, outside the rule that only loyalty/ledger writes the ledger (docs/decisions/026-ledger-writer.md).
 */
export const loyaltyBenchRoutes: FastifyPluginAsync = async (app) => {
  route(app, bench.createLoyaltyFixtures, async (request) => {
    const { members, vouchersPerMember, points, voucherDefinition, confirmations } = request.body;
    const prefix = `B${randomBytes(3).toString('hex').toUpperCase()}`;
    const reference = await app.loyaltyEngine.reference();
    const crew = reference.tierByName(TIER_NAMES[0]);
    const today = app.loyaltyEngine.today();
    const id = (kind: string, ...parts: string[]) => sql.raw(`md5('${prefix}-${kind}-' || ${parts.join(" || '-' || ")})::uuid`);
    await withTransactionRetry(app.db, async (tx) => {
      await tx.execute(sql`
        insert into loyalty_contacts (id, first_name, last_name, email)
        select ${id('c', 'g')}, 'Bench', 'Member ' || g, ${prefix} || '-' || g || '@bench.example'
        from generate_series(1, ${members}::int) g`);
      await tx.execute(sql`
        insert into loyalty_members (id, program_id, membership_number, contact_id, member_status, enrollment_date, tier_id, tier_effective_date)
        select ${id('m', 'g')}, ${reference.programId}::uuid, ${prefix} || '-' || g, ${id('c', 'g')}, 'Active', now(),
          ${crew.id}::uuid, ${today}::date
        from generate_series(1, ${members}::int) g`);
      await tx.execute(sql`
        insert into loyalty_member_currencies (id, member_id, program_currency_id, currency_name, points_balance, total_points_accrued)
        select ${id('r', 'g')}, ${id('m', 'g')}, ${reference.currencyIds[REWARD_POINTS]}::uuid, ${REWARD_POINTS}, ${points}::bigint, ${points}::bigint
        from generate_series(1, ${members}::int) g
        union all
        select ${id('t', 'g')}, ${id('m', 'g')}, ${reference.currencyIds[TIER_POINTS]}::uuid, ${TIER_POINTS}, 0, 0
        from generate_series(1, ${members}::int) g`);
      if (points > 0) {
        await tx.execute(sql`
          insert into loyalty_transaction_journals (id, member_id, journal_type_name, journal_sub_type_name, activity_date)
          select ${id('j', 'g')}, ${id('m', 'g')}, ${ACCRUAL_JOURNAL_TYPE}, 'Bench Points', now()
          from generate_series(1, ${members}::int) g`);
        await tx.execute(sql`
          insert into loyalty_points_changes (id, journal_id, member_id, currency_name, change_in_points)
          select ${id('p', 'g')}, ${id('j', 'g')}, ${id('m', 'g')}, ${REWARD_POINTS}, ${points}::bigint
          from generate_series(1, ${members}::int) g`);
        await tx.execute(sql`
          insert into loyalty_point_buckets (id, member_id, journal_id, expiration_date, points)
          select ${id('b', 'g')}, ${id('m', 'g')}, ${id('j', 'g')}, ${pointsExpirationDay(today)}::date, ${points}::bigint
          from generate_series(1, ${members}::int) g`);
      }
      await tx.execute(sql`
        insert into loyalty_vouchers (id, voucher_code, definition_id, member_id, status, effective_date, expiration_date)
        select ${id('v', 'g', 'k')}, ${prefix} || '-' || g || '-' || k, d.id, ${id('m', 'g')}, 'Issued', ${today}::date,
          ${addDaysToDay(today, 30)}::date
        from generate_series(1, ${members}::int) g, generate_series(1, ${vouchersPerMember}::int) k,
          loyalty_voucher_definitions d
        where d.code = ${voucherDefinition}`);
      if (confirmations) {
        // Given at the till already (the member's QR scanned): the measured call is the sale that spends it.
        await tx.execute(sql`
          insert into pos_member_confirmations (id, membership_number, store_id, cashier_id, method, member_code_signature, expires_at, confirmed_at)
          select overlay(overlay(md5(${prefix} || '-mc-' || i) placing '4' from 13) placing '8' from 17)::uuid, ${prefix} || '-' || (i % ${members}::int + 1), ${confirmations.storeId}, ${confirmations.cashierId}, 'memberCode',
            ${prefix} || '-bench-' || i, now() + interval '1 hour', now()
          from generate_series(0, ${confirmations.count}::int - 1) i`);
      }
    });
    // Write the fixtures out now, so no checkpoint of them stalls the measured run.
    await app.db.execute(sql`checkpoint`);
    return { prefix, members, vouchersPerMember };
  });
};
