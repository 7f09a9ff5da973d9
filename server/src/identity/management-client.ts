import type { Auth0User } from '#domain/identity/api/account.ts';
import type { IdentityConfig } from '../platform/config.ts';
import { TooManyRequests, UpstreamFailure } from '../platform/errors.ts';

/** One HTTP exchange with the identity provider; `path` is relative to its domain ('/oauth/token'). */
export interface ProviderRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers: Record<string, string>;
  body?: string;
}
export interface ProviderResponse {
  status: number;
  statusText: string;
  body: string;
}
export type ProviderTransport = (request: ProviderRequest) => Promise<ProviderResponse>;

/** A hosted tenant: plain HTTPS to its domain. */
export function httpTransport(domainUrl: string): ProviderTransport {
  return async ({ method, path, headers, body }) => {
    const response = await fetch(`${domainUrl}${path}`, { method, headers, body, signal: AbortSignal.timeout(10_000) });
    return { status: response.status, statusText: response.statusText, body: await response.text() };
  };
}

/** The reason an identity provider gave for a failure (Auth0 uses message or error_description). */
export function providerMessage(response: ProviderResponse): string | null {
  try {
    const body = JSON.parse(response.body) as { message?: unknown; error_description?: unknown; description?: unknown };
    const message = body.message ?? body.error_description ?? body.description;
    return typeof message === 'string' && message ? message : null;
  } catch {
    return null;
  }
}

export class ProviderCallFailed extends Error {
  constructor(readonly response: ProviderResponse) {
    super(`identity provider answered ${response.status} ${response.statusText}`);
  }
}

/**
 * The server's client of the identity provider's Auth0-compatible endpoints (storefront.md §7):
 * Management API user read and update with a machine-to-machine token (client credentials, cached
 * until a minute before it expires), the password grant, and the reset-password request. The same
 * code talks to the embedded provider and to an Auth0 tenant; only the transport differs.
 */
export class IdentityManagementClient {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly identity: IdentityConfig,
    private readonly transport: ProviderTransport,
    /** Read at each token request: the embedded provider's secret may be rotated in the back office. */
    private readonly serverClientSecret: () => Promise<string>,
  ) {}

  private async send(request: ProviderRequest): Promise<ProviderResponse> {
    try {
      return await this.transport(request);
    } catch {
      throw new UpstreamFailure({ key: 'identity.errors.serviceUnreachable' });
    }
  }

  private form(fields: Record<string, string>): Pick<ProviderRequest, 'headers' | 'body'> {
    return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() };
  }

  private async managementToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 60_000) return this.token.value;
    const response = await this.send({
      method: 'POST',
      path: '/oauth/token',
      ...this.form({
        grant_type: 'client_credentials',
        client_id: this.identity.serverClient.clientId,
        client_secret: await this.serverClientSecret(),
        audience: this.identity.managementAudience,
        scope: 'read:users update:users',
      }),
    });
    if (response.status !== 200) throw new UpstreamFailure({ key: 'identity.errors.serviceRefused' });
    const body = JSON.parse(response.body) as { access_token: string; expires_in: number };
    this.token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  private async management(method: 'GET' | 'PATCH', userId: string, body?: unknown): Promise<Auth0User> {
    const request: ProviderRequest = {
      method,
      path: `/api/v2/users/${encodeURIComponent(userId)}`,
      headers: { authorization: `Bearer ${await this.managementToken()}`, accept: 'application/json' },
    };
    if (body !== undefined) {
      request.headers['content-type'] = 'application/json';
      request.body = JSON.stringify(body);
    }
    const response = await this.send(request);
    if (response.status === 401) this.token = null; // revoked or rotated: fetch a new one next time
    if (response.status !== 200) throw new ProviderCallFailed(response);
    return JSON.parse(response.body) as Auth0User;
  }

  getUser(userId: string): Promise<Auth0User> {
    return this.management('GET', userId);
  }

  updateUser(userId: string, changes: Record<string, unknown>): Promise<Auth0User> {
    return this.management('PATCH', userId, changes);
  }

  /** storefront.md §7: the password grant confirms the current password (403 means it is wrong). */
  async verifyPassword(email: string, password: string): Promise<boolean> {
    const response = await this.send({
      method: 'POST',
      path: '/oauth/token',
      ...this.form({
        grant_type: 'password',
        username: email,
        password,
        client_id: this.identity.serverClient.clientId,
        client_secret: await this.serverClientSecret(),
        scope: 'openid profile email',
      }),
    });
    if (response.status === 200) return true;
    if (response.status === 403) return false;
    if (response.status === 429) throw new TooManyRequests(providerMessage(response) ?? 'Too many attempts. Please try again later.');
    throw new ProviderCallFailed(response);
  }

  /** storefront.md §7: POST dbconnections/change_password; the provider e-mails a reset link. */
  async requestPasswordReset(email: string): Promise<void> {
    const response = await this.send({
      method: 'POST',
      path: '/dbconnections/change_password',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: this.identity.spaClientId, email, connection: this.identity.dbConnection }),
    });
    if (response.status !== 200) throw new ProviderCallFailed(response);
  }
}
