import { asc, eq } from 'drizzle-orm';
import { jakartaDayOfInstant, type CalendarDay } from '#domain/jakarta-time.ts';
import { LOYALTY_PROGRAM_NAME, REWARD_POINTS, TIER_POINTS, type TierName } from '#domain/loyalty.ts';
import { systemClock, type Clock } from '../clock.ts';
import type { Database, Executor } from '../db/client.ts';
import { loyaltyProgramCurrencies, loyaltyPrograms, loyaltyTiers } from '../db/schema/index.ts';
import { cryptoRandom, type Random } from './random.ts';

export interface TierReference {
  id: string;
  name: TierName;
  sequenceNumber: number;
  threshold: number;
}

/** The programme's fixed reference data (seeded once, never changed by the engine). */
export interface ProgramReference {
  programId: string;
  programName: string;
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

export const defaultEngineSettings: EngineSettings = { orderEventDefinitionKey: 'LumbungOrderCompleted', cashRoundingUnit: 0 };

export class LoyaltyEngine {
  private referencePromise: Promise<ProgramReference> | null = null;

  constructor(
    readonly db: Database,
    readonly clock: Clock = systemClock,
    readonly random: Random = cryptoRandom,
    readonly settings: EngineSettings = defaultEngineSettings,
    /**
     * The member area's read-only queries (profile, vouchers, ledger, expirable points): a read replica
     * when DATABASE_READ_URL is set (issue 19). Never for a read a write depends on: those use `db`.
     */
    readonly readDb: Database = db,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  /** Today in Jakarta (loyalty dates are Jakarta calendar days, loyalty-pos.md §9). */
  today(): CalendarDay {
    return jakartaDayOfInstant(this.clock.now());
  }

  /** The reference data; `executor` lets a seed step read what it has just written. */
  async reference(executor: Executor = this.db): Promise<ProgramReference> {
    if (executor !== this.db) return loadReference(executor);
    this.referencePromise ??= loadReference(this.db).catch((error: unknown) => {
      this.referencePromise = null; // not seeded yet: try again next time
      throw error;
    });
    return this.referencePromise;
  }

  /** The same engine with another clock or randomness (demo history, tests). */
  with(overrides: { db?: Database; readDb?: Database; clock?: Clock; random?: Random }): LoyaltyEngine {
    // Another database without its own read database reads from itself.
    const readDb = overrides.readDb ?? (overrides.db ? overrides.db : this.readDb);
    return new LoyaltyEngine(overrides.db ?? this.db, overrides.clock ?? this.clock, overrides.random ?? this.random, this.settings, readDb);
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
  const tierRefs = tiers.map((t) => ({ id: t.id, name: t.name as TierName, sequenceNumber: t.sequenceNumber, threshold: t.threshold }));
  const find = (predicate: (tier: TierReference) => boolean, what: string) => {
    const tier = tierRefs.find(predicate);
    if (!tier) throw new Error(`No tier ${what}`);
    return tier;
  };
  return {
    programId: program.id,
    programName: program.name,
    currencyIds: { [REWARD_POINTS]: currencyId(REWARD_POINTS), [TIER_POINTS]: currencyId(TIER_POINTS) },
    tiers: tierRefs,
    tierByName: (name) => find((t) => t.name === name, `named '${name}'`),
    tierById: (id) => find((t) => t.id === id, `with id '${id}'`),
  };
}
