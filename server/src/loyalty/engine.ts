import { asc, eq } from 'drizzle-orm';
import { jakartaDayOfInstant, type CalendarDay } from '#domain/platform/jakarta-time.ts';
import type { EarningRules } from '#domain/loyalty/earning.ts';
import { ORDER_COMPLETED_EVENT_KEY } from '#domain/marketing/journey-event-keys.ts';
import { LOYALTY_PROGRAM_NAME, REWARD_POINTS, TIER_NAMES, TIER_POINTS, TIER_THRESHOLDS, type TierName, type TierThresholds } from '#domain/loyalty/programme.ts';
import { DOWNGRADE_POLICIES, type DowngradePolicy, type TierRules } from '#domain/loyalty/tier-review.ts';
import { systemClock, type Clock } from '../platform/clock.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import { loyaltyProgramCurrencies, loyaltyPrograms, loyaltyTiers } from '../platform/db/schema/index.ts';
import { cryptoRandom, type Random } from './random.ts';

export interface TierReference {
  id: string;
  name: TierName;
  sequenceNumber: number;
  threshold: number;
  multiplierPercent: number;
}

/**
 * The programme's reference data: seeded once; the earning rate, thresholds and multipliers change
 * only through the back office (decision 021), which invalidates the cache (ReferenceCache).
 */
export interface ProgramReference {
  programId: string;
  programName: string;
  /** loyalty_programs.version when this was read. */
  version: number;
  earning: EarningRules;
  thresholds: TierThresholds;
  /** Reward Points of the birthday bonus (decision 031); 0: none. */
  birthdayBonusPoints: number;
  /** The qualifying period, the downgrade policy and its grace period (decision 031). */
  tierRules: TierRules;
  currencyIds: Record<typeof REWARD_POINTS | typeof TIER_POINTS, string>;
  /** Lowest first. */
  tiers: TierReference[];
  tierByName(name: string): TierReference;
  tierById(id: string): TierReference;
}

/**
 * What every engine operation needs: the database, the time and randomness (both injectable, so the
 * demo history and tests can fix them) and the programme's reference data, loaded once.
 */
export interface EngineSettings {
  /** The journey event queued for every member order (loyalty-pos.md §7 order completion). */
  orderEventDefinitionKey: string;
  /** CASH_ROUNDING: the cash part of a POS sale is rounded down to this many rupiah (0: not rounded). */
  cashRoundingUnit: number;
}

const defaultEngineSettings: EngineSettings = { orderEventDefinitionKey: ORDER_COMPLETED_EVENT_KEY, cashRoundingUnit: 0 };

/**
 * How long a process trusts its cached reference data before reading it again (decision 021): the
 * process that takes an admin's change invalidates its cache at once; other server processes (WORKERS)
 * see it within this time. The re-read happens in the background: requests keep the cached copy meanwhile.
 */
const REFERENCE_TTL_MS = 5_000;

/** The reference data of one database, shared by an engine and its `with(...)` copies. */
export class ReferenceCache {
  private current: { reference: ProgramReference; loadedAt: number } | null = null;
  private loading: Promise<ProgramReference> | null = null;
  private generation = 0;

  constructor(private readonly ttlMs = REFERENCE_TTL_MS) {}

  get(db: Executor): Promise<ProgramReference> {
    const cached = this.current;
    if (cached && Date.now() - cached.loadedAt < this.ttlMs) return Promise.resolve(cached.reference);
    const loading = this.load(db);
    // Stale: answer with the cached copy while it is read again (never an extra wait on the order path).
    if (cached) {
      loading.catch(() => undefined);
      return Promise.resolve(cached.reference);
    }
    return loading;
  }

  /** After a back-office change: the next read loads the reference again and waits for it. */
  invalidate(): void {
    this.generation += 1;
    this.current = null;
    this.loading = null;
  }

  private load(db: Executor): Promise<ProgramReference> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = loadReference(db).then(
      (reference) => {
        if (generation === this.generation) {
          this.current = { reference, loadedAt: Date.now() };
          this.loading = null;
        }
        return reference;
      },
      (error: unknown) => {
        if (generation === this.generation) this.loading = null; // not seeded yet: try again next time
        throw error;
      },
    );
    this.loading = loading;
    return loading;
  }
}

export class LoyaltyEngine {
  constructor(
    readonly db: Database,
    readonly clock: Clock = systemClock,
    readonly random: Random = cryptoRandom,
    readonly settings: EngineSettings = defaultEngineSettings,
    /**
     * The member area's read-only queries (profile, vouchers, ledger, expirable points): a read replica
     * when DATABASE_READ_URL is set (decision 020). Never for a read a write depends on: those use `db`.
     */
    readonly readDb: Database = db,
    readonly referenceCache: ReferenceCache = new ReferenceCache(),
  ) {}

  now(): Date {
    return this.clock.now();
  }

  /** Today in Jakarta (loyalty dates are Jakarta calendar days, loyalty-pos.md §9). */
  today(): CalendarDay {
    return jakartaDayOfInstant(this.clock.now());
  }

  /**
   * The reference data (cached). Inside a transaction pass it as `executor`: the cache may need to load,
   * and on PGlite a query outside the open transaction waits for it to end, which it never does.
   */
  async reference(executor: Executor = this.db): Promise<ProgramReference> {
    if (executor !== this.db) return loadReference(executor);
    return this.referenceCache.get(this.db);
  }

  /** The same engine with another clock or randomness (demo history, tests). */
  with(overrides: { db?: Database; readDb?: Database; clock?: Clock; random?: Random }): LoyaltyEngine {
    // Another database without its own read database reads from itself.
    const readDb = overrides.readDb ?? (overrides.db ? overrides.db : this.readDb);
    // Another database has other reference data; the same database shares the cache (and its invalidation).
    const cache = overrides.db && overrides.db !== this.db ? new ReferenceCache() : this.referenceCache;
    return new LoyaltyEngine(overrides.db ?? this.db, overrides.clock ?? this.clock, overrides.random ?? this.random, this.settings, readDb, cache);
  }
}

async function loadReference(executor: Executor): Promise<ProgramReference> {
  const [program] = await executor.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.name, LOYALTY_PROGRAM_NAME));
  if (!program) throw new Error(`The loyalty programme '${LOYALTY_PROGRAM_NAME}' is not seeded`);
  const currencies = await executor
    .select()
    .from(loyaltyProgramCurrencies)
    .where(eq(loyaltyProgramCurrencies.programId, program.id));
  const tiers = await executor
    .select()
    .from(loyaltyTiers)
    .where(eq(loyaltyTiers.programId, program.id))
    .orderBy(asc(loyaltyTiers.sequenceNumber));
  const currencyId = (name: string) => {
    const currency = currencies.find((c) => c.name === name);
    if (!currency) throw new Error(`The currency '${name}' is not seeded`);
    return currency.id;
  };
  const tierRefs = tiers.map((t) => ({
    id: t.id,
    name: t.name as TierName,
    sequenceNumber: t.sequenceNumber,
    threshold: t.threshold,
    multiplierPercent: t.multiplierPercent,
  }));
  const thresholds = Object.fromEntries(
    TIER_NAMES.map((name) => [name, tierRefs.find((t) => t.name === name)?.threshold ?? TIER_THRESHOLDS[name]]),
  ) as Record<TierName, number>;
  const find = (predicate: (tier: TierReference) => boolean, what: string) => {
    const tier = tierRefs.find(predicate);
    if (!tier) throw new Error(`No tier ${what}`);
    return tier;
  };
  return {
    programId: program.id,
    programName: program.name,
    version: program.version,
    earning: {
      rupiahPerPoint: program.rupiahPerPoint,
      multiplierPercent: Object.fromEntries(tierRefs.map((t) => [t.name, t.multiplierPercent])),
    },
    thresholds,
    birthdayBonusPoints: program.birthdayBonusPoints,
    tierRules: {
      qualifyingMonths: program.tierQualifyingMonths,
      downgradePolicy: (DOWNGRADE_POLICIES as readonly string[]).includes(program.tierDowngradePolicy) ? (program.tierDowngradePolicy as DowngradePolicy) : 'never',
      graceDays: program.tierGraceDays,
      policySince: program.tierPolicySince,
    },
    currencyIds: { [REWARD_POINTS]: currencyId(REWARD_POINTS), [TIER_POINTS]: currencyId(TIER_POINTS) },
    tiers: tierRefs,
    tierByName: (name) => find((t) => t.name === name, `named '${name}'`),
    tierById: (id) => find((t) => t.id === id, `with id '${id}'`),
  };
}
