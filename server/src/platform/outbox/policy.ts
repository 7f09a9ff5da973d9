/**
 * The retry policy of every delivery queue (journey events, case forwarding, e-mail), stated once
 * (docs/decisions/027-outbox.md). A queue may wait longer when the receiving service asks it to
 * (429 Retry-After), never shorter.
 */

/** How long a claimed row is reserved for one delivery attempt; a queue sizes its batches to fit. */
export const DELIVERY_LEASE_MS = 300_000;

/** After this many attempts a row is marked failed and left for a person to look at (and retry). */
export const MAX_DELIVERY_ATTEMPTS = 10;

const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 3_600_000;

/**
 * The wait before the next attempt, after `attempts` attempts: 30 s, 1 min, 2 min, ... doubling up to
 * one hour. MAX_DELIVERY_ATTEMPTS attempts then span about three hours: a mail relay's or a hosted
 * service's outage of that length loses nothing.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}
