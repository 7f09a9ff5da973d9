/**
 * The Marketing Cloud-compatible journey-event surface
 * (docs/decisions/012-salesforce-compatible-api.md): a Marketing Cloud client — our own journey sink
 * (server/src/marketing/sinks.ts) among them — pointed at this server stores its events in the embedded
 * sink. Registered only when MC_COMPAT_CLIENT_ID and MC_COMPAT_CLIENT_SECRET are set.
 */
import { mcAsyncEventsRequest, mcAsyncEventsResponse, mcEventRequest, mcEventResponse, mcTokenRequest, mcTokenResponse } from '../api/mc.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Marketing Cloud-compatible');

export const token = endpoint({
  method: 'POST',
  path: '/v2/token',
  access: 'anonymous',
  summary: 'Client-credentials sign-in (JSON): access_token, expires_in (seconds), rest_instance_url.',
  description:
    "JSON `{ grant_type: 'client_credentials', client_id, client_secret, account_id? }` with MC_COMPAT_CLIENT_ID and MC_COMPAT_CLIENT_SECRET. " +
    'Refusals: 400 unsupported_grant_type, 401 invalid_client, as `{ error, error_description, error_uri }`.',
  body: mcTokenRequest,
  responses: { 200: mcTokenResponse },
  errors: { 400: 'unsupported_grant_type.', 401: 'invalid_client.' },
});

export const fireEvent = endpoint({
  method: 'POST',
  path: '/interaction/v1/events',
  access: 'mcCompatClient',
  summary: 'One contact into a journey: { ContactKey, EventDefinitionKey, Data } -> 201 { eventInstanceId }.',
  body: mcEventRequest,
  responses: { 201: mcEventResponse },
});

export const fireEventsAsync = endpoint({
  method: 'POST',
  path: '/interaction/v1/async/events',
  access: 'mcCompatClient',
  summary: 'Up to 100 contacts into a journey: { eventDefinitionKey, members: [{ contactKey, data }] } -> 202.',
  body: mcAsyncEventsRequest,
  responses: { 202: mcAsyncEventsResponse },
});
