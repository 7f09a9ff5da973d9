import type { VoucherEligibilityRequest, VoucherEligibilityResponse } from '#domain/loyalty/api/enrollment.ts';
import { VOUCHER_ELIGIBLE_MESSAGE, voucherUseProblem, type StoreBrand } from '#domain/loyalty/vouchers.ts';
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

function notEligible(Message: string): VoucherEligibilityResponse {
  return { IsEligible: false, Message, ExcludedProducts: [], EligibleProducts: [], EligibleCategories: [] };
}

/**
 * loyalty-pos.md §7 checkVoucherEligibility. Every business reason (unknown code, another member's
 * voucher, used, expired, wrong store, cart too small) is a 200 with IsEligible false and a Message the
 * POS shows in its alert (§4). The same rule (domain/loyalty/vouchers.ts) guards order placement.
 */
export async function checkVoucherEligibility(
  engine: LoyaltyEngine,
  request: VoucherEligibilityRequest,
): Promise<VoucherEligibilityResponse> {
  const context = await eligibilityQuery.run(engine.db, request.StoreId, request.MembershipNumber, request.VoucherCode);
  if (!context?.store) return notEligible(`Store ${request.StoreId} does not exist.`);
  if (!context.memberExists) return notEligible(`No member with membership number '${request.MembershipNumber}'.`);
  const problem = voucherUseProblem(request.VoucherCode, context.voucher, {
    membershipNumber: request.MembershipNumber,
    store: context.store,
    cartValue: request.CartValue,
    today: engine.today(),
  });
  if (problem || !context.voucher) return notEligible(problem ?? `Voucher ${request.VoucherCode} does not exist.`);
  return { IsEligible: true, Message: VOUCHER_ELIGIBLE_MESSAGE, ...eligibilityLists(context.voucher) };
}
