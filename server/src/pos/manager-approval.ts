import { and, count, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { hasStaffRole } from '#domain/identity/roles.ts';
import { withTransactionRetry, type Database } from '../platform/db/client.ts';
import { identityAccounts, identityLoginFailures, posManagerPins } from '../platform/db/schema/index.ts';
import { assignedStoresByUser, inScope, scopeFrom, UNUSABLE_HASH, verifyPassword } from '../identity/index.ts';
import { Forbidden, TooManyRequests } from '../platform/errors.ts';
import type { Text } from '#domain/texts/index.ts';
import type { PinCheck } from '#domain/pos/api/offline.ts';
import { refreshPinCheck } from './offline-policy.ts';

/**
 * A manager's approval at the till (decision 016): the manager types their e-mail and
 * approval PIN on the cashier's screen. The PIN is stored only as a scrypt hash (pos_manager_pins).
 *
 * A PIN has few digits, so guessing is throttled hard, per manager and across every till: after
 * `maxFailures` wrong PINs within `windowMinutes`, that manager's approvals are refused until the oldest
 * failure leaves the window. Failures are counted in identity_login_failures (subject 'pin:<e-mail>'),
 * which the identity housekeeping already clears; checking, verifying and counting run under a lock per
 * manager, so guesses sent in parallel are counted one after the other.
 */
const PIN_THROTTLE = { windowMinutes: 15, maxFailures: 5 } as const;

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

const subjectOf = (email: string) => `pin:${email.trim().toLowerCase()}`;

type Outcome = { approver: Approver } | { refused: Forbidden } | { throttled: PinThrottled };

export class ManagerApprovals {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** The approving manager, or throws: 403 for a wrong e-mail or PIN or a non-manager, 429 when throttled. */
  async approve(email: string, pin: string): Promise<Approver> {
    const subject = subjectOf(email);
    const outcome = await withTransactionRetry<Outcome>(this.db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${subject}, 0))`);
      const now = this.now();
      const [failures] = await tx
        .select({ n: count(), first: sql<string | null>`min(${identityLoginFailures.failedAt})`, last: max(identityLoginFailures.failedAt) })
        .from(identityLoginFailures)
        .where(and(eq(identityLoginFailures.subject, subject), gt(identityLoginFailures.failedAt, new Date(now.getTime() - WINDOW_MS))));
      if (failures && failures.n >= PIN_THROTTLE.maxFailures && failures.first) {
        return { throttled: new PinThrottled(new Date(failures.first).getTime() + WINDOW_MS - now.getTime()) };
      }

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
