import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedEvent {
  ContactKey: string;
  EventDefinitionKey: string;
  Data: Record<string, unknown>;
}

/**
 * A stand-in for Marketing Cloud's token and journey-event endpoints on a local port (not our own
 * server: the hosted service we cannot reach from tests). `respond` decides each event's answer.
 */
export async function startFakeMarketingCloud(options: { respond?: (event: ReceivedEvent, attempt: number) => { status: number; headers?: Record<string, string> } } = {}) {
  const events: ReceivedEvent[] = [];
  const attempts = new Map<string, number>();
  let tokenRequests = 0;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(payload));
      };
      if (request.url === '/v2/token') {
        tokenRequests += 1;
        const { client_id, client_secret } = JSON.parse(body) as { client_id: string; client_secret: string };
        if (client_id !== 'mc-client' || client_secret !== 'mc-secret') return send(401, { error: 'invalid_client' });
        return send(200, { access_token: `token-${tokenRequests}`, expires_in: 1080, rest_instance_url: `${baseUrl}/rest/` });
      }
      if (request.url === '/rest/interaction/v1/events') {
        if (!request.headers.authorization?.startsWith('Bearer token-')) return send(401, { message: 'Not Authorized' });
        const event = JSON.parse(body) as ReceivedEvent;
        const key = JSON.stringify(event);
        const attempt = (attempts.get(key) ?? 0) + 1;
        attempts.set(key, attempt);
        const answer = options.respond?.(event, attempt) ?? { status: 201 };
        if (answer.status === 201) events.push(event);
        return send(answer.status, answer.status === 201 ? { eventInstanceId: `evt-${events.length}` } : { message: 'refused' }, answer.headers);
      }
      send(404, { message: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    events,
    tokenRequests: () => tokenRequests,
    env: { MC_AUTH_BASE_URL: baseUrl, MC_CLIENT_ID: 'mc-client', MC_CLIENT_SECRET: 'mc-secret' },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
