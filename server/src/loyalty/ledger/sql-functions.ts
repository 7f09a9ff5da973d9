import { FROM_TIER_ATTRIBUTE, TIER_CHANGE_JOURNAL_TYPE, TIER_UPGRADE_SUBTYPE, TO_TIER_ATTRIBUTE } from '#domain/loyalty/programme.ts';
import { bucketRemaining, openBucket, usableVoucher } from './sql-fragments.ts';

/**
 * The SQL half of the loyalty ledger's one writer (docs/decisions/026-ledger-writer.md; the TypeScript
 * half is writer.ts). Drizzle generates migrations from the TypeScript schema only, so these are applied
 * by migrateDatabase after the migrations, every start, with `create or replace` (idempotent; on
 * PostgreSQL under the migration lock). See docs/decisions/004-loyalty-engine.md.
 *
 * They hold no business rule but the pay-back-first rule below: the amounts, points, tier and
 * eligibility are decided in TypeScript with domain/ (pos/pricing.ts, loyalty/earning.ts,
 * loyalty/vouchers.ts). The functions only write that plan atomically, in one round trip, and refuse it
 * when the state it was computed from has changed. The conditions they share with the engine's queries
 * (open bucket, bucket remaining, usable voucher) come from loyalty/ledger/sql-fragments.ts.
 */

/**
 * The one home of the pay-back-first rule (decision 016): of `p_points` Reward Points credited to a
 * member whose balance is `p_balance_after` once they are booked, the part that paid back a balance a
 * return had left below zero counts as redeemed at once, so the open buckets still add up to the
 * balance. Every new bucket takes its redeemed points from here: loyalty_place_order below, and
 * writer.ts for rewards, prizes, adjustments, online orders and returns. An immutable SQL expression
 * the planner inlines: it costs the order path nothing.
 */
const paidBack = `
create or replace function loyalty_paid_back(p_points bigint, p_balance_after bigint) returns bigint
language sql immutable as $$
  select least(p_points, greatest(0, p_points - p_balance_after))
$$;`;

/**
 * Takes `points` Reward Points out of a member's open expiry buckets, oldest expiration date first
 * (ARCHITECTURE: redemptions consume the oldest bucket first). The caller holds the member's
 * Reward Points row lock (it has just debited the balance), so buckets cannot change underneath.
 */
const consumeBuckets = `
create or replace function loyalty_consume_buckets(p_member_id uuid, p_points bigint) returns void
language plpgsql as $$
begin
  -- PL/pgSQL, not SQL: its statement plans are cached per session.
  with open_buckets as (
    select id,
           ${bucketRemaining('')} as remaining,
           coalesce(sum(${bucketRemaining('')})
             over (order by expiration_date, id rows between unbounded preceding and 1 preceding), 0) as before
    from loyalty_point_buckets
    where member_id = p_member_id and ${openBucket('')}
  )
  update loyalty_point_buckets b
  set redeemed_points = b.redeemed_points + least(o.remaining, p_points - o.before)
  from open_buckets o
  where b.id = o.id and o.before < p_points;
end
$$;`;

/**
 * Writes one POS order computed by server/src/loyalty/orders (OrderPlan in orders/order-plan.ts) and returns
 * { replayed, response }. Errors it raises (the TypeScript side maps them):
 *   LBSTL  the member's tier changed since the plan was computed: compute again
 *   LBPTS  the Reward Points balance no longer covers the points to redeem
 *   LBVCH  the voucher is no longer Issued to this member and valid
 *   LBSHF  the plan names a till (decision 014) and its cashier has no open shift at the store
 */
const placeOrder = `
create or replace function loyalty_place_order(p jsonb) returns jsonb
language plpgsql as $$
declare
  v_external text := p->>'externalTransactionNumber';
  v_order_id uuid := (p->>'orderId')::uuid;
  v_member_id uuid := (p->>'memberId')::uuid;
  v_voucher_id uuid := (p->>'voucherId')::uuid;
  v_activity timestamptz := (p->>'activityDate')::timestamptz;
  v_used bigint := (p->>'pointsRedeemed')::bigint;
  v_earned bigint := (p->>'pointsEarned')::bigint;
  v_tier_earned bigint := (p->>'tierPointsEarned')::bigint;
  v_existing jsonb;
  v_order_number bigint;
  v_updated int;
  v_reward_balance bigint;
  v_tier_balance bigint;
  v_tier_id uuid := (p->'member'->>'tierId')::uuid;
  v_tier_name text := p->'member'->>'tierName';
  v_step jsonb;
  v_response jsonb := p->'response';
  v_shift_id uuid;
begin
  -- Requests with one transaction number queue here; the first one's answer is everyone's answer.
  perform pg_advisory_xact_lock(hashtextextended('pos_order:' || v_external, 0));
  select response into v_existing from pos_orders where external_transaction_number = v_external;
  if found then
    return jsonb_build_object('replayed', true, 'response', v_existing);
  end if;

  -- A sale at our till joins the cashier's open shift at the store (decision 014). FOR SHARE: a close
  -- (FOR UPDATE, server/src/pos/shifts.ts) waits for this sale and counts it in its Z-report; a sale
  -- that comes after the close finds no open shift (the re-checked row is closed) and is refused.
  if jsonb_typeof(p->'till') = 'object' then
    select id into v_shift_id from pos_shifts
    where store_id = p->>'storeId' and cashier_id = p->'till'->>'cashierId' and closed_at is null
    for share;
    if not found then
      raise exception using errcode = 'LBSHF', message = 'no open shift';
    end if;
  end if;

  if v_member_id is not null then
    -- Lock order (every writer of a member's points, see docs/decisions/010-hardening.md): the Reward
    -- Points row first, then the Tier Points row, then the member row, then the voucher and buckets.
    -- The update below touches both currency rows in whatever order its plan visits them (it differed
    -- between calls and deadlocked concurrent orders of one member), so take the Reward Points row here.
    perform 1 from loyalty_member_currencies
    where member_id = v_member_id and currency_name = 'Reward Points' for update;

    -- Both balances in one statement. Points earned by this order cannot pay for it.
    with updated as (
      update loyalty_member_currencies c
      set points_balance = c.points_balance + d.delta,
          total_points_accrued = c.total_points_accrued + d.accrued,
          total_points_redeemed = c.total_points_redeemed + d.redeemed
      from (values ('Reward Points', v_earned - v_used, v_earned, v_used, v_used),
                   ('Tier Points', v_tier_earned, v_tier_earned, 0::bigint, 0::bigint))
        as d(currency_name, delta, accrued, redeemed, required)
      where c.member_id = v_member_id and c.currency_name = d.currency_name
        -- A member whose balance a return took below zero still buys and earns; only redeeming waits.
        and (d.required = 0 or c.points_balance >= d.required)
      returning c.currency_name, c.points_balance
    )
    select count(*),
           max(points_balance) filter (where currency_name = 'Reward Points'),
           max(points_balance) filter (where currency_name = 'Tier Points')
    into v_updated, v_reward_balance, v_tier_balance from updated;
    if v_updated <> 2 then
      raise exception using errcode = 'LBPTS', message = 'not enough Reward Points';
    end if;

    -- The plan lists the tiers above the member's, each with the Tier Points that reach it
    -- (domain/loyalty/programme.ts tierUpgradeLadder); the highest one reached wins.
    for v_step in select value from jsonb_array_elements(p->'member'->'upgrades') loop
      if v_tier_balance >= (v_step->>'tierPoints')::bigint then
        v_tier_id := (v_step->>'tierId')::uuid;
        v_tier_name := v_step->>'tierName';
      end if;
    end loop;

    -- The accrual multiplier came from the tier the plan read: if it changed, compute again.
    update loyalty_members
    set last_activity_date = greatest(last_activity_date, v_activity),
        tier_id = v_tier_id,
        tier_effective_date = case when tier_id = v_tier_id then tier_effective_date else (p->>'today')::date end,
        tier_change_reason = case when tier_id = v_tier_id then tier_change_reason else 'Upgrade' end
    where id = v_member_id and tier_id = (p->'member'->>'tierId')::uuid;
    if not found then
      raise exception using errcode = 'LBSTL', message = 'member tier changed';
    end if;
    if v_tier_id <> (p->'member'->>'tierId')::uuid then
      -- The tier's history (decision 031): the upgrade, naming the purchase that reached it. Rare, so
      -- its own statement; the order path without an upgrade does not change.
      insert into loyalty_transaction_journals (id, member_id, journal_type_name, journal_sub_type_name,
        activity_date, external_transaction_number, attributes)
      values (gen_random_uuid(), v_member_id, '${TIER_CHANGE_JOURNAL_TYPE}', '${TIER_UPGRADE_SUBTYPE}', v_activity, v_external,
        jsonb_build_object('${FROM_TIER_ATTRIBUTE}', p->'member'->>'tierName', '${TO_TIER_ATTRIBUTE}', v_tier_name));
    end if;
  end if;

  if v_voucher_id is not null then
    update loyalty_vouchers
    set status = 'Redeemed', redeemed_at = v_activity, redeemed_order_id = v_order_id
    where id = v_voucher_id and member_id = v_member_id and ${usableVoucher('', "(p->>'today')::date")};
    if not found then
      raise exception using errcode = 'LBVCH', message = 'voucher no longer available';
    end if;
  end if;

  if v_used > 0 then
    perform loyalty_consume_buckets(v_member_id, v_used);
  end if;

  v_order_number := nextval('pos_orders_order_number_seq');
  v_response := jsonb_set(v_response, '{order}', (v_response->'order')
    || jsonb_build_object('orderNumber', v_order_number, 'name', '#' || v_order_number, 'shiftId', v_shift_id));
  if v_member_id is not null then
    v_response := jsonb_set(v_response, '{loyalty}', (v_response->'loyalty') || jsonb_build_object(
      'previousPointsBalance', v_reward_balance - v_earned + v_used,
      'newPointsBalance', v_reward_balance,
      'tierPoints', v_tier_balance,
      'memberTier', v_tier_name,
      'tierUpgraded', v_tier_name <> p->'member'->>'tierName'));
  end if;

  -- Everything new in one statement (foreign keys are checked at its end, so order does not matter).
  with new_order as (
    insert into pos_orders (id, order_number, external_transaction_number, store_id, member_id, voucher_id,
      payment_method, shift_id, cash_rounding, subtotal, total_tax, voucher_discount, points_redeemed, total_price, points_earned,
      tier_points_earned, response, created_at)
    values (v_order_id, v_order_number, v_external, p->>'storeId', v_member_id, v_voucher_id,
      p->>'paymentMethod', v_shift_id, (p->>'cashRounding')::bigint, (p->>'subtotal')::bigint, (p->>'totalTax')::bigint, (p->>'voucherDiscount')::bigint,
      v_used, (p->>'totalPrice')::bigint, v_earned, v_tier_earned, v_response, v_activity)
  ), new_tenders as (
    insert into pos_order_tenders (order_id, "position", kind, amount, tendered, "change")
    select v_order_id, t."position", t.kind, t.amount, t.tendered, t."change"
    from jsonb_to_recordset(p->'tenders') as t("position" int, kind text, amount bigint, tendered bigint, "change" bigint)
  ), new_lines as (
    insert into pos_order_lines (order_id, line_number, product_code, name, category, price, quantity, line_subtotal, line_tax)
    select v_order_id, l.line_number, l.product_code, l.name, l.category, l.price, l.quantity, l.line_subtotal, l.line_tax
    from jsonb_to_recordset(p->'lines') as l(line_number int, product_code text, name text, category text,
      price bigint, quantity int, line_subtotal bigint, line_tax bigint)
  ), new_journals as (
    insert into loyalty_transaction_journals (id, member_id, journal_type_name, journal_sub_type_name,
      activity_date, external_transaction_number, transaction_amount, attributes)
    select j.id, v_member_id, j.type_name, j.sub_type_name, v_activity, v_external, j.transaction_amount, j.attributes
    from jsonb_to_recordset(p->'journals') as j(id uuid, type_name text, sub_type_name text,
      transaction_amount bigint, attributes jsonb)
  ), new_changes as (
    insert into loyalty_points_changes (id, journal_id, member_id, currency_name, change_in_points)
    select c.id, c.journal_id, v_member_id, c.currency_name, c.change_in_points
    from jsonb_to_recordset(p->'pointsChanges') as c(id uuid, journal_id uuid, currency_name text, change_in_points bigint)
  ), new_bucket as (
    -- Points earned while a return left the balance below zero first pay that back (loyalty_paid_back).
    insert into loyalty_point_buckets (id, member_id, journal_id, expiration_date, points, redeemed_points)
    select (b->>'id')::uuid, v_member_id, (b->>'journalId')::uuid, (b->>'expirationDate')::date, (b->>'points')::bigint,
      loyalty_paid_back((b->>'points')::bigint, v_reward_balance)
    from (select p->'bucket' as b) x where jsonb_typeof(b) = 'object'
  ), new_spin as (
    insert into loyalty_participant_rewards (id, game_id, member_id, status, expiration_date, source_order_id, created_at)
    select (s->>'id')::uuid, (s->>'gameId')::uuid, v_member_id, 'YetToReward', (s->>'expirationDate')::timestamptz,
      v_order_id, v_activity
    from (select p->'spin' as s) x where jsonb_typeof(s) = 'object'
  )
  insert into marketing_outbox (dedupe_key, contact_key, event_definition_key, data)
  select e->>'dedupeKey', e->>'contactKey', e->>'eventDefinitionKey',
    (e->'data') || jsonb_build_object('TotalPoint', v_reward_balance)
  from (select p->'event' as e) x where jsonb_typeof(e) = 'object'
  on conflict (dedupe_key) do nothing;

  return jsonb_build_object('replayed', false, 'response', v_response);
end
$$;`;

export const loyaltyFunctions: readonly string[] = [paidBack, consumeBuckets, placeOrder];
