import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { journeyEventListResponse, journeyEventRequest, journeyEventResponse } from '#domain/api.ts';
import { requireStaff } from '../http/auth.ts';
import { enqueueJourneyEvent, listReceivedEvents } from './outbox.ts';

/**
 * loyalty-pos.md §7 "Marketing journey service", backend-relayed variant: the POS posts ContactKey,
 * EventDefinitionKey and Data; the event is queued in the outbox and delivered by the worker, so the
 * cashier never waits on (or loses an event to) the journey service. Cashiers only (the POS sends it).
 */
export const marketingRelayRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before the body is read: an anonymous caller gets 401 whatever it sent.
  app.addHook('onRequest', async (request) => {
    requireStaff(request);
  });
  app.post(
    '/api/mc/mcpost',
    { schema: { body: journeyEventRequest, response: { 202: journeyEventResponse } } },
    async (request, reply) => {
      const queued = await enqueueJourneyEvent(app.db, request.body);
      return reply.status(202).send({ status: queued ? ('queued' as const) : ('duplicate' as const) });
    },
  );
};

/** Development only (MC_EVENTS_ROUTE=true): what the embedded sink received, newest first. */
export const marketingEventListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/mc/events',
    {
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }),
        response: { 200: journeyEventListResponse },
      },
    },
    async (request) => {
      const rows = await listReceivedEvents(app.db, request.query.limit);
      return {
        events: rows.map((row) => ({
          id: row.id,
          contactKey: row.contactKey,
          eventDefinitionKey: row.eventDefinitionKey,
          data: row.data,
          receivedAt: row.receivedAt.toISOString(),
        })),
      };
    },
  );
};
