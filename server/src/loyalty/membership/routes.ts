import type { FastifyPluginAsync } from 'fastify';
import * as membership from '#domain/loyalty/endpoints/membership.ts';
import { requireShopper } from '../../platform/http/auth.ts';
import { route } from '../../platform/http/endpoint.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { readerLanguage } from '../../platform/texts.ts';
import { confirmLinkCode, requestLinkCode, type LinkCodeDeps } from './link-codes.ts';
import { joinProgramme, myMembership, type MembershipDeps } from './membership.ts';

/** A shopper's own membership (decision 009): read (and link by verified e-mail), join, link my card. */
export const membershipRoutes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, { mailer }) => {
  const clock = app.loyaltyEngine.clock;
  const deps: MembershipDeps = { db: app.db, loyalty: app.loyalty, clock };
  const codes: LinkCodeDeps = {
    ...deps,
    mailer,
    newId: () => app.loyaltyEngine.random.uuid(),
  };

  route(app, membership.getMyMembership, async (request) => myMembership(deps, requireShopper(request)));

  route(app, membership.joinProgramme, async (request, reply) => {
    const { created, membership: joined } = await joinProgramme(deps, requireShopper(request), request.body);
    return reply.status(created ? 201 : 200).send(joined);
  });

  route(app, membership.requestLinkCode, async (request, reply) => {
    const sent = await requestLinkCode(codes, requireShopper(request).sub, request.body.membershipNumber, readerLanguage(request));
    return reply.status(202).send(sent);
  });

  route(app, membership.linkCard, async (request) => confirmLinkCode(codes, requireShopper(request).sub, request.body.membershipNumber, request.body.code));
};
