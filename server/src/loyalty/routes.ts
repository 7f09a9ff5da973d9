import type { FastifyPluginAsync } from 'fastify';
import * as loyalty from '#domain/endpoints/loyalty.ts';
import { route } from '../http/endpoint.ts';
import { RATE_LIMITS } from '../http/rate-limits.ts';

/**
 * The loyalty API (loyalty-pos.md §7 "Operations used by the screens"): the member area's reads,
 * redemptions and spins, and the cashier's enrollment and voucher check. Each call goes to the loyalty
 * service of this deployment (app.loyalty: the embedded engine or the hosted one).
 */
export const loyaltyRoutes: FastifyPluginAsync = async (app) => {
  const service = app.loyalty;

  route(app, loyalty.getMemberProfile, async ({ params }) => service.getMemberProfile(params.membershipNumber));

  route(app, loyalty.getMemberVouchers, async ({ params, query }) => service.getMemberVouchers(params.membershipNumber, query.voucherStatus));

  route(app, loyalty.getMemberLedger, async ({ params, query }) => service.getLedger(params.membershipNumber, query));

  route(app, loyalty.getExpirablePoints, async ({ params }) => service.getExpirablePoints(params.membershipNumber));

  route(app, loyalty.getRewardCatalog, async ({ params }) => service.getRewardCatalog(params.membershipNumber));

  route(
    app,
    loyalty.redeemReward,
    async (request, reply) => {
      const { replayed, response } = await service.redeemReward(request.body, request.headers['idempotency-key']);
      return reply.status(replayed ? 200 : 201).send(response);
    },
    { rateLimit: RATE_LIMITS.memberWrites },
  );

  route(app, loyalty.getMemberGames, async ({ params }) => service.getMemberGames(params.membershipNumber));

  route(app, loyalty.playGame, async ({ params }) => service.playGame(params.gameParticipantRewardId), { rateLimit: RATE_LIMITS.memberWrites });

  route(app, loyalty.enrollMember, async (request, reply) => {
    const { created, response } = await service.enrollMember(request.body);
    return reply.status(created ? 201 : 200).send(response);
  });

  route(app, loyalty.checkVoucherEligibility, async ({ body }) => service.checkVoucherEligibility(body));
};
