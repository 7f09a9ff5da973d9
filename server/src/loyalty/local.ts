import type { LoyaltyEngine } from './engine.ts';
import { checkVoucherEligibility } from './eligibility.ts';
import { getMemberGames, playGame } from './games.ts';
import type { LoyaltyGateway } from './gateway.ts';
import { getExpirablePoints, getLedger } from './ledger/history.ts';
import { enrollMember, findMembershipByEmail, getMemberProfile } from './members.ts';
import { placeOrder } from './orders/place-order.ts';
import { getRewardCatalog, redeemReward } from './rewards.ts';
import { getMemberVouchers } from './vouchers.ts';

/** The embedded loyalty service: every operation on our own database (one module per sub-domain). */
export function localLoyaltyGateway(engine: LoyaltyEngine): LoyaltyGateway {
  return {
    getMemberProfile: (membershipNumber) => getMemberProfile(engine, membershipNumber),
    enrollMember: (input) => enrollMember(engine, input),
    getMemberVouchers: (membershipNumber, voucherStatus) => getMemberVouchers(engine, membershipNumber, voucherStatus),
    getLedger: (membershipNumber, filters) => getLedger(engine, membershipNumber, filters),
    getExpirablePoints: (membershipNumber) => getExpirablePoints(engine, membershipNumber),
    getRewardCatalog: (membershipNumber) => getRewardCatalog(engine, membershipNumber),
    redeemReward: (request, idempotencyKey) => redeemReward(engine, request, idempotencyKey),
    getMemberGames: (membershipNumber) => getMemberGames(engine, membershipNumber),
    playGame: (id, membershipNumber) => playGame(engine, id, membershipNumber),
    findMembershipByEmail: (email) => findMembershipByEmail(engine, email),
    checkVoucherEligibility: (request, language) => checkVoucherEligibility(engine, request, language),
    placeOrder: (request) => placeOrder(engine, request),
  };
}
