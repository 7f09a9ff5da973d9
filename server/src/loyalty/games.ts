import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { GamePlayResponse, GamesResponse } from '#domain/loyalty/api/members.ts';
import { drawWeighted, type GameRewardType } from '#domain/loyalty/games.ts';
import { isBlockedStatus, memberBlockedText } from '#domain/loyalty/member-status.ts';
import { ACCRUAL_JOURNAL_TYPE, BUSINESS_NAME_ATTRIBUTE, GAME_REWARD_SUBTYPE } from '#domain/loyalty/programme.ts';
import { isoInstant, JsonQuery } from '../platform/db/json-query.ts';
import { loyaltyGameRewards, loyaltyGames, loyaltyMembers, loyaltyParticipantRewards } from '../platform/db/schema/index.ts';
import { Conflict, MemberBlocked, NotFound } from '../platform/errors.ts';
import type { LoyaltyEngine } from './engine.ts';
import { postRewardPoints } from './ledger/writer.ts';
import { memberNotFound } from './members.ts';
import { runningGame } from './ledger/sql-fragments.ts';
import { issueVoucher } from './vouchers.ts';
import { withTransactionRetry } from '../platform/db/client.ts';

/** At most this many playable spins are listed per game (the wheel needs one). */
const LISTED_SPINS = 50;

const gamesQuery = new JsonQuery<[string, string, string], { gameDefinitions: GamesResponse['gameDefinitions'] }>(
  'loyalty_member_games',
  `select json_build_object('gameDefinitions', coalesce((
      select json_agg(json_build_object(
        'gameDefinitionId', g.id, 'name', g.name, 'type', g.type, 'startDate', g.start_date, 'endDate', g.end_date,
        'gameRewards', coalesce((
          select json_agg(json_build_object('gameRewardId', r.id, 'name', r.name, 'color', r.color,
            'imageUrl', r.image_url, 'rewardType', r.reward_type, 'rewardValue', r.reward_value) order by r.position)
          from loyalty_game_rewards r where r.game_id = g.id and r.retired_at is null), '[]'::json),
        'participantGameRewards', coalesce((
          select json_agg(json_build_object('gameParticipantRewardId', s.id, 'gameRewardId', s.game_reward_id,
            'expirationDate', ${isoInstant('s.expiration_date')}, 'status', s.status) order by s.created_at, s.id)
          from (
            select pr.* from loyalty_participant_rewards pr
            where pr.game_id = g.id and pr.member_id = m.id and pr.status = 'YetToReward'
              and pr.expiration_date > $3::timestamptz
            order by pr.created_at, pr.id limit ${LISTED_SPINS}
          ) s), '[]'::json)) order by g.start_date, g.id)
      from loyalty_games g where ${runningGame('g', '$2::date')}
    ), '[]'::json)) as result
  from loyalty_members m where m.membership_number = $1`,
);

/**
 * loyalty-pos.md §7 getMemberAvailableGames: the running games with their wheel segments and the
 * member's playable spins (YetToReward, unexpired). The wheel is hidden when there are none (§4).
 */
export async function getMemberGames(engine: LoyaltyEngine, membershipNumber: string): Promise<GamesResponse> {
  const now = engine.now();
  const stored = await gamesQuery.run(engine.db, membershipNumber, engine.today(), now.toISOString());
  if (!stored) throw memberNotFound(membershipNumber);
  return { status: true, errorMessage: null, gameDefinitions: stored.gameDefinitions };
}

type PrizeRow = typeof loyaltyGameRewards.$inferSelect;

function playResponse(prize: PrizeRow, issuedRewardReference: string | null): GamePlayResponse {
  return {
    status: true,
    errorMessage: null,
    gameReward: [
      {
        gameRewardId: prize.id,
        name: prize.name,
        color: prize.color,
        imageUrl: prize.imageUrl,
        rewardType: prize.rewardType as GameRewardType,
        rewardValue: prize.rewardValue,
        issuedRewardReference,
      },
    ],
  };
}

const spinNotFound = () => new NotFound({ key: 'loyalty.errors.spinNotFound' });

/**
 * loyalty-pos.md §7 playGameAndGetReward. The server draws the prize by weight (domain/loyalty/games.ts),
 * records it on the spin and issues it (a voucher or points) in one transaction; the wheel only
 * animates to it. A spin plays once: the conditional update lets one of several concurrent plays win,
 * and every other play of that spin, then or later, gets the recorded prize again.
 */
export async function playGame(engine: LoyaltyEngine, gameParticipantRewardId: string, membershipNumber?: string): Promise<GamePlayResponse> {
  // A hosted-service record id is no spin of ours (and no uuid the column could compare with).
  if (!z.uuid().safeParse(gameParticipantRewardId).success) throw spinNotFound();
  return withTransactionRetry(engine.db, async (tx) => {
    const [spin] = await tx.select().from(loyaltyParticipantRewards).where(eq(loyaltyParticipantRewards.id, gameParticipantRewardId));
    if (!spin) throw spinNotFound();
    // The owner check passed for `membershipNumber`: the spin must be that member's, not any spin id.
    if (membershipNumber !== undefined) {
      const [owner] = await tx.select({ id: loyaltyMembers.id }).from(loyaltyMembers).where(eq(loyaltyMembers.membershipNumber, membershipNumber));
      if (owner?.id !== spin.memberId) throw spinNotFound();
    }
    // A blocked member earns nothing, prizes included (decision 017); a spin played before still shows its prize.
    const [player] = await tx
      .select({ membershipNumber: loyaltyMembers.membershipNumber, memberStatus: loyaltyMembers.memberStatus })
      .from(loyaltyMembers)
      .where(eq(loyaltyMembers.id, spin.memberId));
    if (spin.status !== 'Rewarded' && player && isBlockedStatus(player.memberStatus)) throw new MemberBlocked(memberBlockedText(player.membershipNumber));
    const prizes = await tx
      .select()
      .from(loyaltyGameRewards)
      .where(eq(loyaltyGameRewards.gameId, spin.gameId))
      .orderBy(asc(loyaltyGameRewards.position));

    const recorded = async () => {
      const [played] = await tx.select().from(loyaltyParticipantRewards).where(eq(loyaltyParticipantRewards.id, spin.id));
      const prize = prizes.find((p) => p.id === played?.gameRewardId);
      if (!played || !prize) throw new Error(`Spin ${spin.id} has no recorded prize`);
      return playResponse(prize, played.issuedRewardReference);
    };
    if (spin.status === 'Rewarded') return recorded();
    const now = engine.now();
    if (spin.expirationDate <= now) {
      throw new Conflict({ key: 'loyalty.errors.spinExpired', values: { date: spin.expirationDate } });
    }

    // Only the game's current prizes are drawn; one an admin has replaced stays readable for spins played before (decision 021).
    const prize = drawWeighted(
      prizes.filter((p) => p.retiredAt === null),
      (n) => engine.random.below(n),
    );
    const claimed = await tx
      .update(loyaltyParticipantRewards)
      .set({ status: 'Rewarded', gameRewardId: prize.id, playedAt: now })
      .where(and(eq(loyaltyParticipantRewards.id, spin.id), eq(loyaltyParticipantRewards.status, 'YetToReward')))
      .returning({ id: loyaltyParticipantRewards.id });
    if (claimed.length === 0) return recorded(); // a concurrent play won; its prize is the prize

    const [game] = await tx.select({ name: loyaltyGames.name }).from(loyaltyGames).where(eq(loyaltyGames.id, spin.gameId));
    let reference: string | null = null;
    if (prize.rewardType === 'Voucher' && prize.voucherDefinitionId) {
      const voucher = await issueVoucher(tx, engine, { memberId: spin.memberId, definitionId: prize.voucherDefinitionId, activityDate: now });
      reference = voucher.voucherCode;
    } else if (prize.rewardType === 'LoyaltyPoints' && prize.rewardValue) {
      const posted = await postRewardPoints(tx, engine, {
        memberId: spin.memberId,
        journalTypeName: ACCRUAL_JOURNAL_TYPE,
        journalSubTypeName: GAME_REWARD_SUBTYPE,
        activityDate: now,
        attributes: { [BUSINESS_NAME_ATTRIBUTE]: game?.name ?? prize.name },
        change: prize.rewardValue,
      });
      reference = posted?.journalId ?? null;
    }
    if (reference) {
      await tx.update(loyaltyParticipantRewards).set({ issuedRewardReference: reference }).where(eq(loyaltyParticipantRewards.id, spin.id));
    }
    return playResponse(prize, reference);
  });
}
