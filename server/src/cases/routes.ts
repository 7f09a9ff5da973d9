import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseNumberParams, caseReceipt as caseReceiptSchema, caseSubmission } from '#domain/api.ts';
import { RATE_LIMITS } from '../http/rate-limits.ts';
import { caseReceipt, submitCase } from './intake.ts';

/**
 * Help Center (storefront.md §2): the page's form posts here as a plain HTML form (urlencoded). The
 * case is stored and the shopper is sent back (303) to the form's retURL, which must be our own site.
 */
export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(formbody);

  app.post('/api/cases', { schema: { body: caseSubmission }, config: { rateLimit: RATE_LIMITS.cases } }, async (request, reply) => {
    const { redirectTo } = await submitCase(app.db, request.body, {
      publicUrl: app.config.publicUrl,
      forwardEnabled: app.config.webToCase !== null,
    });
    return reply.redirect(redirectTo, 303);
  });

  app.get(
    '/api/cases/:caseNumber',
    { schema: { params: caseNumberParams, response: { 200: caseReceiptSchema } } },
    async (request) => caseReceipt(app.db, request.params.caseNumber),
  );
};
