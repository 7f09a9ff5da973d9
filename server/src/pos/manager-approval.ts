import { and, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { hasStaffRole } from '#domain/identity/roles.ts';
import { withTransactionRetry, type Database, type Executor } from '../platform/db/client.ts';
import { identityAccounts, identityLoginFailures, posManagerPins } from '../platform/db/schema/index.ts';
import { assignedStoresByUser, inScope, scopeFrom, UNUSABLE_HASH, verifyPassword } from '../identity/index.ts';
import { Forbidden, TooManyRequests } from '../platform/errors.ts';
import type { Text } from '#domain/texts/index.ts';
import type { PinCheck } from '#domain/pos/api/offline.ts';
import type { PosOrderInput } from '#domain/pos/api/sales.ts';
import { refreshPinCheck } from './offline-policy.ts';

/**
 * A manager's approval at the till (decision 016): the manager types their e-mail and
 * approval PIN on the cashier's screen. The PIN is stored only as a scrypt hash (pos_manager_pins).
 *
 * A PIN has few digits, so guessing is throttled hard, per approving manager and till (the store and the
 * cashier signed in there): after `maxFailures` wrong PINs within `windowMinutes` at one till, that
 * manager's approvals are refused there until the oldest failure leaves the window or a manager unlocks
 * it in the back office; other tills still get them, so one cashier's typos do not stop every store.
 * Guessing spread over many tills is capped too: `maxFailuresEverywhere` wrong PINs for one manager lock
 * them at every till. Failures are counted in identity_login_failures (subject
 * 'pin:<e-mail>|<store>|<cashier>'), which the identity housekeeping already clears; checking, verifying
 * and counting run under a lock per manager, so guesses sent in parallel are counted one after the other.
 */
const PIN_THROTTLE = { windowMinutes: 15, maxFailures: 5, maxFailuresEverywhere: 20 } as const;

const WINDOW_MS = PIN_THROTTLE.windowMinutes * 60_000;

const WRONG_PIN_MESSAGE: Text = { key: 'pos.errors.wrongPin' };

/** 429 with how long to wait (the route sends it as Retry-After). */
export class PinThrottled extends TooManyRequests {
  constructor(readonly waitMs: number) {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    super({ key: 'pos.errors.pinThrottled', values: { minutes } });
  }

  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.waitMs / 1000));
  }
}

export interface Approver {
  userId: string;
  name: string;
  email: string;
  /** Their roles: an admin approves at every store, a manager at their stores (decision 017). */
  roles: string[];
}

/** Where an approval is asked: the till's store and the cashier signed in at it. */
export interface Till {
  storeId: string;
  cashierId: string;
}

const managerKey = (email: string) => `pin:${email.trim().toLowerCase()}`;
const tillSubject = (email: string, till: Till) => `${managerKey(email)}|${till.storeId}|${till.cashierId}`;
/** The LIKE pattern of every till's failures of one manager ('_' and '%' in an address are taken literally). */
const everyTillOf = (email: string) => `${managerKey(email).replace(/[\\%_]/g, (c) => `\\${c}`)}|%`;

/** A manager's approvals locked at one till (the back office lists and unlocks them). */
export interface PinLockout {
  managerEmail: string;
  managerName: string;
  storeId: string;
  cashierId: string;
  cashierName: string;
  failures: number;
  lockedUntil: string;
  lastFailure: string;
}

type Outcome = { approver: Approver } | { refused: Forbidden } | { throttled: PinThrottled };

export class ManagerApprovals {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** The approving manager, or throws: 403 for a wrong e-mail or PIN or a non-manager, 429 when throttled. */
  async approve(email: string, pin: string, till: Till): Promise<Approver> {
    const subject = tillSubject(email, till);
    const outcome = await withTransactionRetry<Outcome>(this.db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${managerKey(email)}, 0))`);
      const now = this.now();
      const since = new Date(now.getTime() - WINDOW_MS);
      const [failures] = await tx
        .select({
          here: sql<number>`count(*) filter (where ${identityLoginFailures.subject} = ${subject})`.mapWith(Number),
          firstHere: sql<string | null>`min(${identityLoginFailures.failedAt}) filter (where ${identityLoginFailures.subject} = ${subject})`,
          everywhere: count(),
          firstEverywhere: sql<string | null>`min(${identityLoginFailures.failedAt})`,
        })
        .from(identityLoginFailures)
        .where(and(sql`${identityLoginFailures.subject} like ${everyTillOf(email)}`, gt(identityLoginFailures.failedAt, since)));
      const waitFrom = (first: string | null) => new Date(first ?? now).getTime() + WINDOW_MS - now.getTime();
      if (failures && failures.here >= PIN_THROTTLE.maxFailures) return { throttled: new PinThrottled(waitFrom(failures.firstHere)) };
      if (failures && failures.everywhere >= PIN_THROTTLE.maxFailuresEverywhere) return { throttled: new PinThrottled(waitFrom(failures.firstEverywhere)) };

      const [account] = await tx
        .select({ userId: identityAccounts.userId, name: identityAccounts.name, email: identityAccounts.email, roles: identityAccounts.roles, pinHash: posManagerPins.pinHash })
        .from(identityAccounts)
        .leftJoin(posManagerPins, eq(posManagerPins.userId, identityAccounts.userId))
        .where(eq(identityAccounts.email, email.trim().toLowerCase()));
      // An unknown e-mail or an account without a PIN costs the same scrypt work as a wrong PIN.
      const pinRight = await verifyPassword(pin, account?.pinHash ?? UNUSABLE_HASH);
      if (!account?.pinHash || !pinRight) {
        await tx.insert(identityLoginFailures).values({ subject, failedAt: now });
        return { refused: new Forbidden(WRONG_PIN_MESSAGE) };
      }
      if (!hasStaffRole(account.roles, 'manager')) {
        return { refused: new Forbidden({ key: 'pos.errors.notManager', values: { name: account.name } }) };
      }
      // The right PIN clears this till's count only: a guesser elsewhere keeps theirs.
      await tx.delete(identityLoginFailures).where(inArray(identityLoginFailures.subject, [subject]));
      return { approver: { userId: account.userId, name: account.name, email: account.email, roles: account.roles } };
    });
    if ('throttled' in outcome) throw outcome.throttled;
    if ('refused' in outcome) throw outcome.refused;
    // The PIN is at hand: the check value tills cache for offline approvals gets a new salt (decision 030).
    await refreshPinCheck(this.db, outcome.approver.userId, pin);
    return outcome.approver;
  }

  /**
   * The tills where a manager's approvals are locked now (decision 016), newest first: for the back office,
   * in the stores of `inScopeStore`.
   */
  async lockouts(inScopeStore: (storeId: string) => boolean): Promise<PinLockout[]> {
    const now = this.now();
    const rows = await this.db
      .select({ subject: identityLoginFailures.subject, failures: count(), first: sql<string>`min(${identityLoginFailures.failedAt})`, last: sql<string>`max(${identityLoginFailures.failedAt})` })
      .from(identityLoginFailures)
      .where(and(sql`${identityLoginFailures.subject} like 'pin:%|%|%'`, gt(identityLoginFailures.failedAt, new Date(now.getTime() - WINDOW_MS))))
      .groupBy(identityLoginFailures.subject)
      .having(sql`count(*) >= ${PIN_THROTTLE.maxFailures}`);
    const lockouts = rows.flatMap((row) => {
      // The cashier's id is last and may hold '|' itself ('auth0|…').
      const [manager, storeId, ...cashier] = row.subject.slice('pin:'.length).split('|');
      const cashierId = cashier.join('|');
      if (!manager || !storeId || !cashierId || !inScopeStore(storeId)) return [];
      return [{ managerEmail: manager, storeId, cashierId, failures: row.failures, lockedUntil: new Date(new Date(row.first).getTime() + WINDOW_MS).toISOString(), lastFailure: new Date(row.last).toISOString() }];
    });
    const accounts = await this.namesOf([...lockouts.map((l) => l.managerEmail)], lockouts.map((l) => l.cashierId));
    return lockouts
      .map((l) => ({ ...l, managerName: accounts.byEmail.get(l.managerEmail) ?? l.managerEmail, cashierName: accounts.byId.get(l.cashierId) ?? l.cashierId }))
      .sort((a, b) => b.lastFailure.localeCompare(a.lastFailure));
  }

  /** Unlocks a manager's approvals at one till: its wrong PINs are forgotten. Returns how many were. */
  async unlock(executor: Executor, lockout: { managerEmail: string } & Till): Promise<number> {
    const rows = await executor.delete(identityLoginFailures).where(eq(identityLoginFailures.subject, tillSubject(lockout.managerEmail, lockout))).returning({ id: identityLoginFailures.id });
    return rows.length;
  }

  private async namesOf(emails: string[], userIds: string[]) {
    const byEmail = new Map<string, string>();
    const byId = new Map<string, string>();
    if (emails.length === 0 && userIds.length === 0) return { byEmail, byId };
    const rows = await this.db
      .select({ userId: identityAccounts.userId, email: identityAccounts.email, name: identityAccounts.name })
      .from(identityAccounts)
      .where(or(inArray(identityAccounts.email, emails), inArray(identityAccounts.userId, userIds)));
    for (const row of rows) {
      byEmail.set(row.email, row.name || row.email);
      byId.set(row.userId, row.name || row.email);
    }
    return { byEmail, byId };
  }

  /**
   * Who can approve at the till: manager and admin accounts with a PIN, by name. With a store, only
   * those whose approval counts there (the same scope `createReturn` checks: decision 017).
   */
  async managers(storeId?: string): Promise<{ email: string; name: string }[]> {
    return (await this.approversAt(storeId)).map(({ email, name }) => ({ email, name }));
  }

  /** The same managers with the PIN check value a till caches to approve offline (null until the server saw the PIN). */
  async offlineApprovers(storeId: string): Promise<{ userId: string; name: string; pinCheck: PinCheck | null }[]> {
    return (await this.approversAt(storeId)).map(({ userId, name, pinCheck }) => ({ userId, name, pinCheck }));
  }

  /**
   * A manager's approval an offline sale carries counts only when that manager approves at the sale's
   * store (decision 030); the till checked the PIN, the server checks who. One that does not count is
   * dropped, so a sale above the limit is booked with the overLimit conflict for the manager to see.
   */
  async withCheckedApproval(order: PosOrderInput): Promise<PosOrderInput> {
    const override = order.offline?.override;
    if (!order.offline || !override) return order;
    const approvers = await this.offlineApprovers(order.storeId);
    if (approvers.some((approver) => approver.userId === override.managerUserId)) return order;
    const { override: _notCounted, ...offline } = order.offline;
    return { ...order, offline };
  }

  private async approversAt(storeId?: string) {
    const rows = await this.db
      .select({ userId: identityAccounts.userId, email: identityAccounts.email, name: identityAccounts.name, roles: identityAccounts.roles, pinCheck: posManagerPins.offlinePinCheck })
      .from(posManagerPins)
      .innerJoin(identityAccounts, eq(identityAccounts.userId, posManagerPins.userId))
      .orderBy(identityAccounts.name);
    const approvers = rows.filter((row) => hasStaffRole(row.roles, 'manager'));
    if (storeId === undefined) return approvers;
    const assigned = await assignedStoresByUser(this.db, approvers.map((row) => row.userId));
    return approvers.filter((row) => inScope(scopeFrom(row.roles, assigned.get(row.userId) ?? []), storeId));
  }
}
