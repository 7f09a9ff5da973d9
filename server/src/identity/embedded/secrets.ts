import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as jose from 'jose';
import type { Database } from '../../platform/db/client.ts';
import { identitySecrets } from '../../platform/db/schema/index.ts';

/** The embedded provider's secrets: generated on first start, then read from the database. */
export interface ProviderSecrets {
  /** RS256 private key (JWK) that signs ID and access tokens. */
  signingKey: jose.JWK;
  /** Keys that sign the provider's cookies (sessions survive a restart because these do). */
  cookieKeys: string[];
  /** Secret of the server's own machine-to-machine client. */
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
    serverClientSecret: await loadOrCreate(db, 'server-client-secret', async () => randomBytes(32).toString('base64url')),
  };
}

/** The public half of a private JWK, for verifying tokens. */
export function publicJwk(privateJwk: jose.JWK): jose.JWK {
  const { kty, n, e, kid, alg, use } = privateJwk;
  return { kty, n, e, kid, alg, use };
}
