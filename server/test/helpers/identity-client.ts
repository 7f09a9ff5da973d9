import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { DEMO_SHOPPER } from '../../src/identity/embedded/demo-accounts.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/**
 * Drives the embedded identity provider over real HTTP, as a browser with auth0-spa-js would:
 * redirects followed by hand, cookies kept in a jar, PKCE, the web app's sign-in screen replaced by
 * its POST to the interaction endpoint.
 */
export interface IdentityServer extends TestApp {
  baseUrl: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The real app listening on a free port, its PUBLIC_URL (and so the issuer) on that port. */
export async function startIdentityServer(options: TestAppOptions & { port?: number } = {}): Promise<IdentityServer> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const testApp = await createTestApp({
    demo: true,
    ...options,
    env: { PUBLIC_URL: baseUrl, IDENTITY_DEV_TOOLS: 'true', ...options.env },
  });
  await testApp.app.listen({ port, host: '127.0.0.1' });
  return { ...testApp, baseUrl };
}

/** A browser's cookies for one origin (enough for these tests: names are unique per path we use). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  clear(): void {
    this.cookies.clear();
  }
}

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  scope: string;
  token_type: string;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

export class Browser {
  constructor(
    readonly baseUrl: string,
    readonly jar = new CookieJar(),
  ) {}

  /** The same browser (same cookies) talking to another server of the same site. */
  at(baseUrl: string): Browser {
    return new Browser(baseUrl, this.jar);
  }

  /** A request with this browser's cookies; redirects are not followed. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const absolute = new URL(url, this.baseUrl).toString();
    const headers = new Headers(init.headers);
    const cookie = this.jar.header();
    if (cookie) headers.set('cookie', cookie);
    const send = () => fetch(absolute, { ...init, headers, redirect: 'manual' });
    // Like a browser, retry once on a kept-alive connection that a restarted server had closed.
    const response = await send().catch((error: Error & { cause?: { code?: string } }) => {
      if (error.cause?.code === 'UND_ERR_SOCKET') return send();
      throw error;
    });
    this.jar.store(response);
    return response;
  }

  /** Follows redirects while they stay on the provider; returns the first response that does not. */
  async follow(url: string): Promise<{ response: Response; url: string }> {
    let current = url;
    for (let hop = 0; hop < 10; hop += 1) {
      const response = await this.request(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      const next = new URL(location, new URL(current, this.baseUrl));
      if (!next.pathname.startsWith('/idp/')) return { response, url: next.toString() };
      current = next.toString();
    }
    throw new Error('too many redirects');
  }
}

export interface AuthorizeOptions {
  audience?: string;
  scope?: string;
  prompt?: string;
  screenHint?: string;
  responseMode?: string;
}

export class PkceLogin {
  readonly verifier = base64url(randomBytes(32));
  readonly state = base64url(randomBytes(16));
  readonly nonce = base64url(randomBytes(16));

  constructor(
    readonly browser: Browser,
    /** The site's public origin (PUBLIC_URL), when the browser talks to one of several servers. */
    readonly publicUrl = browser.baseUrl,
    readonly clientId = 'lumbung-web',
  ) {}

  get redirectUri(): string {
    return `${this.publicUrl}/callback`;
  }

  authorizeUrl(options: AuthorizeOptions = {}): string {
    const params = new URLSearchParams({
      client_id: this.clientId,
      redirect_uri: this.redirectUri,
      response_type: 'code',
      response_mode: options.responseMode ?? 'query',
      scope: options.scope ?? 'openid profile email offline_access',
      state: this.state,
      nonce: this.nonce,
      code_challenge: base64url(createHash('sha256').update(this.verifier).digest()),
      code_challenge_method: 'S256',
    });
    if (options.audience) params.set('audience', options.audience);
    if (options.prompt) params.set('prompt', options.prompt);
    if (options.screenHint) params.set('screen_hint', options.screenHint);
    return `/idp/authorize?${params}`;
  }

  /** Starts a login: returns the interaction id the web app's sign-in screen would get. */
  async start(options: AuthorizeOptions = {}): Promise<{ uid: string; screen: string }> {
    const { url } = await this.browser.follow(this.authorizeUrl(options));
    const target = new URL(url);
    const uid = target.searchParams.get('interaction');
    if (!uid) throw new Error(`expected the sign-in screen, got ${url}`);
    return { uid, screen: target.pathname };
  }

  /** Posts the sign-in screen's form; `headers` e.g. X-Forwarded-For behind a trusted proxy. */
  async submit(uid: string, action: 'login' | 'signup' | 'social', body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return this.browser.request(`/idp/interaction/${uid}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  }

  /** Follows the provider back to the app and returns the authorization code. */
  async code(redirectTo: string): Promise<string> {
    const { url } = await this.browser.follow(redirectTo);
    const callback = new URL(url);
    if (callback.searchParams.get('state') !== this.state) throw new Error(`state mismatch in ${url}`);
    const code = callback.searchParams.get('code');
    if (!code) throw new Error(`no code in ${url}`);
    return code;
  }

  async exchange(code: string, verifier = this.verifier): Promise<Response> {
    return fetch(`${this.browser.baseUrl}/idp/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: this.clientId,
        code,
        code_verifier: verifier,
        redirect_uri: this.redirectUri,
      }),
    });
  }
}

export interface SignedIn {
  browser: Browser;
  tokens: TokenSet;
}

/** The whole code + PKCE flow with an e-mail and password; the browser keeps the provider session. */
export async function signIn(
  baseUrl: string,
  credentials: { email: string; password: string } = DEMO_SHOPPER,
  options: AuthorizeOptions & { browser?: Browser } = {},
): Promise<SignedIn> {
  const browser = options.browser ?? new Browser(baseUrl);
  const login = new PkceLogin(browser);
  const { uid } = await login.start(options);
  const submitted = await login.submit(uid, 'login', credentials);
  if (submitted.status !== 200) throw new Error(`login answered ${submitted.status}: ${await submitted.text()}`);
  const { redirectTo } = (await submitted.json()) as { redirectTo: string };
  const response = await login.exchange(await login.code(redirectTo));
  if (response.status !== 200) throw new Error(`token exchange answered ${response.status}: ${await response.text()}`);
  return { browser, tokens: (await response.json()) as TokenSet };
}

export async function refresh(baseUrl: string, refreshToken: string): Promise<Response> {
  return fetch(`${baseUrl}/idp/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'lumbung-web', refresh_token: refreshToken }),
  });
}

export function decodeJwt(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export const uniqueEmail = (label: string) => `${label}.${randomBytes(4).toString('hex')}@example.com`;
