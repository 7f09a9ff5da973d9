import { parseMemberCallError } from '#domain/loyalty/programme.ts';
import { LoyaltyServiceRefused, UpstreamFailure } from '../../platform/errors.ts';
import type { Text } from '#domain/texts/index.ts';

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
  /** The operation, whose §8 prefix ('Failed to get member details') starts its error text. */
  failure: UpstreamOperation;
}

/** The hosted service's operations, each with its §8 'Failed to …' prefix (loyalty.upstream.* in the catalogue). */
export type UpstreamOperation =
  | 'authenticate'
  | 'getMemberDetails'
  | 'enrollMember'
  | 'getMemberVouchers'
  | 'getMemberLedger'
  | 'createOrder'
  | 'getRewardCatalog'
  | 'redeemReward'
  | 'getExpirablePoints'
  | 'getMemberGames'
  | 'checkVoucherEligibility';

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
      // The service's own words (its body, else the status text) stay as it wrote them.
      const message: Text = { key: 'loyalty.upstream.refused', values: { operation: request.failure, detail: parseMemberCallError(text) || response.statusText } };
      throw PASSED_THROUGH.has(response.status) ? new LoyaltyServiceRefused(message, response.status) : new UpstreamFailure(message);
    }
    try {
      return (text ? JSON.parse(text) : null) as T;
    } catch {
      throw new UpstreamFailure({ key: 'loyalty.upstream.notJson', values: { operation: request.failure } });
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
      throw new UpstreamFailure({ key: 'loyalty.upstream.unreachable', values: { operation: request.failure, reason: (error as Error).message } });
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
      throw new UpstreamFailure({ key: 'loyalty.upstream.refused', values: { operation: 'authenticate', detail: (error as Error).message } });
    }
    const text = await response.text();
    if (!response.ok) throw new UpstreamFailure({ key: 'loyalty.upstream.refused', values: { operation: 'authenticate', detail: text || response.statusText } });
    const body = JSON.parse(text) as { access_token?: string; instance_url?: string; issued_at?: string };
    if (!body.access_token || !body.instance_url) throw new UpstreamFailure({ key: 'loyalty.upstream.noToken', values: { operation: 'authenticate' } });
    // issued_at is the service's clock in epoch milliseconds; ours decides when to renew, so take the
    // earlier of the two to stay on the safe side of a skewed clock.
    const issuedAt = Math.min(Number(body.issued_at) || this.now(), this.now());
    return { accessToken: body.access_token, instanceUrl: body.instance_url, expiresAt: issuedAt + LOYALTY_TOKEN_LIFETIME_MS };
  }
}
