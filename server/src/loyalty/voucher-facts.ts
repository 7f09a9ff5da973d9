import type { VoucherType, IssuedVoucherFacts } from '#domain/loyalty/vouchers.ts';
import type { VoucherEligibility } from '#domain/pos/pricing.ts';

/** A voucher as voucherFactsJson returns it. */
export interface VoucherFacts extends IssuedVoucherFacts {
  id: string;
  voucherDefinition: string;
  type: VoucherType;
  faceValue: number | null;
  discountPercent: number | null;
  maxDiscount: number | null;
  eligibleProductCodes: string[];
  eligibleCategories: string[];
  excludedProductCodes: string[];
  excludedCategories: string[];
}

/**
 * loyalty-pos.md §3 eligibility lists of a voucher's definition. ExcludedCategories (decision 021) is
 * only sent when the definition has any, so the spec's response stays as it was for the others.
 */
export function eligibilityLists(voucher: VoucherFacts): VoucherEligibility {
  return {
    ExcludedProducts: voucher.excludedProductCodes.map((ProductCode) => ({ ProductCode })),
    EligibleProducts: voucher.eligibleProductCodes.map((ProductCode) => ({ ProductCode })),
    EligibleCategories: voucher.eligibleCategories.map((Name) => ({ Name })),
    ...(voucher.excludedCategories.length > 0 ? { ExcludedCategories: voucher.excludedCategories.map((Name) => ({ Name })) } : {}),
  };
}
