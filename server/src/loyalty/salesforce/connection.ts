import { parseMemberCallError } from '#domain/loyalty/programme.ts';
import { LoyaltyServiceRefused, UpstreamFailure } from '../../platform/errors.ts';

/** loyalty-pos.md §9: a loyalty token lives 5 minutes from issue. */
export const LOYALTY_TOKEN_LIFETIME_MS = 5 * 60_000;
/** Renew a little early so a request never leaves with a token that expires on the way. */
const TOKEN_MARGIN_MS = 10_000;
const REQUEST_TIMEOUT_MS = 15_000;
/** 4xx answers a caller can act on; every other failure is the gateway's (502). */
const PASSED_THROUGH = new Set([400, 404, 409, 422]);

export interface SalesforceSettings {
  /** Where the client-credentials sign-in goes: https://{my-domain}.my.salesforce.com */
  loginUrl: string;
  clientId: string;
  clientSecret: string;
}

interface Token {
  accessToken: string;
  instanceUrl: string;
  expiresAt: number;
}

export interface SalesforceRequest {
  method: 'GET' | 'POST';
  /** Path on the instance, e.g. '/services/apexrest/POSIntegration/pos/v1/members'. */
  path: string;
  /** Query parameters; empty values are left out (§7: "non-empty ones only"). */
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** The §8 prefix of this operation's error text, e.g. 'Failed to get member details'. */
  failure: string;
}

/**
 * The hosted loyalty service over HTTP (loyalty-pos.md §7): a client-credentials sign-in at
 * /services/oauth2/token (access_token, instance_url, issued_at), then bearer calls on the instance.
 * The token is renewed when missing or expired, and once more when the service answers 401.
 */
export class SalesforceConnection {
  private token: Token | null = null;
  private pendingToken: Promise<Token> | null = null;

  constructor(
    private readonly settings: SalesforceSettings,
    private readonly now: () => number = Date.now,
  ) {}

  async request<T>(request: SalesforceRequest): Promise<T> {
    let response = await this.send(request, await this.accessToken());
    if (response.status === 401) {
      this.token = null;
      response = await this.send(request, await this.accessToken());
    }
    const text = await response.text();
    if (!response.ok) {
      const message = `${request.failure}: ${parseMemberCallError(text) || response.statusText}`;
      throw PASSED_THROUGH.has(response.status) ? new LoyaltyServiceRefused(message, response.status) : new UpstreamFailure(message);
    }
    try {
      return (text ? JSON.parse(text) : null) as T;
    } catch {
      throw new UpstreamFailure(`${request.failure}: the loyalty service answered with something that is not JSON.`);
    }
  }

  private async send(request: SalesforceRequest, token: Token): Promise<Response> {
    const url = new URL(request.path, token.instanceUrl);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
    }
    try {
      return await fetch(url, {
        method: request.method,
        headers: {
          authorization: `Bearer ${token.accessToken}`,
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new UpstreamFailure(`${request.failure}: the loyalty service cannot be reached (${(error as Error).message}).`);
    }
  }

  /** One sign-in at a time: concurrent requests share the token being fetched. */
  private async accessToken(): Promise<Token> {
    if (this.token && this.token.expiresAt - TOKEN_MARGIN_MS > this.now()) return this.token;
    this.pendingToken ??= this.signIn().finally(() => {
      this.pendingToken = null;
    });
    this.token = await this.pendingToken;
    return this.token;
  }

  private async signIn(): Promise<Token> {
    let response: Response;
    try {
      response = await fetch(new URL('/services/oauth2/token', this.settings.loginUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: this.settings.clientId,
          client_secret: this.settings.clientSecret,
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new UpstreamFailure(`Failed to authenticate: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) throw new UpstreamFailure(`Failed to authenticate: ${text || response.statusText}`);
    const body = JSON.parse(text) as { access_token?: string; instance_url?: string; issued_at?: string };
    if (!body.access_token || !body.instance_url) throw new UpstreamFailure('Failed to authenticate: no access_token or instance_url in the answer.');
    // issued_at is the service's clock in epoch milliseconds; ours decides when to renew, so take the
    // earlier of the two to stay on the safe side of a skewed clock.
    const issuedAt = Math.min(Number(body.issued_at) || this.now(), this.now());
    return { accessToken: body.access_token, instanceUrl: body.instance_url, expiresAt: issuedAt + LOYALTY_TOKEN_LIFETIME_MS };
  }
}
