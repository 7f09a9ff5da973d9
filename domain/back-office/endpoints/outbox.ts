/** The back office's view of the journey-event outbox (decision 017): what is pending, delivered or failed, and a retry. */
import { journeyEventListQuery, journeyEventListResponse, journeyEventParams, journeyEventRow } from '../api/admin.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Back office');

export const listJourneyEvents = endpoint({
  method: 'GET',
  path: '/api/admin/journey-events',
  access: 'manager',
  summary: 'Journey events newest first, 25 a page, by status, with the count of each status.',
  query: journeyEventListQuery,
  responses: { 200: journeyEventListResponse },
});

export const retryJourneyEvent = endpoint({
  method: 'POST',
  path: '/api/admin/journey-events/:id/retry',
  access: 'manager',
  summary: 'Queues a failed event again: pending, attempts from zero, due now. Audited.',
  params: journeyEventParams,
  responses: { 200: journeyEventRow },
  errors: { 404: 'No such event.', 409: 'The event has not failed.' },
});
