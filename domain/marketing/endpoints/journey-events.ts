/** Journey events (loyalty-pos.md §7 "Marketing journey service"), relayed by our server. */
import { journeyEventListResponse, journeyEventListQuery, journeyEventRequest, journeyEventResponse } from '../api/journey-events.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Marketing');

export const relayJourneyEvent = endpoint({
  method: 'POST',
  path: '/api/mc/mcpost',
  access: 'cashier',
  summary: 'Queue a journey event { ContactKey, EventDefinitionKey, Data } for delivery (the POS sends these).',
  description:
    'The event is queued in the outbox and delivered by a worker with retries, so the cashier never waits on (or loses an event to) the journey service. ' +
    "An order's event (same TransactionID) is queued once: a second copy answers `duplicate`.",
  body: journeyEventRequest,
  responses: { 202: journeyEventResponse },
});

export const listReceivedEvents = endpoint({
  method: 'GET',
  path: '/api/mc/events',
  access: 'anonymous',
  summary: 'Development (MC_EVENTS_ROUTE=true): what the embedded journey sink received, newest first. Shows e-mail addresses.',
  query: journeyEventListQuery,
  responses: { 200: journeyEventListResponse },
  internal: true,
});
