import { isoInstant } from '../db/json-query.ts';

/**
 * SQL pieces several JSON queries share, so a voucher or journal has one JSON shape everywhere
 * (domain/api/loyalty.ts memberVoucher, transactionJournal).
 */

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
    'voucherStatus', case when v.status = 'Issued' and v.expiration_date < ${today} then 'Expired' else v.status end,
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
 * The facts domain/vouchers.ts voucherUseProblem needs, plus the definition's discount and product
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
    'eligibleProductCodes', d.eligible_product_codes,
    'eligibleCategories', d.eligible_categories,
    'excludedProductCodes', d.excluded_product_codes)`;

/** The join voucherFactsJson reads from, for a voucher code parameter. */
export function voucherFactsFrom(codeParameter: string): string {
  return `from loyalty_vouchers v
    join loyalty_voucher_definitions d on d.id = v.definition_id
    join loyalty_members owner on owner.id = v.member_id
    where v.voucher_code = ${codeParameter}`;
}
