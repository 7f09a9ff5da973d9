import { createHash } from 'node:crypto';

/**
 * A UUID derived from a name ('loyalty/tier/Crew'), so reference data has the same ids in every
 * database and seeds can refer to each other's rows without reading them back.
 */
export function stableUuid(name: string): string {
  const hex = createHash('sha256').update(`lumbung:${name}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
