import { useCallback, useState } from 'react';

/** Heart counters for one list of cards: per item, in memory only (storefront.md §2). */
export function useLikeCounts(): [(id: string) => number, (id: string) => void] {
  const [counts, setCounts] = useState<Record<string, number>>({});
  const like = useCallback((id: string) => setCounts((c) => ({ ...c, [id]: (c[id] ?? 0) + 1 })), []);
  return [(id) => counts[id] ?? 0, like];
}
