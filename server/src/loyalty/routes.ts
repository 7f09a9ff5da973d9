import type { FastifyPluginAsync } from 'fastify';
import * as loyalty from '#domain/loyalty/endpoints/members.ts';
import { getEarningRates } from '#domain/loyalty/endpoints/programme.ts';
import { requireStaff } from '../platform/http/auth.ts';
import { route } from '../platform/http/endpoint.ts';
import { readerLanguage } from '../platform/texts.ts';
import { RATE_LIMITS } from '../platform/http/rate-limits.ts';
import { earningRates } from './members.ts';
import { memberOwnerCheck } from './membership/ownership.ts';
import type { Notifier } from '../notifications/index.ts';

/**
 * The loyalty API (loyalty-pos.md §7 "Operations used by the screens"): the member area's reads,
 * redemptions and spins, and the cashier's enrollment and voucher check. Each call goes to the loyalty
 * service of this deployment (app.loyalty: the embedded engine or the hosted one). A member's data is for
 * the account that owns the membership and for cashiers (`memberOwner`, loyalty/membership/ownership.ts).
 */
export const loyaltyRoutes: FastifyPluginAsync<{ notifier: Notifier }> = async (app, { notifier }) => {
  const service = app.loyalty;
  // Each member endpoint's declaration says where its request names the member; the check is the same.
  const owner = memberOwnerCheck({ db: app.db, loyalty: service, clock: app.loyaltyEngine.clock });
  const ownedMember = { owner };

  route(app, loyalty.getMemberProfile, async ({ params }) => service.getMemberProfile(params.membershipNumber), ownedMember);

  // The programme's rate as the engine earns by it (this deployment's database, where the back office sets it).
  route(app, getEarningRates, async () => earningRates(await app.loyaltyEngine.reference()));

  route(app, loyalty.getMemberVouchers, async ({ params, query }) => service.getMemberVouchers(params.membershipNumber, query.voucherStatus), ownedMember);

  route(app, loyalty.getMemberLedger, async ({ params, query }) => service.getLedger(params.membershipNumber, query), ownedMember);

  route(app, loyalty.getExpirablePoints, async ({ params }) => service.getExpirablePoints(params.membershipNumber), ownedMember);

  route(app, loyalty.getRewardCatalog, async ({ params }) => service.getRewardCatalog(params.membershipNumber), ownedMember);

  route(
    app,
    loyalty.redeemReward,
    async (request, reply) => {
      const { replayed, response } = await service.redeemReward(request.body, request.headers['idempotency-key']);
      return reply.status(replayed ? 200 : 201).send(response);
    },
    { rateLimit: RATE_LIMITS.memberWrites, owner },
  );

  route(app, loyalty.getMemberGames, async ({ params }) => service.getMemberGames(params.membershipNumber), ownedMember);

  route(app, loyalty.playGame, async ({ params, query }) => service.playGame(params.gameParticipantRewardId, query.membershipNumber), {
    rateLimit: RATE_LIMITS.memberWrites,
    owner,
  });

  /**
   * Enrolment at the till, then the welcome message (decision 032): the member's messages are in the
   * till's language, and on WhatsApp too when they consented there. A retry (200) queues nothing twice.
   */
  route(app, loyalty.enrollMember, async (request, reply) => {
    const { whatsapp, ...enrolment } = request.body;
    const { created, response } = await service.enrollMember(enrolment);
    const { membershipNumber } = response;
    const contact = enrolment.associatedContactDetails;
    await notifier.welcomeLanguage(membershipNumber, readerLanguage(request));
    if (whatsapp) {
      const actor = { source: 'till' as const, by: requireStaff(request).sub, storeId: whatsapp.storeId ?? null };
      await notifier.changeSettings(membershipNumber, { whatsapp: { enabled: true, phone: whatsapp.phone } }, actor);
    }
    await notifier.notifyMemberQuietly({
      membershipNumber,
      event: 'welcome',
      values: { name: contact.firstName, number: membershipNumber },
      dedupeKey: `welcome:${membershipNumber}`,
      email: contact.email,
    });
    return reply.status(created ? 201 : 200).send(response);
  });

  route(app, loyalty.checkVoucherEligibility, async (request) => service.checkVoucherEligibility(request.body, readerLanguage(request)));
};
