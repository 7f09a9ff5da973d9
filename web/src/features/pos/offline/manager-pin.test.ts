import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PinCheck } from '#domain/pos/api/offline.ts';
import { PIN_LOCK_MS, PIN_TRIES, PinGuard, pinMatches } from './manager-pin.ts';

/** The check value as the server makes it (server/src/pos/offline-policy.ts pinCheckFor), with fewer rounds for speed. */
function serverCheck(pin: string): PinCheck {
  const salt = randomBytes(16);
  return { salt: salt.toString('hex'), iterations: 1_000, hash: pbkdf2Sync(pin, salt, 1_000, 32, 'sha256').toString('hex') };
}

describe("the till's offline check of a manager's PIN", () => {
  it('accepts the PIN the check value was made from and nothing else', async () => {
    const check = serverCheck('2468');
    expect(await pinMatches('2468', check)).toBe(true);
    expect(await pinMatches('2469', check)).toBe(false);
    expect(await pinMatches('24680', check)).toBe(false);
    expect(await pinMatches('', check)).toBe(false);
  });

  it('stops checking for five minutes after five wrong PINs in a row; a right one clears the count', () => {
    let now = 1_000_000;
    const guard = new PinGuard(() => now);
    for (let i = 1; i < PIN_TRIES; i += 1) guard.record(false);
    guard.record(true);
    for (let i = 1; i < PIN_TRIES; i += 1) guard.record(false);
    expect(guard.lockedUntilTime()).toBeNull();
    guard.record(false);
    expect(guard.lockedUntilTime()).toBe(1_000_000 + PIN_LOCK_MS);
    now += PIN_LOCK_MS;
    expect(guard.lockedUntilTime()).toBeNull();
  });
});
