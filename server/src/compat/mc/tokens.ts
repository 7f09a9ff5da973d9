import type { Clock } from '../../platform/clock.ts';
import { ClientTokens, type ConfiguredClient } from '../client-tokens.ts';
import { OAuthRefusal } from '../sf/tokens.ts';

/** Marketing Cloud's tokens live about 20 minutes (LOYALTY-API-REFERENCE.md); it answers 1080 s. */
const MC_COMPAT_TOKEN_LIFETIME_S = 1080;

/** The Marketing Cloud-compatible surface's sign-in (POST /v2/token) and its tokens. */
export class McCompatTokens extends ClientTokens {
  constructor(client: ConfiguredClient, clock: Clock) {
    super(client, clock, MC_COMPAT_TOKEN_LIFETIME_S * 1000, 'mc-compat', 'Not Authorized');
  }

  /** The client-credentials grant as Marketing Cloud answers it, or an OAuthRefusal with its texts and statuses. */
  signIn(body: { grant_type?: string | undefined; client_id?: string | undefined; client_secret?: string | undefined }, origin: string) {
    if (body.grant_type !== 'client_credentials') {
      throw new OAuthRefusal('unsupported_grant_type', 'Use "client_credentials" as the grant_type value.');
    }
    if (this.wrongCredential(body.client_id, body.client_secret)) {
      throw new OAuthRefusal('invalid_client', 'Client authentication failed. Make sure that the client ID and client secret are valid.', 401);
    }
    return {
      access_token: this.issue().accessToken,
      token_type: 'Bearer' as const,
      expires_in: MC_COMPAT_TOKEN_LIFETIME_S,
      scope: 'journeys_execute',
      rest_instance_url: `${origin}/`,
      soap_instance_url: `${origin}/`,
    };
  }
}
