import { and, count, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { identityLoginFailures } from '../../db/schema/index.ts';
import { TooManyRequests } from '../../errors.ts';

/**
 * Failed sign-ins are counted per e-mail and per client address over a sliding window, in the
 * database, so every server process sees the same counts (no Redis needed). A success clears the
 * e-mail's count; the address keeps its count, so one address cannot try many accounts.
 */
export const LOGIN_THROTTLE = {
  windowMinutes: 15,
  maxFailuresPerEmail: 5,
  maxFailuresPerAddress: 20,
} as const;

export const TOO_MANY_ATTEMPTS_MESSAGE =
  `Too many failed sign-in attempts. Please wait ${LOGIN_THROTTLE.windowMinutes} minutes or reset your password.`;

const emailSubject = (email: string) => `email:${email.trim().toLowerCase()}`;
const addressSubject = (address: string) => `ip:${address}`;

export class LoginThrottle {
  constructor(private readonly db: Database) {}

  private windowStart(): Date {
    return windowStartAt(new Date());
  }

  private async failures(subject: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(identityLoginFailures)
      .where(and(eq(identityLoginFailures.subject, subject), gt(identityLoginFailures.failedAt, this.windowStart())));
    return row?.n ?? 0;
  }

  /** Throws 429 before the password is even checked when either count is at its limit. */
  async assertAllowed(email: string, address: string | null): Promise<void> {
    const [byEmail, byAddress] = await Promise.all([
      this.failures(emailSubject(email)),
      address ? this.failures(addressSubject(address)) : Promise.resolve(0),
    ]);
    if (byEmail >= LOGIN_THROTTLE.maxFailuresPerEmail || byAddress >= LOGIN_THROTTLE.maxFailuresPerAddress) {
      throw new TooManyRequests(TOO_MANY_ATTEMPTS_MESSAGE);
    }
  }

  async recordFailure(email: string, address: string | null): Promise<void> {
    const subjects = [emailSubject(email), ...(address ? [addressSubject(address)] : [])];
    await this.db.insert(identityLoginFailures).values(subjects.map((subject) => ({ subject })));
  }

  async recordSuccess(email: string): Promise<void> {
    await this.db.delete(identityLoginFailures).where(inArray(identityLoginFailures.subject, [emailSubject(email)]));
  }
}

const windowStartAt = (now: Date) => new Date(now.getTime() - LOGIN_THROTTLE.windowMinutes * 60_000);

/** Housekeeping (identity/embedded/housekeeping.ts): failures older than the window at `now` no longer count. */
export async function deleteExpiredLoginFailures(db: Database, now: Date): Promise<void> {
  await db.delete(identityLoginFailures).where(lte(identityLoginFailures.failedAt, windowStartAt(now)));
}
