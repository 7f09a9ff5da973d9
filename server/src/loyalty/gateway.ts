import type { EnrollInput, EnrollResponse, VoucherEligibilityRequest, VoucherEligibilityResponse } from '#domain/loyalty/api/enrollment.ts';
import type { Language } from '#domain/platform/language.ts';
import type { PlacedOrderResult } from '#domain/pos/api/sales.ts';
import type { GamePlayResponse, GamesResponse, LedgerResponse, MemberProfile, MemberVouchersResponse, RedeemRewardRequest, RedeemRewardResponse, RewardCatalogItem } from '#domain/loyalty/api/members.ts';
import type { ExpirablePointsEntry, VoucherStatus } from '#domain/loyalty/programme.ts';
import type { LedgerFilters } from './ledger/history.ts';
import type { OrderRequest } from './orders/plan.ts';

/** A write's answer, and whether it is the stored answer of an earlier identical request. */
interface Idempotent<Response> {
  replayed: boolean;
  response: Response;
}

/**
 * The loyalty service's operations (loyalty-pos.md §7 "Operations used by the screens"), as the routes
 * call them. `local.ts` is the embedded engine on our database; a hosted adapter (Salesforce Loyalty
 * Management, §7-8 paths, token and error prefixes) can implement the same interface and be chosen by
 * configuration without touching a route.
 */
export interface LoyaltyGateway {
  getMemberProfile(membershipNumber: string): Promise<MemberProfile>;
  enrollMember(input: EnrollInput): Promise<{ created: boolean; response: EnrollResponse }>;
  getMemberVouchers(membershipNumber: string, voucherStatus?: VoucherStatus): Promise<MemberVouchersResponse>;
  getLedger(membershipNumber: string, filters: LedgerFilters): Promise<LedgerResponse>;
  getExpirablePoints(membershipNumber: string): Promise<ExpirablePointsEntry[]>;
  getRewardCatalog(membershipNumber: string): Promise<RewardCatalogItem[]>;
  redeemReward(request: RedeemRewardRequest, idempotencyKey?: string): Promise<Idempotent<RedeemRewardResponse>>;
  getMemberGames(membershipNumber: string): Promise<GamesResponse>;
  /** With a membership number, only that member's spin plays (another's is "not found"). */
  playGame(gameParticipantRewardId: string, membershipNumber?: string): Promise<GamePlayResponse>;
  /**
   * The membership whose contact has this e-mail (case-insensitive), when exactly one has it; null
   * otherwise, or when the service cannot search by e-mail. Links an account to its membership.
   */
  findMembershipByEmail(email: string): Promise<string | null>;
  /** `language`: the Message's, where the service words it (ours does; the hosted one answers in its own English). */
  checkVoucherEligibility(request: VoucherEligibilityRequest, language?: Language): Promise<VoucherEligibilityResponse>;
  placeOrder(request: OrderRequest): Promise<Idempotent<PlacedOrderResult>>;
}

/** Whether the loyalty service knows this member: its profile reads, or it answers 404 (a number a cashier typed). */
export async function memberExists(loyalty: LoyaltyGateway, membershipNumber: string): Promise<boolean> {
  try {
    await loyalty.getMemberProfile(membershipNumber);
    return true;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return false;
    throw error;
  }
}
