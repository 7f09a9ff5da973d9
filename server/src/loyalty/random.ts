import { randomInt, randomUUID } from 'node:crypto';

/**
 * Randomness the engine uses (ids, voucher codes, prize draws). Crypto-random in the server; a seeded
 * generator for the demo data, so the same seed always builds the same history.
 */
export interface Random {
  /** An integer in [0, n). */
  below(n: number): number;
  uuid(): string;
}

export const cryptoRandom: Random = {
  below: (n) => randomInt(n),
  uuid: () => randomUUID(),
};

/** mulberry32: small, fast and good enough for demo data (never for prize draws). */
export function seededRandom(seed: number): Random & { fraction(): number } {
  let state = seed >>> 0;
  const fraction = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (n: number) => Math.floor(fraction() * n);
  const uuid = () => {
    const bytes = Array.from({ length: 16 }, () => below(256));
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
    const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
  return { below, uuid, fraction };
}
