import { negativeBalanceMessage } from '#domain/pos/returns.ts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { RedeemRewardRequest, RedeemRewardResponse, RewardCatalogItem } from '#domain/loyalty/api/members.ts';
import { BUSINESS_NAME_ATTRIBUTE, REDEEM_REWARD_SUBTYPE, REDEMPTION_JOURNAL_TYPE, REWARD_POINTS } from '#domain/loyalty/programme.ts';
import { JsonQuery } from '../platform/db/json-query.ts';
import { loyaltyMemberCurrencies, loyaltyMembers, loyaltyRewards, loyaltyVouchers } from '../platform/db/schema/index.ts';
import { isBlockedStatus, memberBlockedText } from '#domain/loyalty/member-status.ts';
import { Conflict, InsufficientPoints, MemberBlocked, NotFound } from '../platform/errors.ts';
import type { LoyaltyEngine } from './engine.ts';
import { claimIdempotencyKey, storeIdempotentResponse } from './idempotency.ts';
import { postRewardPoints } from './ledger/writer.ts';
import { memberNotFound } from './members.ts';
import { issueVoucher } from './vouchers.ts';
import { withTransactionRetry } from '../platform/db/client.ts';

// $2: today in Jakarta. A reward outside its active dates or out of stock is not listed (decision 021).
const catalogQuery = new JsonQuery<[string, string], { rewards: RewardCatalogItem[] }>(
  'loyalty_reward_catalog',
  `select json_build_object('rewards', coalesce((
      select json_agg(json_build_object(
        'Id', r.id, 'Name', r.name, 'Image__c', r.image_url, 'Points__c', r.points, 'Description__c', d.description,
        'VoucherType__c', d.type, 'DiscountPercent__c', d.discount_percent, 'FaceValue__c', d.face_value) order by r.position)
      from loyalty_rewards r join loyalty_voucher_definitions d on d.id = r.voucher_definition_id
      where r.active and (r.start_date is null or r.start_date <= $2::date) and (r.end_date is null or r.end_date >= $2::date)
        and (r.stock is null or r.stock > 0)), '[]'::json)) as result
  from loyalty_members m where m.membership_number = $1`,
);

/** loyalty-pos.md §7 getRewardCatalogObjects: the active rewards, in catalogue order. */
export async function getRewardCatalog(engine: LoyaltyEngine, membershipNumber: string): Promise<RewardCatalogItem[]> {
  const stored = await catalogQuery.run(engine.db, membershipNumber, engine.today());
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
    if (isBlockedStatus(member.memberStatus)) throw new MemberBlocked(memberBlockedText(request.MembershipNumber));
    // The reward's row lock queues the redemptions of one reward, so its stock and each member's limit
    // hold under concurrency (lock order: reward, then the member's points, decision 021).
    const [reward] = await tx
      .select()
      .from(loyaltyRewards)
      .where(and(eq(loyaltyRewards.id, request.RewardCatalogId), eq(loyaltyRewards.active, true)))
      .for('update');
    if (!reward) throw new NotFound({ key: 'loyalty.errors.rewardNotFound', values: { rewardId: request.RewardCatalogId } });
    const today = engine.today();
    if ((reward.startDate !== null && reward.startDate > today) || (reward.endDate !== null && reward.endDate < today)) {
      throw new NotFound({ key: 'loyalty.errors.rewardNotToday', values: { reward: reward.name } });
    }
    if (reward.stock !== null && reward.stock <= 0) throw new Conflict({ key: 'loyalty.errors.rewardOutOfStock', values: { reward: reward.name } });
    if (reward.perMemberLimit !== null) {
      const [taken] = await tx
        .select({ n: count() })
        .from(loyaltyVouchers)
        .where(and(eq(loyaltyVouchers.memberId, member.id), eq(loyaltyVouchers.rewardId, reward.id)));
      if ((taken?.n ?? 0) >= reward.perMemberLimit) {
        throw new Conflict({ key: 'loyalty.errors.rewardLimit', values: { reward: reward.name, limit: reward.perMemberLimit } });
      }
    }
    if (reward.stock !== null) {
      await tx.update(loyaltyRewards).set({ stock: sql`${loyaltyRewards.stock} - 1` }).where(eq(loyaltyRewards.id, reward.id));
    }

    const activityDate = engine.now();
    // The voucher first, the points last: the debit takes the member's Reward Points row lock (every
    // points writer queues on it), so it is held only for the debit's own statements. A debit the
    // balance does not cover throws, and the rollback takes the voucher back.
    const voucher = await issueVoucher(tx, engine, { memberId: member.id, definitionId: reward.voucherDefinitionId, activityDate, rewardId: reward.id });
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
      throw points < 0
        ? new InsufficientPoints(negativeBalanceMessage(points))
        : new InsufficientPoints({ key: 'loyalty.errors.notEnoughPoints', values: { reward: reward.name, cost: reward.points, balance: points } });
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
