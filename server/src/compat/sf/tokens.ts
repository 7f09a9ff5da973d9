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
  signIn(form: { grant_type?: string | undefined; client_id?: string | undefined; client_secret?: string | undefined }, instanceUrl: string) {
    if (form.grant_type !== 'client_credentials') throw new OAuthRefusal('unsupported_grant_type', 'grant type not supported');
    const wrong = this.wrongCredential(form.client_id, form.client_secret);
    if (wrong === 'id') throw new OAuthRefusal('invalid_client_id', 'client identifier invalid');
    if (wrong === 'secret') throw new OAuthRefusal('invalid_client', 'invalid client credentials');
    const { accessToken, issuedAt } = this.issue();
    const id = `${instanceUrl}/services/oauth2/clients/${encodeURIComponent(this.client.clientId)}`;
    return {
      access_token: accessToken,
      instance_url: instanceUrl,
      id,
      token_type: 'Bearer' as const,
      issued_at: String(issuedAt),
      signature: this.sign(id + String(issuedAt)).toString('base64'),
    };
  }
}
