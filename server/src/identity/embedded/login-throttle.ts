import { and, count, gt, inArray, like, lte, max, or, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { identityLoginFailures } from '../../platform/db/schema/index.ts';
import { TooManyRequests } from '../../platform/errors.ts';

/**
 * Failed sign-ins, counted in the database (every server process sees the same counts, no Redis
 * needed) over a sliding 15-minute window, by three subjects (docs/decisions/010-hardening.md):
 *
 * - **(account, client address)**: the first `freeFailuresPerPair` failures cost nothing; after that
 *   each next attempt from that address for that account waits a growing delay after the last failure
 *   (30 s, 1 min, 2 min, … up to 15 min). Someone guessing from one place slows down quickly; nobody
 *   else is affected.
 * - **account, across addresses**: once an account has `accountSprayThreshold` failures in the window
 *   (a spray from many addresses), every address that already failed for it waits out the window:
 *   each address gets one guess per 15 minutes. An address with no failure for the account, such as
 *   the owner's phone, still gets its attempt, so the right password always gets the owner in.
 * - **client address, across accounts**: `maxFailuresPerAddress` failures from one address (many
 *   accounts tried) refuse that address for the window.
 *
 * A success clears that (account, address) pair only: the account's count stays, so signing in
 * does not hand a sprayer fresh guesses. A completed password reset clears the account.
 */
export const LOGIN_THROTTLE = {
  windowMinutes: 15,
  freeFailuresPerPair: 5,
  /** The wait after the first failure beyond the free ones; it doubles with each further failure. */
  firstDelaySeconds: 30,
  accountSprayThreshold: 10,
  maxFailuresPerAddress: 20,
} as const;

const WINDOW_MS = LOGIN_THROTTLE.windowMinutes * 60_000;

/** "30 seconds", "1 minute", "15 minutes". */
function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const tooManyAttemptsMessage = (waitMs: number) =>
  `Too many failed sign-in attempts. Please wait ${formatWait(waitMs)} or reset your password.`;

/** 429 with how long to wait (the routes send it as Retry-After). */
export class LoginThrottled extends TooManyRequests {
  constructor(readonly waitMs: number) {
    super(tooManyAttemptsMessage(waitMs));
  }

  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.waitMs / 1000));
  }
}

const normalized = (email: string) => email.trim().toLowerCase();
const accountSubject = (email: string) => `email:${normalized(email)}`;
/** The password grant comes from our own server: its calls share one "address". */
const pairSubject = (email: string, address: string | null) => `pair:${normalized(email)}|${address ?? 'server'}`;
const addressSubject = (address: string) => `ip:${address}`;

/** The wait after `failures` failures of one (account, address) pair, in ms (0: no wait). */
function pairDelayMs(failures: number, accountUnderSpray: boolean): number {
  if (accountUnderSpray && failures >= 1) return WINDOW_MS;
  const beyond = failures - LOGIN_THROTTLE.freeFailuresPerPair;
  if (beyond < 0) return 0;
  return Math.min(LOGIN_THROTTLE.firstDelaySeconds * 1000 * 2 ** beyond, WINDOW_MS);
}

export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Failures and the latest one per subject, within the window. */
  private async failures(subjects: string[]): Promise<Map<string, { n: number; last: Date }>> {
    const rows = await this.db
      .select({ subject: identityLoginFailures.subject, n: count(), last: max(identityLoginFailures.failedAt) })
      .from(identityLoginFailures)
      .where(and(inArray(identityLoginFailures.subject, subjects), gt(identityLoginFailures.failedAt, windowStartAt(this.now()))))
      .groupBy(identityLoginFailures.subject);
    return new Map(rows.map((row) => [row.subject, { n: row.n, last: row.last ?? new Date(0) }]));
  }

  /** Throws LoginThrottled (429) before the password is even checked when this attempt must wait. */
  async assertAllowed(email: string, address: string | null): Promise<void> {
    const pair = pairSubject(email, address);
    const subjects = [pair, accountSubject(email), ...(address ? [addressSubject(address)] : [])];
    const counts = await this.failures(subjects);
    const now = this.now().getTime();

    const byAddress = address ? counts.get(addressSubject(address)) : undefined;
    if (byAddress && byAddress.n >= LOGIN_THROTTLE.maxFailuresPerAddress) {
      // Until the oldest counted failure leaves the window; the latest is a safe upper bound.
      throw new LoginThrottled(byAddress.last.getTime() + WINDOW_MS - now);
    }
    const byPair = counts.get(pair);
    if (!byPair) return;
    const underSpray = (counts.get(accountSubject(email))?.n ?? 0) >= LOGIN_THROTTLE.accountSprayThreshold;
    const waitUntil = byPair.last.getTime() + pairDelayMs(byPair.n, underSpray);
    if (waitUntil > now) throw new LoginThrottled(waitUntil - now);
  }

  async recordFailure(email: string, address: string | null): Promise<void> {
    const subjects = [pairSubject(email, address), accountSubject(email), ...(address ? [addressSubject(address)] : [])];
    const failedAt = this.now();
    await this.db.insert(identityLoginFailures).values(subjects.map((subject) => ({ subject, failedAt })));
  }

  /** The owner signed in from this address: its pair starts afresh (the account's count stays). */
  async recordSuccess(email: string, address: string | null): Promise<void> {
    await this.db.delete(identityLoginFailures).where(eq(identityLoginFailures.subject, pairSubject(email, address)));
  }

  /** The password was reset: every count of the account starts afresh. */
  async clearAccount(email: string): Promise<void> {
    await this.db
      .delete(identityLoginFailures)
      .where(
        or(
          eq(identityLoginFailures.subject, accountSubject(email)),
          like(identityLoginFailures.subject, `${escapeLike(`pair:${normalized(email)}|`)}%`),
        ),
      );
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const windowStartAt = (now: Date) => new Date(now.getTime() - WINDOW_MS);

/** Housekeeping (identity/embedded/housekeeping.ts): failures older than the window at `now` no longer count. */
export async function deleteExpiredLoginFailures(db: Database, now: Date): Promise<void> {
  await db.delete(identityLoginFailures).where(lte(identityLoginFailures.failedAt, windowStartAt(now)));
}
