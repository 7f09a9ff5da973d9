import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WhatsAppRequest {
  path: string;
  authorization: string | undefined;
  body: { to: string; template: { name: string; language: { code: string }; components: { type: string; parameters: { parameter_name: string; text: string }[] }[] } } & Record<string, unknown>;
}

/** An answer of the Graph API: a status and, for an error, WhatsApp's code and details. */
export type WhatsAppAnswer = { status: 200 } | { status: number; code: number; message: string; details?: string };

/**
 * A stand-in for the WhatsApp Business Cloud API on a local port (the hosted API we cannot reach from
 * tests): POST /{version}/{phone-number-id}/messages answers as Graph does, a message id or an error in
 * Graph's shape; `respond` decides each request's answer by the recipient and the attempt.
 */
export async function startFakeWhatsApp(options: { respond?: (request: WhatsAppRequest, attempt: number) => WhatsAppAnswer } = {}) {
  const requests: WhatsAppRequest[] = [];
  const attempts = new Map<string, number>();
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const received: WhatsAppRequest = { path: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(raw) as WhatsAppRequest['body'] };
      requests.push(received);
      const key = `${received.body.to}:${received.body.template.name}:${JSON.stringify(received.body.template.components)}`;
      const attempt = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, attempt);
      const answer = options.respond?.(received, attempt) ?? { status: 200 };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      if (answer.status === 200) {
        response.end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: received.body.to, wa_id: received.body.to }], messages: [{ id: `wamid.${requests.length}` }] }));
      } else {
        const error = answer as Exclude<WhatsAppAnswer, { status: 200 }>;
        response.end(
          JSON.stringify({
            error: {
              message: `(#${error.code}) ${error.message}`,
              type: 'OAuthException',
              code: error.code,
              error_data: { messaging_product: 'whatsapp', ...(error.details ? { details: error.details } : {}) },
              fbtrace_id: 'AbCdEf123',
            },
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    requests,
    env: { WHATSAPP_PHONE_NUMBER_ID: '109876543210', WHATSAPP_ACCESS_TOKEN: 'wa-test-token', WHATSAPP_API_BASE: `${baseUrl}/v23.0` },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
