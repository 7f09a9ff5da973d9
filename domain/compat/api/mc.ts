/**
 * The Marketing Cloud-compatible journey-event surface (decision 012): the token and
 * event resources a Marketing Cloud client calls (LOYALTY-API-REFERENCE.md; Salesforce's reference for
 * /interaction/v1/events and /interaction/v1/async/events), stored by our embedded journey sink.
 */
import { z } from 'zod';
import { journeyEventRequest } from '../../marketing/api/journey-events.ts';

/** POST /v2/token: JSON, checked by the handler so a refusal has Marketing Cloud's OAuth shape. */
export const mcTokenRequest = z.looseObject({
  grant_type: z.string().max(100).optional(),
  client_id: z.string().max(500).optional(),
  client_secret: z.string().max(500).optional(),
  /** Marketing Cloud's MID: sfmc-sdk sends it as given, a number or digits. */
  account_id: z.union([z.string().max(100), z.number().int()]).optional(),
});

export const mcTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds the token lives. */
  expires_in: z.number(),
  scope: z.string(),
  /** Where REST calls go (with a trailing slash, as Marketing Cloud writes it). */
  rest_instance_url: z.string(),
  soap_instance_url: z.string(),
});

/** Marketing Cloud's REST error body. */
export const mcErrorBody = z.object({ message: z.string(), errorcode: z.number(), documentation: z.string() });

/** POST /interaction/v1/events: one contact into a journey (the spec's ContactKey, EventDefinitionKey, Data). */
export const mcEventRequest = journeyEventRequest.extend({ Data: z.record(z.string(), z.unknown()).default({}) });
export const mcEventResponse = z.object({ eventInstanceId: z.string() });

/** At most this many contacts per asynchronous request (Marketing Cloud's limit). */
const MC_ASYNC_MAX_MEMBERS = 100;

/** POST /interaction/v1/async/events: up to 100 contacts into one journey. */
export const mcAsyncEventsRequest = z.object({
  eventDefinitionKey: z.string().trim().min(1, 'eventDefinitionKey is required').max(200),
  members: z
    .array(z.object({ contactKey: z.string().trim().min(1, 'contactKey is required').max(254), data: z.record(z.string(), z.unknown()).default({}) }))
    .min(1, 'members must name at least one contact')
    .max(MC_ASYNC_MAX_MEMBERS, `members: at most ${MC_ASYNC_MAX_MEMBERS} contacts per request`),
});

export const mcAsyncEventsResponse = z.object({
  requestId: z.string(),
  count: z.number(),
  notQueuedCount: z.number(),
  /** In the order received. */
  members: z.array(z.object({ contactKey: z.string(), eventInstanceId: z.string() })),
});
