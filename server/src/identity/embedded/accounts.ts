import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { passwordProblem } from '#domain/identity/password.ts';
import type { Auth0User } from '#domain/identity/api/account.ts';
import { type Database, type Executor, withTransactionRetry } from '../../platform/db/client.ts';
import { identityAccounts, type AccountIdentity } from '../../platform/db/schema/index.ts';
import { Conflict, InvalidInput, NotFound } from '../../platform/errors.ts';
import type { AccountAccessLookup } from '../verifier.ts';
import { revokeAccountSessions } from './adapter.ts';
import { hashPassword, UNUSABLE_HASH, verifyPassword } from './passwords.ts';

export type AccountRow = typeof identityAccounts.$inferSelect;

/** Auth0's connection name of e-mail and password accounts, and the prefix of their ids. */
const DATABASE_PROVIDER = 'auth0';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Deliberately loose: the provider's job is a deliverable-looking address, not RFC 5322.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface NewAccount {
  email: string;
  /** The password, or (a sign-up confirmed by its e-mail link) the hash made when it was checked. */
  password: string | { hash: string };
  name: string;
  nickname?: string;
  roles?: string[];
  emailVerified?: boolean;
}

export interface AccountChanges {
  name?: string;
  nickname?: string;
  userMetadata?: Record<string, unknown>;
  password?: string;
  emailVerified?: boolean;
  blocked?: boolean;
  /** A password reset: every session of the account ends with the old password (decision 034). */
  endSessions?: boolean;
}

/** The account as Auth0's Management API shows a user (GET /api/v2/users/{id}). */
export function toAuth0User(row: AccountRow): Auth0User {
  return {
    user_id: row.userId,
    email: row.email,
    email_verified: row.emailVerified,
    name: row.name,
    nickname: row.nickname,
    user_metadata: row.userMetadata,
    app_metadata: { roles: row.roles },
    identities: row.identities,
    // Like Auth0: the attribute is there only while the user is blocked.
    ...(row.blocked ? { blocked: true } : {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The part of the e-mail before '@': Auth0's default nickname. */
const defaultNickname = (email: string) => email.split('@')[0] ?? email;

function assertStrongPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new InvalidInput(problem);
}

/**
 * The rules of a new account that need no database: a deliverable-looking e-mail, a name, and a strong
 * password (null: already checked). Returns the e-mail and name as they are stored.
 */
export function validateNewAccount(input: { email: string; name: string; password: string | null }): { email: string; name: string } {
  const email = normalizeEmail(input.email);
  if (!EMAIL_SHAPE.test(email)) throw new InvalidInput({ key: 'identity.errors.emailInvalid' });
  const name = input.name.trim();
  if (!name) throw new InvalidInput({ key: 'identity.profile.information.nameRequired' });
  if (input.password !== null) assertStrongPassword(input.password);
  return { email, name };
}

/** Accounts of the embedded identity provider: sign-up, password checks, profile changes. */
export class AccountService {
  constructor(private readonly db: Executor) {}

  async findById(userId: string): Promise<AccountRow | null> {
    const [row] = await this.db.select().from(identityAccounts).where(eq(identityAccounts.userId, userId)).limit(1);
    return row ?? null;
  }

  async findByEmail(email: string): Promise<AccountRow | null> {
    const [row] = await this.db
      .select()
      .from(identityAccounts)
      .where(eq(identityAccounts.email, normalizeEmail(email)))
      .limit(1);
    return row ?? null;
  }

  async get(userId: string): Promise<AccountRow> {
    const row = await this.findById(userId);
    if (!row) throw new NotFound('The user does not exist.');
    return row;
  }

  /** A new e-mail and password account ('auth0|…'). Rejects a taken e-mail or a weak password. */
  async create(input: NewAccount): Promise<AccountRow> {
    const { email, name } = validateNewAccount({ email: input.email, name: input.name, password: typeof input.password === 'string' ? input.password : null });
    const id = randomBytes(12).toString('hex');
    const identity: AccountIdentity = { connection: 'Username-Password-Authentication', provider: DATABASE_PROVIDER, user_id: id, isSocial: false };
    const [row] = await this.db
      .insert(identityAccounts)
      .values({
        userId: `${DATABASE_PROVIDER}|${id}`,
        email,
        emailVerified: input.emailVerified ?? false,
        passwordHash: typeof input.password === 'string' ? await hashPassword(input.password) : input.password.hash,
        name,
        nickname: input.nickname?.trim() || defaultNickname(email),
        identities: [identity],
        roles: input.roles ?? [],
      })
      .onConflictDoNothing({ target: identityAccounts.email })
      .returning();
    if (!row) throw new Conflict('An account with this email already exists. Please sign in instead.');
    return row;
  }

  /**
   * The account whose e-mail and password these are, or null. An unknown e-mail and a social account
   * (no password) cost the same scrypt work as a wrong password, so timing tells nothing.
   */
  async authenticate(email: string, password: string): Promise<AccountRow | null> {
    const row = await this.findByEmail(email);
    const ok = await verifyPassword(password, row?.passwordHash ?? UNUSABLE_HASH);
    return ok && row?.passwordHash ? row : null;
  }

  /**
   * Changes the account. A block or `endSessions` (a password reset) ends every session of the account
   * in the same transaction (decision 034): the token generation goes up, so the access tokens it holds
   * stop at the next request, and its provider sessions, grants and refresh tokens are deleted. A
   * password changed in My Profile (the current one verified) keeps the sessions, as Auth0's PATCH does.
   */
  async update(userId: string, changes: AccountChanges): Promise<AccountRow> {
    const before = await this.get(userId);
    const set: Partial<typeof identityAccounts.$inferInsert> = { updatedAt: new Date() };
    if (changes.name !== undefined) {
      if (!changes.name.trim()) throw new InvalidInput({ key: 'identity.profile.information.nameRequired' });
      set.name = changes.name.trim();
    }
    if (changes.nickname !== undefined) set.nickname = changes.nickname.trim();
    if (changes.emailVerified !== undefined) set.emailVerified = changes.emailVerified;
    if (changes.blocked !== undefined) set.blocked = changes.blocked;
    if (changes.password !== undefined) {
      if (!before.passwordHash) throw new InvalidInput({ key: 'identity.errors.socialNoPassword' });
      assertStrongPassword(changes.password);
      // scrypt before the transaction: it takes a while and needs no lock.
      set.passwordHash = await hashPassword(changes.password);
    }
    const endsSessions = changes.endSessions === true || changes.blocked === true;
    return withTransactionRetry(this.db, async (tx) => {
      const [current] = await tx.select().from(identityAccounts).where(eq(identityAccounts.userId, userId)).for('update');
      if (!current) throw new NotFound('The user does not exist.');
      const values = { ...set };
      if (changes.userMetadata !== undefined) values.userMetadata = { ...current.userMetadata, ...changes.userMetadata };
      const [row] = await tx
        .update(identityAccounts)
        .set(endsSessions ? { ...values, tokenGeneration: sql`${identityAccounts.tokenGeneration} + 1` } : values)
        .where(eq(identityAccounts.userId, userId))
        .returning();
      if (!row) throw new NotFound('The user does not exist.');
      if (endsSessions) await revokeAccountSessions(tx, userId);
      return row;
    });
  }
}

/**
 * The verifier's per-request look-up (decision 034): the account's token generation and block, by its
 * primary key, as a prepared statement (it runs on every API request). Read in every process every
 * time, so a revocation holds at the next request.
 */
export function accountAccessLookup(db: Database): AccountAccessLookup {
  const query = db
    .select({ generation: identityAccounts.tokenGeneration, blocked: identityAccounts.blocked })
    .from(identityAccounts)
    .where(eq(identityAccounts.userId, sql.placeholder('sub')))
    .limit(1)
    .prepare('identity_account_access');
  return async (sub) => {
    const [row] = await query.execute({ sub });
    return row ?? null;
  };
}
