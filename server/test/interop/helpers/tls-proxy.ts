import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp, type TestAppOptions } from '../../helpers/test-app.ts';

/**
 * A TLS-terminating proxy as production has in front of the server: https on a free port, forwarding
 * to the server over http with X-Forwarded-Proto/Host and the Host the client named. Its key and
 * certificate (CN localhost, SAN localhost and 127.0.0.1) are made with openssl at test time.
 */
export interface TlsProxy {
  port: number;
  /** The certificate, for clients that must trust it. */
  ca: string;
  /** A fetch that trusts the certificate (the SDKs take it as `fetch` / `customFetch`). */
  fetch: typeof fetch;
  /** Where requests go: set once the server listens. */
  target(port: number): void;
  close(): Promise<void>;
}

function makeCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumbung-tls-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    return { key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * fetch over node:https with the proxy's certificate trusted (Node's own fetch takes no CA without the
 * undici package). Redirects are not followed: the SDKs and the tests read them.
 */
function trustingFetch(ca: string): typeof fetch {
  const agent = new https.Agent({ ca, keepAlive: false });
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    if (body) headers['content-length'] = String(body.length);
    return new Promise<Response>((resolve, reject) => {
      const outgoing = https.request(request.url, { method: request.method, headers, agent }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const answer = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const one of Array.isArray(value) ? value : [value ?? '']) answer.append(name, one);
          }
          const status = incoming.statusCode ?? 502;
          const empty = status === 204 || status === 304 || request.method === 'HEAD';
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, statusText: incoming.statusMessage ?? '', headers: answer }));
        });
        incoming.on('error', reject);
      });
      outgoing.on('error', reject);
      if (body) outgoing.write(body);
      outgoing.end();
    });
  }) as typeof fetch;
}

export async function startTlsProxy(): Promise<TlsProxy> {
  const { key, cert } = makeCertificate();
  let upstream = 0;
  const server = https.createServer({ key, cert }, (req, res) => {
    const headers = { ...req.headers, 'x-forwarded-proto': 'https', 'x-forwarded-host': req.headers.host ?? '', 'x-forwarded-for': req.socket.remoteAddress ?? '' };
    const forward = http.request({ host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const trusted = trustingFetch(cert);
  return {
    port: (server.address() as AddressInfo).port,
    ca: cert,
    fetch: trusted,
    target(port) {
      upstream = port;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The real server behind the TLS proxy as an Auth0 tenant would be reached: the shop at
 * https://localhost:PORT (PUBLIC_URL, the /idp mount) and the embedded provider at the root of
 * https://127.0.0.1:PORT (IDP_ORIGIN), the one `domain` the SDKs are given.
 */
export interface Tenant extends TestApp {
  proxy: TlsProxy;
  publicUrl: string;
  /** IDP_ORIGIN. */
  origin: string;
  /** The SDKs' `domain`: IDP_ORIGIN without its scheme. */
  domain: string;
  stop(): Promise<void>;
}

export async function startTenant(options: TestAppOptions = {}): Promise<Tenant> {
  const proxy = await startTlsProxy();
  const publicUrl = `https://localhost:${proxy.port}`;
  const origin = `https://127.0.0.1:${proxy.port}`;
  const testApp = await createTestApp({
    demo: true,
    ...options,
    env: { PUBLIC_URL: publicUrl, IDP_ORIGIN: origin, IDENTITY_DEV_TOOLS: 'true', TRUST_PROXY: '127.0.0.1', ...options.env },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  proxy.target((testApp.app.server.address() as AddressInfo).port);
  return {
    ...testApp,
    proxy,
    publicUrl,
    origin,
    domain: `127.0.0.1:${proxy.port}`,
    async stop() {
      await proxy.close();
      await testApp.close();
    },
  };
}
