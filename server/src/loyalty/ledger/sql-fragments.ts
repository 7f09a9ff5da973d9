import { isoInstant } from '../../platform/db/json-query.ts';

/**
 * SQL pieces several queries share, so a rule is written once: the conditions on point buckets and
 * vouchers (used by the JSON queries, the ledger's writer, the expiry job and the PL/pgSQL functions of
 * sql-functions.ts), and the JSON shape of a voucher or journal (domain/loyalty/api/members.ts
 * memberVoucher, transactionJournal).
 *
 * Conditions are SQL text for a table alias (`''` for the bare table name) and, where dates matter, a
 * date expression for today in Jakarta (a parameter such as `$2::date`): queries here are text with
 * positional parameters (platform/db/json-query.ts), not Drizzle builders.
 */

/** `alias.column`, or the bare column for alias ''. */
const column = (alias: string, name: string) => (alias ? `${alias}.${name}` : name);

// ---------------------------------------------------------------- point buckets (loyalty_point_buckets)

/**
 * The Reward Points of a bucket not yet redeemed or expired: the one home of this expression (the
 * profile's expirable points, redemptions, returns and expiry all take it from here).
 */
export function bucketRemaining(b: string): string {
  return `${column(b, 'points')} - ${column(b, 'redeemed_points')} - ${column(b, 'expired_points')}`;
}

/**
 * An open bucket: some of its points are neither redeemed nor expired. The partial indexes
 * loyalty_point_buckets_open_member_points and _open_due (platform/db/schema/loyalty.ts, migrations 0011, 0020) have
 * this very predicate, and PostgreSQL uses a partial index only when the query states it.
 */
export function openBucket(b: string): string {
  return `${column(b, 'points')} > ${column(b, 'redeemed_points')} + ${column(b, 'expired_points')}`;
}

// ---------------------------------------------------------------- vouchers (loyalty_vouchers)
// Both dates are Jakarta calendar days and inclusive: a voucher is valid from effective_date through
// expiration_date ('Berlaku hingga'). domain/loyalty/vouchers.ts voucherUseProblem states the same rule for
// the message a cashier sees.

/** A voucher the member can use on `today`: Issued, and today within its dates. */
export function usableVoucher(v: string, today: string): string {
  return `${column(v, 'status')} = 'Issued' and ${column(v, 'effective_date')} <= ${today} and ${column(v, 'expiration_date')} >= ${today}`;
}

/** An Issued voucher past its last day: Expired, whether or not the expiry job has marked it yet. */
export function lapsedVoucher(v: string, today: string): string {
  return `${column(v, 'status')} = 'Issued' and ${column(v, 'expiration_date')} < ${today}`;
}

/** The status a member sees on `today`: Expired for a lapsed voucher, otherwise the stored one. */
export function voucherStatusOn(v: string, today: string): string {
  return `case when ${lapsedVoucher(v, today)} then 'Expired' else ${column(v, 'status')} end`;
}

// ---------------------------------------------------------------- games (loyalty_games)

/** A game running on `today`: started, and not ended before today (no end date: runs on). */
export function runningGame(g: string, today: string): string {
  return `${column(g, 'start_date')} <= ${today} and (${column(g, 'end_date')} is null or ${column(g, 'end_date')} >= ${today})`;
}

// ---------------------------------------------------------------- JSON shapes

/** memberVoucher for `v` (loyalty_vouchers) joined to `d` (its definition); `today` is a date expression. */
export function memberVoucherJson(today: string): string {
  return `json_build_object(
    'voucherId', v.id,
    'voucherNumber', lpad(v.voucher_number::text, 8, '0'),
    'voucherCode', v.voucher_code,
    'voucherDefinition', d.name,
    'description', d.description,
    'type', d.type,
    'faceValue', d.face_value,
    'discountPercent', d.discount_percent,
    'maxDiscount', d.max_discount,
    'voucherStatus', ${voucherStatusOn('v', today)},
    'effectiveDate', v.effective_date,
    'expirationDate', v.expiration_date,
    'voucherImageUrl', d.image_url,
    'minimumPurchase', d.minimum_purchase,
    'storeBrand', d.store_brand)`;
}

/** transactionJournal for `j` (loyalty_transaction_journals). */
export const transactionJournalJson = `json_build_object(
    'transactionJournalId', j.id,
    'transactionJournalNumber', 'TJ-' || lpad(j.journal_number::text, 8, '0'),
    'activityDate', ${isoInstant('j.activity_date')},
    'journalTypeName', j.journal_type_name,
    'journalSubTypeName', j.journal_sub_type_name,
    'externalTransactionNumber', j.external_transaction_number,
    'transactionAmount', j.transaction_amount,
    'pointsChange', coalesce((
      select json_agg(json_build_object('changeInPoints', pc.change_in_points, 'loyaltyMemberCurrency', pc.currency_name)
                      order by pc.currency_name)
      from loyalty_points_changes pc where pc.journal_id = j.id), '[]'::json),
    'additionalTransactionJournalAttributes', coalesce((
      select json_agg(json_build_object('fieldName', a.key, 'value', a.value) order by a.key)
      from jsonb_each_text(j.attributes) a), '[]'::json))`;

/**
 * The facts domain/loyalty/vouchers.ts voucherUseProblem needs, plus the definition's discount and product
 * lists, for `v` (loyalty_vouchers), `d` (its definition) and `owner` (the member it was issued to).
 */
export const voucherFactsJson = `json_build_object(
    'id', v.id,
    'voucherCode', v.voucher_code,
    'membershipNumber', owner.membership_number,
    'status', v.status,
    'effectiveDate', v.effective_date,
    'expirationDate', v.expiration_date,
    'storeBrand', d.store_brand,
    'minimumPurchase', d.minimum_purchase,
    'voucherDefinition', d.name,
    'type', d.type,
    'faceValue', d.face_value,
    'discountPercent', d.discount_percent,
    'maxDiscount', d.max_discount,
    'eligibleProductCodes', d.eligible_product_codes,
    'eligibleCategories', d.eligible_categories,
    'excludedProductCodes', d.excluded_product_codes,
    'excludedCategories', d.excluded_categories)`;

/** The join voucherFactsJson reads from, for a voucher code parameter. */
export function voucherFactsFrom(codeParameter: string): string {
  return `from loyalty_vouchers v
    join loyalty_voucher_definitions d on d.id = v.definition_id
    join loyalty_members owner on owner.id = v.member_id
    where v.voucher_code = ${codeParameter}`;
}
