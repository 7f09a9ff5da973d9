import type { VoucherEligibilityRequest, VoucherEligibilityResponse } from '#domain/loyalty/api/enrollment.ts';
import { VOUCHER_ELIGIBLE, voucherUseProblem, type StoreBrand } from '#domain/loyalty/vouchers.ts';
import type { Language } from '#domain/platform/language.ts';
import type { Text } from '#domain/texts/index.ts';
import { render } from '../platform/texts.ts';
import { JsonQuery } from '../platform/db/json-query.ts';
import type { LoyaltyEngine } from './engine.ts';
import { voucherFactsFrom, voucherFactsJson } from './ledger/sql-fragments.ts';
import { eligibilityLists, type VoucherFacts } from './voucher-facts.ts';

interface EligibilityContext {
  store: { storeId: string; name: string; brand: StoreBrand } | null;
  memberExists: boolean;
  voucher: VoucherFacts | null;
}

const eligibilityQuery = new JsonQuery<[string, string, string], EligibilityContext>(
  'loyalty_voucher_eligibility',
  `select json_build_object(
    'store', (select json_build_object('storeId', s.store_id, 'name', s.name, 'brand', s.brand)
              from pos_stores s where s.store_id = $1),
    'memberExists', exists (select 1 from loyalty_members where membership_number = $2),
    'voucher', (select ${voucherFactsJson} ${voucherFactsFrom('$3')})
  ) as result`,
);

function notEligible(text: Text, language: Language): VoucherEligibilityResponse {
  return { IsEligible: false, Message: render(text, language), ExcludedProducts: [], EligibleProducts: [], EligibleCategories: [] };
}

/**
 * loyalty-pos.md §7 checkVoucherEligibility. Every business reason (unknown code, another member's
 * voucher, used, expired, wrong store, cart too small) is a 200 with IsEligible false and a Message the
 * POS shows in its alert (§4). The same rule (domain/loyalty/vouchers.ts) guards order placement.
 * The Message is in `language`: the till's for our own POS, English for the compatible surface (the
 * hosted service's own words).
 */
export async function checkVoucherEligibility(
  engine: LoyaltyEngine,
  request: VoucherEligibilityRequest,
  language: Language = 'en',
): Promise<VoucherEligibilityResponse> {
  const context = await eligibilityQuery.run(engine.db, request.StoreId, request.MembershipNumber, request.VoucherCode);
  if (!context?.store) return notEligible({ key: 'loyalty.errors.voucher.noStore', values: { storeId: request.StoreId } }, language);
  if (!context.memberExists) return notEligible({ key: 'loyalty.errors.memberNotFound', values: { membershipNumber: request.MembershipNumber } }, language);
  const problem = voucherUseProblem(request.VoucherCode, context.voucher, {
    membershipNumber: request.MembershipNumber,
    store: context.store,
    cartValue: request.CartValue,
    today: engine.today(),
  });
  if (problem || !context.voucher) return notEligible(problem ?? { key: 'loyalty.errors.voucher.unknown', values: { voucherCode: request.VoucherCode } }, language);
  return { IsEligible: true, Message: render(VOUCHER_ELIGIBLE, language), ...eligibilityLists(context.voucher) };
}
