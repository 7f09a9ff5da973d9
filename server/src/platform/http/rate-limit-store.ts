import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/**
 * The rate-limit counts, in Redis when it answers and in this process's memory when it does not.
 * A Redis outage must cost a request almost nothing (decision 010: it used to stall every limited request
 * about 3 s): the connection has no offline queue and a 50 ms command timeout (ioredis settings in
 * rate-limits.ts), and a circuit breaker stops asking Redis at all once it fails. While the circuit
 * is open, requests are counted in memory (per process: a looser limit, never none); every
 * `reprobeMs` one request probes Redis again, and the first success closes the circuit.
 */

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

interface InnerStore {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): InnerStore;
}

// The plugin's own Redis and in-memory stores (CommonJS files without type declarations).
const require = createRequire(import.meta.url);
const PluginRedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => InnerStore;
const PluginLocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => InnerStore;

export type CircuitState = 'closed' | 'open' | 'half-open';

/** Failed commands in a row that open a closed circuit (a connection that is not ready opens it at once). */
const FAILURES_TO_OPEN = 3;

/** Whether Redis is worth asking. Shared by every route's store. */
export class RedisCircuit {
  private openedAt: number | null = null;
  private probing = false;
  private consecutiveFailures = 0;

  constructor(
    private readonly redis: Redis,
    readonly reprobeMs: number,
    private readonly onChange: (state: CircuitState, error?: Error) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  get state(): CircuitState {
    if (this.openedAt === null) return 'closed';
    return this.probing ? 'half-open' : 'open';
  }

  /** True: ask Redis (closed, or the one probe of a half-open circuit). False: count in memory. */
  tryAcquire(): boolean {
    // Not connected: fail over at once (ioredis reconnects in the background).
    if (this.redis.status !== 'ready') {
      if (this.openedAt === null) this.open(new Error(`Redis connection is ${this.redis.status}`));
      return false;
    }
    if (this.openedAt === null) return true;
    if (this.probing || this.now() - this.openedAt < this.reprobeMs) return false;
    this.probing = true;
    return true;
  }

  succeeded(): void {
    this.consecutiveFailures = 0;
    this.probing = false;
    if (this.openedAt !== null) {
      this.openedAt = null;
      this.onChange('closed');
    }
  }

  /**
   * A command failed or timed out. A failed probe opens the circuit again at once; while closed, it
   * takes `FAILURES_TO_OPEN` in a row, so one slow answer on a busy machine does not switch the
   * counting to memory (each of those still costs at most the 50 ms command timeout).
   */
  failed(error: Error): void {
    this.consecutiveFailures += 1;
    if (this.probing || this.consecutiveFailures >= FAILURES_TO_OPEN) {
      this.probing = false;
      this.open(error);
    }
  }

  private open(error: Error): void {
    const wasClosed = this.openedAt === null;
    this.openedAt = this.now();
    if (wasClosed) this.onChange('open', error);
  }
}

/** Per route: the Redis store and the in-memory store, chosen by the circuit on every request. */
class FailoverStore implements FastifyRateLimitStore {
  constructor(
    private readonly circuit: RedisCircuit,
    private readonly redisStore: InnerStore,
    private readonly memoryStore: InnerStore,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    if (!this.circuit.tryAcquire()) {
      this.memoryStore.incr(key, callback, timeWindow, max);
      return;
    }
    this.redisStore.incr(
      key,
      (error, result) => {
        if (error || !result) {
          this.circuit.failed(error ?? new Error('Redis returned no count'));
          this.memoryStore.incr(key, callback, timeWindow, max);
          return;
        }
        this.circuit.succeeded();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new FailoverStore(this.circuit, this.redisStore.child(routeOptions), this.memoryStore.child(routeOptions));
  }
}

/** The `store` option of @fastify/rate-limit: Redis behind the circuit, memory as the fallback. */
export function failoverStore(redis: Redis, circuit: RedisCircuit, nameSpace: string): FastifyRateLimitStoreCtor {
  return class implements FastifyRateLimitStore {
    private readonly inner: FailoverStore;

    constructor(options: FastifyRateLimitOptions) {
      // The plugin passes its resolved global parameters, a few more than its type declares.
      const params = options as { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      this.inner = new FailoverStore(
        circuit,
        new PluginRedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new PluginLocalStore(continueExceeding, exponentialBackoff, params.cache),
      );
    }

    incr(...args: Parameters<FastifyRateLimitStore['incr']>): void {
      this.inner.incr(...args);
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      return this.inner.child(routeOptions);
    }
  };
}
