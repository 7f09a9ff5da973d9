import type { PinCheck } from '#domain/pos/api/offline.ts';

/**
 * A manager's PIN checked on the till with no server (decision 030): the server hands each till a
 * PBKDF2-SHA-256 check value of the PIN (GET /api/pos/offline-policy); the till derives the same bits
 * from what is typed with WebCrypto and compares. The PIN itself is never kept anywhere.
 */
export async function pinMatches(pin: string, check: PinCheck): Promise<boolean> {
  const salt = Uint8Array.from(check.salt.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: check.iterations }, key, 256);
  const hex = Array.from(new Uint8Array(bits), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return constantTimeEqual(hex, check.hash);
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** Wrong PINs in a row before the till stops checking for a while: each check costs a fifth of a second, this caps guessing further. */
export const PIN_TRIES = 5;
export const PIN_LOCK_MS = 5 * 60_000;

/**
 * Counts wrong PINs across the dialog's openings (a guesser closing and reopening it gains nothing):
 * after PIN_TRIES in a row, no check until PIN_LOCK_MS have passed. A right PIN clears the count.
 */
export class PinGuard {
  private wrong = 0;
  private lockedUntil = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** When checking may start again (ms since the epoch), or null when it may now. */
  lockedUntilTime(): number | null {
    return this.lockedUntil > this.now() ? this.lockedUntil : null;
  }

  record(right: boolean): void {
    if (right) {
      this.wrong = 0;
      return;
    }
    this.wrong += 1;
    if (this.wrong >= PIN_TRIES) {
      this.wrong = 0;
      this.lockedUntil = this.now() + PIN_LOCK_MS;
    }
  }
}

export const tillPinGuard = new PinGuard();
