import type { LedgerResponse, MemberProfile, MemberVoucher, MemberVouchersResponse } from '#domain/loyalty/api/members.ts';
import type { SfMemberProfile, SfMemberVoucher } from '#domain/compat/api/sf.ts';

/**
 * Our voucher as Connect's member-vouchers resource has it (LOYALTY-API-REFERENCE.md, Salesforce's
 * Voucher output): `status` beside our `voucherStatus`, and for a fixed-value voucher what was used of its
 * face value and what is left (a voucher is used whole, at one order: never partially redeemable).
 * Percentage vouchers have no value to speak of: null. A definition is never switched off here: a
 * back-office edit makes a new version and the vouchers issued under the old one keep being usable
 * (decision 021), so every voucher's definition is active in Salesforce's sense (it may be redeemed).
 */
function connectVoucher(voucher: MemberVoucher): SfMemberVoucher {
  const value = voucher.type === 'FixedValue' ? voucher.faceValue : null;
  const used = voucher.voucherStatus === 'Redeemed';
  return {
    ...voucher,
    status: voucher.voucherStatus,
    redeemedValue: value === null ? null : used ? value : 0,
    remainingValue: value === null ? null : used ? 0 : value,
    isVoucherDefinitionActive: true,
    isVoucherPartiallyRedeemable: false,
  };
}

export function connectVouchers({ voucherCount, vouchers }: MemberVouchersResponse) {
  return { voucherCount, vouchers: vouchers.map(connectVoucher) };
}

/** What the member row knows that our profile does not carry (read by the surface's routes). */
export interface MemberExtras {
  enrollmentChannel: string;
  /** The programme's id: its one tier ladder is the tier group. */
  programId: string;
}

/**
 * The profile as Connect's Member Profile output has it. The programme has no partners, so no partner
 * promotions; a tier's benefit (its Reward Points multiplier) applies from its effective date
 * without a separate assignment step, so the benefits are always assigned.
 */
export function connectProfile(profile: MemberProfile, extras: MemberExtras): SfMemberProfile {
  return {
    ...profile,
    enrollmentChannel: extras.enrollmentChannel,
    canReceivePartnerPromotions: false,
    memberTiers: profile.memberTiers.map((tier) => ({ ...tier, tierGroupId: extras.programId, areTierBenefitsAssigned: true })),
  };
}

/** The ledger summary in Salesforce's shape (domain/compat/api/sf.ts sfLedgerResponse). */
export function connectLedger({ transactionJournalCount, transactionJournals }: Pick<LedgerResponse, 'transactionJournalCount' | 'transactionJournals'>) {
  return {
    status: true,
    message: null,
    transactionJournalCount,
    transactionJournals: transactionJournals.map(({ additionalTransactionJournalAttributes, ...journal }) => ({
      ...journal,
      additionalAttributes: additionalTransactionJournalAttributes,
    })),
  };
}
