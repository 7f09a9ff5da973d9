import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { TooManyRequests } from '../errors.ts';

/**
 * Per-client limits on the writes anyone can send without signing in. Counted per client address
 * (behind a proxy, X-Forwarded-For: the app trusts its proxy). Sign-in attempts have their own
 * throttle in the database (identity/login-throttle.ts).
 */
export const RATE_LIMITS = {
  /** Help-center cases: a person writes a few; a script writes thousands. */
  cases: { max: 5, timeWindow: 10 * 60_000 },
  /** Storefront checkouts (a retry with the same order id counts too). */
  shopOrders: { max: 30, timeWindow: 60_000 },
  /** The member area identifies a member by number only (loyalty-pos.md §6): slow down guessing. */
  memberWrites: { max: 30, timeWindow: 60_000 },
} as const;

export interface RateLimitSettings {
  enabled: boolean;
  /** redis://…: one count shared by every server process; null: in memory, per process. */
  redisUrl: string | null;
}

/**
 * Registers @fastify/rate-limit with no global limit: a route opts in with
 * `config: { rateLimit: RATE_LIMITS.x }`. With Redis, a Redis outage lets requests through (a shop that
 * stays open beats a perfect count) and is logged.
 */
export async function registerRateLimits(app: FastifyInstance, settings: RateLimitSettings): Promise<void> {
  if (!settings.enabled) return;
  const redis = settings.redisUrl
    ? new Redis(settings.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, skipOnError: true, nameSpace: 'lumbung-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequests(`Too many requests from your connection. Please try again in ${context.after}.`),
  });
}
