import type { FastifyPluginAsync } from 'fastify';
import * as membership from '#domain/loyalty/endpoints/membership.ts';
import { requireShopper } from '../../platform/http/auth.ts';
import { route } from '../../platform/http/endpoint.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { readerLanguage } from '../../platform/texts.ts';
import { confirmLinkCode, requestLinkCode, type LinkCodeDeps } from './link-codes.ts';
import { joinProgramme, myMembership, type MembershipDeps } from './membership.ts';
import { myReferrals, recordJoin } from '../referrals/referrals.ts';
import type { Notifier } from '../../notifications/index.ts';

/** A shopper's own membership (decision 009): read (and link by verified e-mail), join, link my card. */
export const membershipRoutes: FastifyPluginAsync<{ mailer: Mailer; notifier: Notifier }> = async (app, { mailer, notifier }) => {
  const clock = app.loyaltyEngine.clock;
  const deps: MembershipDeps = { db: app.db, loyalty: app.loyalty, clock };
  const codes: LinkCodeDeps = {
    ...deps,
    mailer,
    newId: () => app.loyaltyEngine.random.uuid(),
  };

  route(app, membership.getMyMembership, async (request) => myMembership(deps, requireShopper(request)));

  // Joining online: the welcome message (decision 032) in the language of the page the member joined on.
  route(app, membership.joinProgramme, async (request, reply) => {
    const principal = requireShopper(request);
    const { created, membership: joined } = await joinProgramme(deps, principal, request.body);
    if (created && joined.membershipNumber) {
      const membershipNumber = joined.membershipNumber;
      // The referral rules (decision 033): the device and phone are kept for later comparisons, and a
      // friend's code becomes a referral, pending or refused; the member has joined either way, so a
      // failure here is logged, not answered with a 500 for a membership that exists.
      const referral = await recordJoin(
        app.loyaltyEngine,
        { membershipNumber, email: principal.email ?? '', phone: request.body.phone?.replace(/^\+/, '') ?? null, deviceId: request.body.deviceId ?? null },
        request.body.referralCode,
      ).catch((error: unknown) => {
        request.log.error({ err: error, membershipNumber }, 'the referral of a new member could not be recorded');
        return null;
      });
      await notifier.welcomeLanguage(membershipNumber, readerLanguage(request));
      await notifier.notifyMemberQuietly({
        membershipNumber,
        event: 'welcome',
        values: { name: request.body.firstName, number: membershipNumber },
        dedupeKey: `welcome:${membershipNumber}`,
        email: principal.email,
      });
      return reply.status(201).send({ ...joined, referral });
    }
    return reply.status(created ? 201 : 200).send(joined);
  });

  route(app, membership.getMyReferrals, async (request) => {
    // As GET /api/loyalty/me: an account not linked yet is linked by its verified e-mail first.
    const { membershipNumber } = await myMembership(deps, requireShopper(request));
    return membershipNumber ? await myReferrals(app.loyaltyEngine, membershipNumber) : null;
  });

  route(app, membership.requestLinkCode, async (request, reply) => {
    const sent = await requestLinkCode(codes, requireShopper(request).sub, request.body.membershipNumber, readerLanguage(request));
    return reply.status(202).send(sent);
  });

  route(app, membership.linkCard, async (request) => confirmLinkCode(codes, requireShopper(request).sub, request.body.membershipNumber, request.body.code));
};
