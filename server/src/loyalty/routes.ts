import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  expirablePointsResponse,
  gameParticipantRewardParams,
  gamePlayResponse,
  gamesResponse,
  idempotencyHeaders,
  ledgerQuery,
  ledgerResponse,
  memberProfile,
  memberVouchersQuery,
  memberVouchersResponse,
  membershipNumberParams,
  redeemRewardRequest,
  redeemRewardResponse,
  rewardCatalogResponse,
} from '#domain/api.ts';
import { RATE_LIMITS } from '../http/rate-limits.ts';

/**
 * The member area's loyalty API (loyalty-pos.md §2 /loyalty, /my-voucher, /poin-history, the spin
 * modal). No sign-in: the spec identifies a member by the number in the query string (§6).
 */
export const loyaltyMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const loyalty = app.loyalty;

  app.get(
    '/api/loyalty/members/:membershipNumber',
    { schema: { params: membershipNumberParams, response: { 200: memberProfile } } },
    async (request) => loyalty.getMemberProfile(request.params.membershipNumber),
  );

  app.get(
    '/api/loyalty/members/:membershipNumber/vouchers',
    { schema: { params: membershipNumberParams, querystring: memberVouchersQuery, response: { 200: memberVouchersResponse } } },
    async (request) => loyalty.getMemberVouchers(request.params.membershipNumber, request.query.voucherStatus),
  );

  app.get(
    '/api/loyalty/members/:membershipNumber/ledger',
    { schema: { params: membershipNumberParams, querystring: ledgerQuery, response: { 200: ledgerResponse } } },
    async (request) => loyalty.getLedger(request.params.membershipNumber, request.query),
  );

  app.get(
    '/api/loyalty/members/:membershipNumber/expirable-points',
    { schema: { params: membershipNumberParams, response: { 200: expirablePointsResponse } } },
    async (request) => loyalty.getExpirablePoints(request.params.membershipNumber),
  );

  app.get(
    '/api/loyalty/members/:membershipNumber/rewards',
    { schema: { params: membershipNumberParams, response: { 200: rewardCatalogResponse } } },
    async (request) => loyalty.getRewardCatalog(request.params.membershipNumber),
  );

  // 201 with the new voucher; 200 with the same body for a retry carrying the same Idempotency-Key.
  app.post(
    '/api/loyalty/rewards/redeem',
    {
      schema: {
        headers: z.looseObject(idempotencyHeaders.shape),
        body: redeemRewardRequest,
        response: { 200: redeemRewardResponse, 201: redeemRewardResponse },
      },
      config: { rateLimit: RATE_LIMITS.memberWrites },
    },
    async (request, reply) => {
      const { replayed, response } = await loyalty.redeemReward(request.body, request.headers['idempotency-key']);
      return reply.status(replayed ? 200 : 201).send(response);
    },
  );

  app.get(
    '/api/loyalty/members/:membershipNumber/games',
    { schema: { params: membershipNumberParams, response: { 200: gamesResponse } } },
    async (request) => loyalty.getMemberGames(request.params.membershipNumber),
  );

  // A write (the prize is drawn and issued), hence POST where the hosted service uses GET.
  app.post(
    '/api/loyalty/game-rewards/:gameParticipantRewardId/play',
    { schema: { params: gameParticipantRewardParams, response: { 200: gamePlayResponse } }, config: { rateLimit: RATE_LIMITS.memberWrites } },
    async (request) => loyalty.playGame(request.params.gameParticipantRewardId),
  );
};
