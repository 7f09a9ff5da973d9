// The loyalty context's public face (server/src/loyalty/README.md): what app.ts, the jobs and other
// contexts use. Everything else in this folder is its own business.
export { payBirthdayBonuses } from './engagement/birthday-bonus.ts';
export { reviewTiers } from './engagement/tier-review.ts';
export { LoyaltyEngine } from './engine.ts';
export { memberExists } from './gateway.ts';
export type { LoyaltyGateway } from './gateway.ts';
export { claimIdempotencyKey, storeIdempotentResponse } from './idempotency.ts';
export { expirePoints } from './ledger/expiry.ts';
export { cancelSalePoints, postPurchase, postRewardPoints, tierPointsOfPurchase, type JournalEntry, type TierUpgrade } from './ledger/writer.ts';
export { transactionJournalJson } from './ledger/sql-fragments.ts';
export { loyaltyFunctions } from './ledger/sql-functions.ts';
export { localLoyaltyGateway } from './local.ts';
export { getMemberProfile, memberNotFound } from './members.ts';
export { membershipOf } from './membership/owners.ts';
export { membershipRoutes } from './membership/routes.ts';
export { memberOwnerCheck } from './membership/ownership.ts';
export { noOpenShiftMessage } from './orders/place-order.ts';
export { cryptoRandom } from './random.ts';
export { runReferrals } from './referrals/credits.ts';
export { remindExpiringPoints } from './reminders/points-expiry.ts';
export { remindTiersAtRisk } from './reminders/tier-risk.ts';
export { loyaltyRoutes } from './routes.ts';
export { SalesforceConnection } from './salesforce/connection.ts';
export { salesforceLoyaltyGateway } from './salesforce/gateway.ts';
export { getMemberVouchers } from './vouchers.ts';
