import rateLimit, { type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Text } from '#domain/texts/index.ts';
import { TooManyRequests } from '../errors.ts';
import { failoverStore, RedisCircuit } from './rate-limit-store.ts';

/**
 * Per-client limits on the writes anyone can send without signing in. Counted per client address
 * (`request.ip`: the connection's address, or X-Forwarded-For through the proxies TRUST_PROXY names,
 * never a header from anyone else). Sign-in attempts have their own
 * throttle in the database (identity/login-throttle.ts).
 */
export const RATE_LIMITS = {
  /** Help-center cases: a person writes a few; a script writes thousands. */
  cases: { max: 5, timeWindow: 10 * 60_000 },
  /** Storefront checkouts (a retry with the same order id counts too). */
  shopOrders: { max: 30, timeWindow: 60_000 },
  /** The member area identifies a member by number only (loyalty-pos.md §6): slow down guessing. */
  memberWrites: { max: 30, timeWindow: 60_000 },
  /**
   * The compatible surfaces' token endpoints (Salesforce, Marketing Cloud): an integrator asks for a
   * token an hour, so 10 a minute per client id and address stops a secret being guessed at speed
   * without one client's mistakes locking out another's. Counted after the form is read (its client id).
   */
  compatTokens: { max: 10, timeWindow: 60_000, hook: 'preHandler', keyGenerator: (request: FastifyRequest) => `token:${clientIdOf(request.body)}|${request.ip}` },
} as const satisfies Record<string, RouteRateLimit>;

/** A route's limit: how many in what window, and optionally when and by what it is counted (the address by default). */
export type RouteRateLimit = Pick<RateLimitOptions, 'max' | 'timeWindow' | 'hook' | 'keyGenerator'>;

const clientIdOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'client_id' in body && typeof body.client_id === 'string' ? body.client_id.slice(0, 200) : '';

export interface RateLimitSettings {
  enabled: boolean;
  /** redis://…: one count shared by every server process; null: in memory, per process. */
  redisUrl: string | null;
}

/** How long the rate limits wait for Redis, and how often they probe it again after a failure. */
const REDIS_TIMEOUTS = { commandMs: 50, connectMs: 1_000, reprobeMs: 5_000 } as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis circuit of the rate limits (null without REDIS_URL or with the limits off). */
    rateLimitCircuit: RedisCircuit | null;
  }
}

/**
 * Registers @fastify/rate-limit with no global limit: a route opts in with
 * `config: { rateLimit: RATE_LIMITS.x }`. With Redis, an outage costs a request at most the 50 ms
 * command timeout, and only until the circuit opens (rate-limit-store.ts); the counts then continue
 * in memory until Redis answers a probe again.
 */
/** When to try again, in the reader's language: whole minutes from a minute on, else seconds. */
function retryText(ttlMs: number): Text {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return seconds >= 60
    ? { key: 'errors.platform.tooManyRequests.minutes', values: { count: Math.ceil(seconds / 60) } }
    : { key: 'errors.platform.tooManyRequests.seconds', values: { count: seconds } };
}

export async function registerRateLimits(app: FastifyInstance, settings: RateLimitSettings): Promise<void> {
  app.decorate('rateLimitCircuit', null);
  if (!settings.enabled) return;
  const nameSpace = 'lumbung-rate-limit:';
  let store: FastifyRateLimitStoreCtor | undefined;
  if (settings.redisUrl) {
    const redis = new Redis(settings.redisUrl, {
      // Fail, never wait: no queue of commands while disconnected, no retries of a command.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: REDIS_TIMEOUTS.commandMs,
      connectTimeout: REDIS_TIMEOUTS.connectMs,
      // Keep reconnecting in the background, at most every 5 s.
      retryStrategy: (attempt) => Math.min(attempt * 250, REDIS_TIMEOUTS.reprobeMs),
    });
    // ioredis reports every failed reconnect; the circuit logs the state changes instead.
    redis.on('error', () => {});
    const circuit = new RedisCircuit(redis, REDIS_TIMEOUTS.reprobeMs, (state, error) => {
      if (state === 'open') app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable: counting in memory');
      else app.log.info('rate-limit store (Redis) is back');
    });
    app.rateLimitCircuit = circuit;
    store = failoverStore(redis, circuit, nameSpace);
    // Start with Redis when it is there: wait for the first connection, but never longer than
    // connectMs (a Redis that is down must not hold the server's start either).
    app.addHook('onReady', async () => {
      if (redis.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, REDIS_TIMEOUTS.connectMs);
        redis.once('ready', done);
      });
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store } : {}),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequests(retryText(context.ttl)),
  });
}
