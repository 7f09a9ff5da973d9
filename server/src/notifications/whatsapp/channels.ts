import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { DeliveryError, type DeliveryOutcome } from '../../platform/outbox/outbox.ts';

/** A queued WhatsApp template message (whatsapp_outbox), as a channel delivers it. */
export interface WhatsAppMessage {
  /** The outbox row's id. */
  id: number;
  /** E.164, '+6281234567801'. */
  to: string;
  templateName: string;
  languageCode: string;
  /** The template's named parameters, worded in the member's language. */
  parameters: Record<string, string>;
  /** What the member reads (the template filled in). */
  body: string;
}

/** Where WhatsApp messages go: the embedded sink by default, the WhatsApp Business Cloud API when configured. */
export interface WhatsAppChannel {
  readonly name: string;
  /** Messages per claimed batch; a batch must finish well within the outbox's lease. */
  readonly batchSize: number;
  /** Delivers a batch: one outcome per message, in order (the message id, or why not). */
  deliver(messages: readonly WhatsAppMessage[]): Promise<DeliveryOutcome[]>;
}

/**
 * The Cloud API's request body for a template message (POST /{phone-number-id}/messages): the template's
 * name and language, and its body parameters by name (the templates are registered with named
 * parameters, docs/operations.md). `to` is the number with its country code, as WhatsApp ids are.
 */
function cloudApiRequest(message: WhatsAppMessage): Record<string, unknown> {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: message.templateName,
      language: { code: message.languageCode },
      components: [
        {
          type: 'body',
          parameters: Object.entries(message.parameters).map(([name, text]) => ({ type: 'text', parameter_name: name, text })),
        },
      ],
    },
  };
}

/**
 * The embedded default: keeps in whatsapp_sink_messages what the Cloud API would have been sent and
 * what the member would have read (the back office lists it), a whole batch in one statement.
 * Delivering the same outbox row twice keeps it once.
 */
export function embeddedWhatsApp(db: Database): WhatsAppChannel {
  return {
    name: 'embedded',
    batchSize: 100,
    async deliver(messages) {
      const rows = messages.map((m) => ({ outbox_id: m.id, to_phone: m.to, body: m.body, request: cloudApiRequest(m) }));
      await db.execute(sql`
        insert into whatsapp_sink_messages (outbox_id, to_phone, body, request)
        select r.outbox_id, r.to_phone, r.body, r.request
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(outbox_id bigint, to_phone text, body text, request jsonb)
        on conflict (outbox_id) do nothing`);
      return messages.map((m) => ({ reference: `embedded:${m.id}` }));
    },
  };
}

export interface CloudApiSettings {
  /** The business phone number's ID in WhatsApp Manager. */
  phoneNumberId: string;
  accessToken: string;
  /** 'https://graph.facebook.com/v23.0' */
  apiBase: string;
}

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Graph API error codes that say "not now" rather than "never", whatever the HTTP status they come with
 * (WhatsApp's error-code reference: 1 unknown, 2 service, 4 too many calls, 80007 and 130429 rate limits,
 * 131000 something went wrong, 131016 service unavailable, 131056 too many messages to one number).
 */
const TRANSIENT_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056]);

interface GraphError {
  error?: { message?: string; code?: number; error_data?: { details?: string }; fbtrace_id?: string };
}

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) ? Math.max(0, seconds * 1000) : null;
}

/**
 * The WhatsApp Business Cloud API (POST {apiBase}/{phone-number-id}/messages with a bearer token), one
 * request per message. WhatsApp answers the message's id ('wamid.…'). Rate limits, outages, 5xx and a
 * refused token (renewed by a person) are retried by the outbox with its backoff; anything else (an
 * unknown template, a number not on WhatsApp, a malformed parameter) is permanent, and the row fails
 * with WhatsApp's code and details for a person to read.
 */
export function cloudApiWhatsApp(settings: CloudApiSettings): WhatsAppChannel {
  const url = `${settings.apiBase.replace(/\/$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`;

  async function deliverOne(message: WhatsAppMessage): Promise<string | null> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.accessToken}` },
        body: JSON.stringify(cloudApiRequest(message)),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new DeliveryError(`WhatsApp unreachable: ${(error as Error).message}`, false);
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // An HTML error page from a proxy: the status says enough.
    }
    if (response.ok) return (body as { messages?: { id?: string }[] } | null)?.messages?.[0]?.id ?? null;
    const error = (body as GraphError | null)?.error;
    const code = error?.code;
    const permanent =
      response.status >= 400 &&
      response.status < 500 &&
      ![401, 408, 429].includes(response.status) &&
      !(code !== undefined && TRANSIENT_CODES.has(code));
    const details = error?.error_data?.details;
    // Graph's message starts with the code ('(#132001) Template name does not exist…') and its details say which.
    const said = error?.message ?? '';
    const described = error ? `${code !== undefined && !said.startsWith('(#') ? `(#${code}) ` : ''}${said}${details ? ` — ${details}` : ''}` : text;
    throw new DeliveryError(`WhatsApp answered ${response.status}: ${described}`, permanent, retryAfterMs(response.headers.get('retry-after')));
  }

  return {
    name: 'whatsapp-cloud-api',
    // At most 20 x 10 s, well inside the 5-minute lease.
    batchSize: 20,
    async deliver(messages) {
      const outcomes: DeliveryOutcome[] = [];
      for (const message of messages) {
        try {
          outcomes.push({ reference: await deliverOne(message) });
        } catch (error) {
          outcomes.push({ error: error instanceof DeliveryError ? error : new DeliveryError(String(error), false) });
        }
      }
      return outcomes;
    },
  };
}
