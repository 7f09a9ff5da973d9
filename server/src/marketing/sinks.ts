import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { DeliveryError, type DeliveryOutcome } from '../platform/outbox/outbox.ts';
import type { OutboxEvent } from './outbox.ts';

/** Where journey events go: the embedded store by default, Marketing Cloud when configured. */
export interface JourneySink {
  readonly name: string;
  /** Events per claimed batch; a batch must finish well within the worker's lease. */
  readonly batchSize: number;
  /** Delivers a batch; one outcome per event, in order. */
  deliver(events: readonly OutboxEvent[]): Promise<DeliveryOutcome[]>;
}

/**
 * The embedded default: keeps what a journey service would receive in marketing_journey_events (listed
 * at GET /api/mc/events when MC_EVENTS_ROUTE is on), a whole batch in one statement. Delivering the
 * same outbox row twice stores it once.
 */
export function embeddedSink(db: Database): JourneySink {
  return {
    name: 'embedded',
    batchSize: 100,
    async deliver(events) {
      const rows = events.map((e) => ({ outbox_id: e.id, contact_key: e.ContactKey, event_definition_key: e.EventDefinitionKey, data: e.Data }));
      await db.execute(sql`
        insert into marketing_journey_events (outbox_id, contact_key, event_definition_key, data)
        select r.outbox_id, r.contact_key, r.event_definition_key, r.data
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as r(outbox_id bigint, contact_key text, event_definition_key text, data jsonb)
        on conflict (outbox_id) do nothing`);
      return events.map((e) => ({ reference: `embedded:${e.id}` }));
    },
  };
}

export interface MarketingCloudSettings {
  /** https://{subdomain}.auth.marketingcloudapis.com */
  authBaseUrl: string;
  clientId: string;
  clientSecret: string;
  accountId: string | null;
}

interface Token {
  accessToken: string;
  restInstanceUrl: string;
  expiresAt: number;
}

const REQUEST_TIMEOUT_MS = 10_000;
/** Renew this long before the token's stated expiry. */
const TOKEN_MARGIN_MS = 60_000;

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/**
 * Marketing Cloud journey events (LOYALTY-API-REFERENCE: POST /v2/token with client credentials,
 * then POST {rest_instance_url}interaction/v1/events). The token is cached and renewed a minute before
 * it expires, or after a 401. 400 (unknown key, bad data) is permanent; 429, 5xx and network errors are
 * retried by the worker with backoff (honouring Retry-After).
 */
export function marketingCloudSink(settings: MarketingCloudSettings, now: () => number = Date.now): JourneySink {
  let token: Token | null = null;

  async function accessToken(): Promise<Token> {
    if (token && token.expiresAt - TOKEN_MARGIN_MS > now()) return token;
    let response: Response;
    try {
      response = await fetch(new URL('/v2/token', settings.authBaseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'client_credentials',
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          ...(settings.accountId ? { account_id: settings.accountId } : {}),
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new DeliveryError(`Failed to authenticate: ${(error as Error).message}`, false);
    }
    const text = await response.text();
    if (!response.ok) {
      throw new DeliveryError(`Failed to authenticate: ${response.status} ${text}`, false, retryAfterMs(response.headers.get('retry-after')));
    }
    const body = JSON.parse(text) as { access_token: string; expires_in: number; rest_instance_url: string };
    token = { accessToken: body.access_token, restInstanceUrl: body.rest_instance_url, expiresAt: now() + body.expires_in * 1000 };
    return token;
  }

  async function deliverOne(event: OutboxEvent): Promise<string | null> {
    const current = await accessToken();
      let response: Response;
      try {
        response = await fetch(new URL('interaction/v1/events', current.restInstanceUrl.replace(/\/?$/, '/')), {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${current.accessToken}` },
          body: JSON.stringify({ ContactKey: event.ContactKey, EventDefinitionKey: event.EventDefinitionKey, Data: event.Data }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw new DeliveryError(`Marketing Cloud unreachable: ${(error as Error).message}`, false);
      }
      const text = await response.text();
      if (response.ok) {
        try {
          return (JSON.parse(text) as { eventInstanceId?: string }).eventInstanceId ?? null;
        } catch {
          return null;
        }
      }
      if (response.status === 401) token = null;
      const permanent = response.status >= 400 && response.status < 500 && response.status !== 401 && response.status !== 429 && response.status !== 408;
      throw new DeliveryError(`Marketing Cloud answered ${response.status}: ${text}`, permanent, retryAfterMs(response.headers.get('retry-after')));
  }

  return {
    name: 'marketing-cloud',
    // At most 10 x (token + event request, 10 s timeout each) = 200 s, inside the 5-minute lease.
    batchSize: 10,
    // One request per event (the events API has no batch with per-event answers), in order.
    async deliver(events) {
      const outcomes: DeliveryOutcome[] = [];
      for (const event of events) {
        try {
          outcomes.push({ reference: await deliverOne(event) });
        } catch (error) {
          outcomes.push({ error: error instanceof DeliveryError ? error : new DeliveryError(String(error), false) });
        }
      }
      return outcomes;
    },
  };
}
