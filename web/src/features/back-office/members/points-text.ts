import { formatNumber } from '#domain/platform/format.ts';
import type { Language } from '#domain/platform/language.ts';

/** A signed points change with the language's grouping: '+1.250', '−300', '0'. */
export function signedPoints(points: number, language: Language): string {
  const grouped = formatNumber(Math.abs(points), language);
  return points > 0 ? `+${grouped}` : points < 0 ? `−${grouped}` : '0';
}
