import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { ClientTokens, type ConfiguredClient } from '../client-tokens.ts';

/** loyalty-pos.md §9: a loyalty token lives 5 minutes from issue (the clients renew after that). */
export const SF_COMPAT_TOKEN_LIFETIME_MS = 5 * 60_000;

/** Salesforce's text for a missing, bad or expired session (errorCode INVALID_SESSION_ID). */
const INVALID_SESSION = 'Session expired or invalid';

/** Why a sign-in was refused, in OAuth terms (answered `{ error, error_description }`). */
export class OAuthRefusal extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

/** The Salesforce-compatible surface's sign-in and its 5-minute tokens. */
export class SfCompatTokens extends ClientTokens {
  constructor(client: ConfiguredClient, clock: Clock) {
    super(client, clock, SF_COMPAT_TOKEN_LIFETIME_MS, 'sf-compat', INVALID_SESSION);
  }

  /** The client-credentials grant as Salesforce answers it, or an OAuthRefusal (400, Salesforce's texts). */
  signIn(form: { grant_type?: string | undefined; client_id?: string | undefined; client_secret?: string | undefined }, instanceUrl: string, organizationId: string) {
    if (form.grant_type !== 'client_credentials') throw new OAuthRefusal('unsupported_grant_type', 'grant type not supported');
    const wrong = this.wrongCredential(form.client_id, form.client_secret);
    if (wrong === 'id') throw new OAuthRefusal('invalid_client_id', 'client identifier invalid');
    if (wrong === 'secret') throw new OAuthRefusal('invalid_client', 'invalid client credentials');
    const { accessToken, issuedAt } = this.issue();
    const id = this.identityUrl(instanceUrl, organizationId);
    return {
      access_token: accessToken,
      instance_url: instanceUrl,
      id,
      token_type: 'Bearer' as const,
      issued_at: String(issuedAt),
      signature: this.sign(id + String(issuedAt)).toString('base64'),
    };
  }

  /**
   * Salesforce's identity URL, `{instance}/id/{orgId}/{userId}` (jsforce takes the org and user ids from
   * its last two steps): the org is the loyalty programme, the user this client.
   */
  identityUrl(instanceUrl: string, organizationId: string): string {
    return `${instanceUrl}/id/${encodeURIComponent(organizationId)}/${this.userId}`;
  }

  get userId(): string {
    return encodeURIComponent(this.client.clientId);
  }

  /** The identity URL's check: the bearer token in the header or, as Salesforce allows, `?oauth_token=`. */
  readonly checkIdentity = async (request: FastifyRequest): Promise<void> => {
    const query = request.query as { oauth_token?: unknown } | undefined;
    const fromQuery = typeof query?.oauth_token === 'string' ? `Bearer ${query.oauth_token}` : undefined;
    this.checkAuthorization(request.headers.authorization ?? fromQuery);
  };

  /** The identity service's answer for this client (domain/compat/api/sf.ts sfIdentityResponse). */
  identity(instanceUrl: string, organizationId: string) {
    return {
      id: this.identityUrl(instanceUrl, organizationId),
      asserted_user: true,
      user_id: this.client.clientId,
      organization_id: organizationId,
      username: this.client.clientId,
      nick_name: this.client.clientId,
      display_name: `Integration client ${this.client.clientId}`,
      active: true,
      user_type: 'STANDARD',
      language: 'en_US',
      locale: 'en_US',
      timezone: 'Asia/Jakarta',
      utcOffset: 7 * 60 * 60_000,
      urls: { rest: `${instanceUrl}/services/data/v{version}/`, custom_domain: instanceUrl },
    };
  }
}
