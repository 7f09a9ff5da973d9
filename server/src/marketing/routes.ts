import type { FastifyPluginAsync } from 'fastify';
import * as marketing from '#domain/marketing/endpoints/journey-events.ts';
import { route } from '../platform/http/endpoint.ts';
import { enqueueJourneyEvent, listReceivedEvents } from './outbox.ts';

/**
 * loyalty-pos.md §7 "Marketing journey service", backend-relayed variant: the POS posts ContactKey,
 * EventDefinitionKey and Data; the event is queued in the outbox and delivered by the worker, so the
 * cashier never waits on (or loses an event to) the journey service. Cashiers only (the POS sends it).
 */
export const marketingRelayRoutes: FastifyPluginAsync = async (app) => {
  route(app, marketing.relayJourneyEvent, async (request, reply) => {
    const queued = await enqueueJourneyEvent(app.db, request.body);
    return reply.status(202).send({ status: queued ? ('queued' as const) : ('duplicate' as const) });
  });
};

/** Development only (MC_EVENTS_ROUTE=true): what the embedded sink received, newest first. */
export const marketingEventListRoutes: FastifyPluginAsync = async (app) => {
  route(app, marketing.listReceivedEvents, async (request) => {
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
  });
};
