import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../platform/clock.ts';
import { Unauthorized } from '../platform/errors.ts';

/** One configured client of a compatible surface (client-credentials sign-in). */
export interface ConfiguredClient {
  clientId: string;
  clientSecret: string;
}

const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest();
/** Compares two secrets in constant time whatever their lengths (both are hashed first). */
const sameSecret = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/**
 * Access tokens of the compatible surfaces (Salesforce, Marketing Cloud): `<issued-at ms>.<HMAC-SHA256
 * of purpose, client id and issued-at, keyed by the client secret>`. Stateless, so every server
 * process on one database accepts them and nothing is stored; changing the secret ends every session;
 * the app's clock decides when one is too old. `purpose` keeps one surface's tokens out of the other.
 */
export class ClientTokens {
  constructor(
    readonly client: ConfiguredClient,
    private readonly clock: Clock,
    readonly lifetimeMs: number,
    private readonly purpose: string,
    /** The message of the 401 a bad or old token gets (each surface words it its own way). */
    private readonly refusal: string,
  ) {}

  /** Whether a sign-in names this client: 'id' when the client id is wrong, 'secret' when the secret is. */
  wrongCredential(clientId: string | undefined, clientSecret: string | undefined): 'id' | 'secret' | null {
    if (!clientId || !sameSecret(clientId, this.client.clientId)) return 'id';
    if (!clientSecret || !sameSecret(clientSecret, this.client.clientSecret)) return 'secret';
    return null;
  }

  issue(): { accessToken: string; issuedAt: number } {
    const issuedAt = this.clock.now().getTime();
    return { accessToken: `${issuedAt}.${this.mac(String(issuedAt)).toString('base64url')}`, issuedAt };
  }

  /** HMAC-SHA256 of `text` with the client secret (Salesforce's token `signature`). */
  sign(text: string): Buffer {
    return hmac(this.client.clientSecret, text);
  }

  /** The access check of the surface's endpoints: a good, unexpired bearer token, or 401. */
  readonly check = async (request: FastifyRequest): Promise<void> => {
    this.checkAuthorization(request.headers.authorization);
  };

  /** Checks an `Authorization` header's value: a good, unexpired bearer token of this surface, or 401. */
  checkAuthorization(authorization: string | undefined): void {
    const match = /^Bearer\s+(\d{1,15})\.([A-Za-z0-9_-]{43})$/i.exec(authorization ?? '');
    if (!match?.[1] || !match[2]) throw new Unauthorized(this.refusal);
    const expected = this.mac(match[1]);
    const given = Buffer.from(match[2], 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Unauthorized(this.refusal);
    const age = this.clock.now().getTime() - Number(match[1]);
    // A minute of grace for another server process whose clock runs a little ahead.
    if (age < -60_000 || age >= this.lifetimeMs) throw new Unauthorized(this.refusal);
  }

  private mac(issuedAt: string): Buffer {
    return hmac(this.client.clientSecret, `${this.purpose}.${this.client.clientId}.${issuedAt}`);
  }
}
