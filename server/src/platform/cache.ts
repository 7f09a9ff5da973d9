import type { FastifyReply } from 'fastify';

/**
 * The catalogue cache (docs/decisions/019-request-path.md): what the
 * storefront reads on nearly every page view — the product list, the home page's content, the promos —
 * kept in this process's memory, as the JSON text the answer sends, so a hit costs neither a query nor a
 * serialisation.
 *
 * - **Writes invalidate.** Whatever changes the catalogue (today only the seed, at start; tomorrow the
 *   back office's product and content editors) calls `invalidate()` after its transaction commits
 *   (`app.catalogueCache.invalidate()`); the next read loads again.
 * - **A short TTL as a safety net**: an entry lives at most `CATALOGUE_CACHE_TTL_MS`, so a write this
 *   process did not see (another server process with WORKERS, a manual SQL fix) shows within seconds.
 * - **One load at a time per key**: concurrent misses share one database read (the promise is cached),
 *   and a failed load is forgotten at once, never served.
 */
const CATALOGUE_CACHE_TTL_MS = 5_000;

interface Entry {
  value: Promise<unknown>;
  until: number;
}

export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number = CATALOGUE_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value of `key`, or `load()`'s (then cached for the TTL). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && now < hit.until) return hit.value as Promise<T>;
    const value = load();
    const entry: Entry = { value, until: now + this.ttlMs };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets everything: call it after any write to products, product lists, storefront content or promos. */
  invalidate(): void {
    this.entries.clear();
  }

  /** How many keys are cached (tests). */
  get size(): number {
    return this.entries.size;
  }
}

/** Sends JSON text as the answer as it is (Fastify does not serialise a string sent as JSON). */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
