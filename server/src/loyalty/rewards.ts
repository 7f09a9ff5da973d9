import { negativeBalanceMessage } from '#domain/returns.ts';
import { and, eq } from 'drizzle-orm';
import type { RedeemRewardRequest, RedeemRewardResponse, RewardCatalogItem } from '#domain/api.ts';
import { formatPoints } from '#domain/checkout.ts';
import { BUSINESS_NAME_ATTRIBUTE, REDEEM_REWARD_SUBTYPE, REDEMPTION_JOURNAL_TYPE, REWARD_POINTS } from '#domain/loyalty.ts';
import { JsonQuery } from '../db/json-query.ts';
import { loyaltyMemberCurrencies, loyaltyMembers, loyaltyRewards } from '../db/schema/index.ts';
import { isBlockedStatus, memberBlockedMessage } from '#domain/member-status.ts';
import { InsufficientPoints, MemberBlocked, NotFound } from '../errors.ts';
import type { LoyaltyEngine } from './engine.ts';
import { claimIdempotencyKey, storeIdempotentResponse } from './idempotency.ts';
import { postRewardPoints } from './ledger.ts';
import { memberNotFound } from './members.ts';
import { issueVoucher } from './vouchers.ts';
import { withTransactionRetry } from '../db/client.ts';

const catalogQuery = new JsonQuery<[string], { rewards: RewardCatalogItem[] }>(
  'loyalty_reward_catalog',
  `select json_build_object('rewards', coalesce((
      select json_agg(json_build_object(
        'Id', r.id, 'Name', r.name, 'Image__c', r.image_url, 'Points__c', r.points, 'Description__c', d.description,
        'VoucherType__c', d.type, 'DiscountPercent__c', d.discount_percent, 'FaceValue__c', d.face_value) order by r.position)
      from loyalty_rewards r join loyalty_voucher_definitions d on d.id = r.voucher_definition_id
      where r.active), '[]'::json)) as result
  from loyalty_members m where m.membership_number = $1`,
);

/** loyalty-pos.md §7 getRewardCatalogObjects: the active rewards, in catalogue order. */
export async function getRewardCatalog(engine: LoyaltyEngine, membershipNumber: string): Promise<RewardCatalogItem[]> {
  const stored = await catalogQuery.run(engine.db, membershipNumber);
  if (!stored) throw memberNotFound(membershipNumber);
  return stored.rewards;
}

const REDEEM_SCOPE = 'redeem-reward';

/**
 * loyalty-pos.md §7 redeemReward: debits the reward's points (oldest points first) and issues its
 * voucher, in one transaction. A balance that does not cover the cost is a 422 and changes nothing;
 * so is every concurrent redemption the balance cannot cover (conditional debit). With an
 * Idempotency-Key a retried request gets the first answer instead of a second voucher.
 */
export async function redeemReward(
  engine: LoyaltyEngine,
  request: RedeemRewardRequest,
  idempotencyKey?: string,
): Promise<{ replayed: boolean; response: RedeemRewardResponse }> {
  return withTransactionRetry(engine.db, async (tx) => {
    if (idempotencyKey) {
      const claim = await claimIdempotencyKey<RedeemRewardResponse>(tx, REDEEM_SCOPE, idempotencyKey, request);
      if ('replay' in claim) return { replayed: true, response: claim.replay };
    }
    const [member] = await tx
      .select({ id: loyaltyMembers.id, memberStatus: loyaltyMembers.memberStatus })
      .from(loyaltyMembers)
      .where(eq(loyaltyMembers.membershipNumber, request.MembershipNumber));
    if (!member) throw memberNotFound(request.MembershipNumber);
    if (isBlockedStatus(member.memberStatus)) throw new MemberBlocked(memberBlockedMessage(request.MembershipNumber));
    const [reward] = await tx
      .select()
      .from(loyaltyRewards)
      .where(and(eq(loyaltyRewards.id, request.RewardCatalogId), eq(loyaltyRewards.active, true)));
    if (!reward) throw new NotFound(`No reward '${request.RewardCatalogId}' in the catalogue.`);

    const activityDate = engine.now();
    // The voucher first, the points last: the debit takes the member's Reward Points row lock (every
    // points writer queues on it), so it is held only for the debit's own statements. A debit the
    // balance does not cover throws, and the rollback takes the voucher back.
    const voucher = await issueVoucher(tx, engine, { memberId: member.id, definitionId: reward.voucherDefinitionId, activityDate });
    const posted = await postRewardPoints(tx, engine, {
      memberId: member.id,
      journalTypeName: REDEMPTION_JOURNAL_TYPE,
      journalSubTypeName: REDEEM_REWARD_SUBTYPE,
      activityDate,
      attributes: { [BUSINESS_NAME_ATTRIBUTE]: reward.name },
      change: -reward.points,
    });
    if (!posted) {
      const [balance] = await tx
        .select({ points: loyaltyMemberCurrencies.pointsBalance })
        .from(loyaltyMemberCurrencies)
        .where(and(eq(loyaltyMemberCurrencies.memberId, member.id), eq(loyaltyMemberCurrencies.currencyName, REWARD_POINTS)));
      const points = balance?.points ?? 0;
      throw new InsufficientPoints(
        points < 0
          ? negativeBalanceMessage(points)
          : `Not enough points: ${reward.name} costs ${formatPoints(reward.points)} points and the balance is ${formatPoints(points)}.`,
      );
    }
    const response: RedeemRewardResponse = {
      transactionJournalId: posted.journalId,
      pointsRedeemed: reward.points,
      pointsBalance: posted.pointsBalance,
      voucher,
    };
    if (idempotencyKey) await storeIdempotentResponse(tx, REDEEM_SCOPE, idempotencyKey, response);
    return { replayed: false, response };
  });
}
