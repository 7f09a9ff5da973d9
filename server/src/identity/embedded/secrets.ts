import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import * as jose from 'jose';
import type { Database } from '../../platform/db/client.ts';
import { identitySecrets } from '../../platform/db/schema/index.ts';

/** The embedded provider's secrets: generated on first start, then read from the database. */
export interface ProviderSecrets {
  /** RS256 private key (JWK) that signs ID and access tokens. */
  signingKey: jose.JWK;
  /** Keys that sign the provider's cookies (sessions survive a restart because these do). */
  cookieKeys: string[];
  /** The generated secret of the server's machine-to-machine client (AUTH0_M2M_CLIENT_SECRET may replace it: ServerClientSecrets). */
  serverClientSecret: string;
}

/**
 * Reads a secret, creating it first if it does not exist yet. Two processes starting together on one
 * PostgreSQL may both generate one: `on conflict do nothing` keeps the first, and both read it back.
 */
async function loadOrCreate<T>(db: Database, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await db.select().from(identitySecrets).where(eq(identitySecrets.name, name)).limit(1);
  if (existing[0]) return existing[0].value as T;
  await db
    .insert(identitySecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [row] = await db.select().from(identitySecrets).where(eq(identitySecrets.name, name)).limit(1);
  if (!row) throw new Error(`identity secret '${name}' could not be stored`);
  return row.value as T;
}

async function newSigningKey(): Promise<jose.JWK> {
  const { privateKey } = await jose.generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  return { ...(await jose.exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

export async function loadProviderSecrets(db: Database): Promise<ProviderSecrets> {
  return {
    signingKey: await loadOrCreate(db, 'signing-key', newSigningKey),
    cookieKeys: await loadOrCreate(db, 'cookie-keys', async () => [randomBytes(32).toString('base64url')]),
    serverClientSecret: await loadOrCreate(db, SERVER_CLIENT_SECRET, async () => newClientSecret()),
  };
}

const SERVER_CLIENT_SECRET = 'server-client-secret';

const newClientSecret = () => randomBytes(32).toString('base64url');

/** The server's machine-to-machine client secret as the back office shows it. */
export interface ServerClientSecret {
  secret: string;
  /** `configuration`: AUTH0_M2M_CLIENT_SECRET (cannot be rotated here); `generated`: kept in the database. */
  source: 'configuration' | 'generated';
  /** When the generated secret was made or last rotated; null for a configured one. */
  since: Date | null;
}

/**
 * The machine-to-machine client's secret, read from the database at every use, so a rotation in one
 * server process holds in all of them at once; AUTH0_M2M_CLIENT_SECRET, when set, wins (decision 037).
 */
export class ServerClientSecrets {
  constructor(
    private readonly db: Database,
    private readonly configured: string | null,
  ) {}

  async current(): Promise<ServerClientSecret> {
    if (this.configured) return { secret: this.configured, source: 'configuration', since: null };
    await loadOrCreate(this.db, SERVER_CLIENT_SECRET, async () => newClientSecret());
    const [row] = await this.db.select().from(identitySecrets).where(eq(identitySecrets.name, SERVER_CLIENT_SECRET)).limit(1);
    if (!row) throw new Error('the server client secret could not be read');
    return { secret: row.value as string, source: 'generated', since: row.createdAt };
  }

  /** A new generated secret; the old one stops working at once (tokens already issued run out). Null when configured. */
  async rotate(): Promise<ServerClientSecret | null> {
    if (this.configured) return null;
    const secret = newClientSecret();
    await this.db
      .insert(identitySecrets)
      .values({ name: SERVER_CLIENT_SECRET, value: secret })
      .onConflictDoUpdate({ target: identitySecrets.name, set: { value: secret, createdAt: sql`now()` } });
    return this.current();
  }
}

/** The public half of a private JWK, for verifying tokens. */
export function publicJwk(privateJwk: jose.JWK): jose.JWK {
  const { kty, n, e, kid, alg, use } = privateJwk;
  return { kty, n, e, kid, alg, use };
}
