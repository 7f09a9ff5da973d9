import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import * as cases from '#domain/storefront/endpoints/help.ts';
import { route } from '../../platform/http/endpoint.ts';
import { RATE_LIMITS } from '../../platform/http/rate-limits.ts';
import { caseReceipt, submitCase } from './intake.ts';

/**
 * Help Center (storefront.md §2): the page's form posts here as a plain HTML form (urlencoded). The
 * case is stored and the shopper is sent back (303) to the form's retURL, which must be our own site.
 */
export const caseRoutes: FastifyPluginAsync = async (app) => {
  await app.register(formbody);

  route(
    app,
    cases.submitCase,
    async (request, reply) => {
      const { redirectTo } = await submitCase(app.db, request.body, {
        publicUrl: app.config.publicUrl,
        forwardEnabled: app.config.webToCase !== null,
      });
      return reply.redirect(redirectTo, 303);
    },
    { rateLimit: RATE_LIMITS.cases },
  );

  route(app, cases.getCaseReceipt, async ({ params }) => caseReceipt(app.db, params.caseNumber));
};
