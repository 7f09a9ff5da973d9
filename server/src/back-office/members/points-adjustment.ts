import { and, eq } from 'drizzle-orm';
import { journalReason, type AdjustmentReason } from '#domain/back-office/forms.ts';
import type { PointsAdjustmentResponse } from '#domain/back-office/api/admin.ts';
import { REWARD_POINTS } from '#domain/loyalty/programme.ts';
import { loyaltyMemberCurrencies, loyaltyMembers } from '../../platform/db/schema/index.ts';
import { InsufficientPoints } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/auth.ts';
import type { LoyaltyEngine } from '../../loyalty/index.ts';
import { claimIdempotencyKey, storeIdempotentResponse, postRewardPoints, memberNotFound } from '../../loyalty/index.ts';
import { backOfficeWrite } from '../../platform/audit.ts';

/** The journal type of a manager's change (Salesforce Loyalty Management's manual adjustment). */
export const MANUAL_ADJUSTMENT_JOURNAL_TYPE = 'Manual Points Adjustment';
const ADJUSTMENT_SCOPE = 'admin-points-adjustment';

export interface PointsAdjustment {
  membershipNumber: string;
  points: number;
  reason: AdjustmentReason;
  note: string;
  adjustmentId: string;
}

/**
 * A manager adds or deducts Reward Points with a reason (decision 017). One transaction holds the
 * idempotency claim (the adjustmentId: a retry answers the first result and books nothing), the journal,
 * its points change, the balance and expiry buckets (the loyalty ledger's postRewardPoints: a deduction
 * never takes the balance below zero, even when several run at once) and the audit entry.
 */
export async function adjustPoints(
  engine: LoyaltyEngine,
  actor: Principal,
  adjustment: PointsAdjustment,
): Promise<{ replayed: boolean; response: PointsAdjustmentResponse }> {
  const { membershipNumber, points, reason, note, adjustmentId } = adjustment;
  return backOfficeWrite<{ replayed: boolean; response: PointsAdjustmentResponse }>(engine.db, actor, async (tx) => {
    const claim = await claimIdempotencyKey<PointsAdjustmentResponse>(tx, ADJUSTMENT_SCOPE, adjustmentId, { membershipNumber, points, reason, note });
    if ('replay' in claim) return { result: { replayed: true, response: claim.replay }, audit: null };

    const [member] = await tx.select({ id: loyaltyMembers.id }).from(loyaltyMembers).where(eq(loyaltyMembers.membershipNumber, membershipNumber));
    if (!member) throw memberNotFound(membershipNumber);
    const posted = await postRewardPoints(tx, engine, {
      memberId: member.id,
      journalTypeName: MANUAL_ADJUSTMENT_JOURNAL_TYPE,
      journalSubTypeName: null,
      activityDate: engine.now(),
      attributes: {
        Reason__c: journalReason(reason),
        ...(note ? { Note__c: note } : {}),
        Adjusted_By__c: actor.email ?? actor.sub,
      },
      change: points,
    });
    if (!posted) {
      const [balance] = await tx
        .select({ pointsBalance: loyaltyMemberCurrencies.pointsBalance })
        .from(loyaltyMemberCurrencies)
        .where(and(eq(loyaltyMemberCurrencies.memberId, member.id), eq(loyaltyMemberCurrencies.currencyName, REWARD_POINTS)));
      throw new InsufficientPoints({ key: 'backOffice.errors.members.insufficientPoints', values: { points: -points, balance: balance?.pointsBalance ?? 0 } });
    }
    const response: PointsAdjustmentResponse = { transactionJournalId: posted.journalId, points, reason, pointsBalance: posted.pointsBalance };
    await storeIdempotentResponse(tx, ADJUSTMENT_SCOPE, adjustmentId, response);
    return {
      result: { replayed: false, response },
      audit: {
        action: 'member.points-adjustment',
        entity: 'member',
        entityId: membershipNumber,
        // From the balance the change itself locked and updated, so concurrent adjustments log exact values.
        before: { pointsBalance: posted.pointsBalance - points },
        after: { pointsBalance: posted.pointsBalance, points, reason, note, transactionJournalId: posted.journalId },
      },
    };
  });
}
