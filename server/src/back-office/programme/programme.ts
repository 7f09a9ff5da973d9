import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  oddsToWeight,
  weightToOdds,
  type AdminGame,
  type AdminReward,
  type AdminVoucherDefinition,
  type BirthdayAndTierRules,
  type birthdayAndTierRulesForm,
  type EarningResponse,
  type earningForm,
  type gameForm,
  type GameListResponse,
  type rewardForm,
  type RewardListResponse,
  type rewardUpdateForm,
  type voucherDefinitionForm,
  type VoucherDefinitionListResponse,
  type voucherDefinitionUpdateForm,
} from '#domain/back-office/programme.ts';
import type { GameRewardType } from '#domain/loyalty/games.ts';
import { isLossPrize, LOYALTY_PROGRAM_NAME, TIER_NAMES, type TierName } from '#domain/loyalty/programme.ts';
import { DOWNGRADE_POLICIES, type DowngradePolicy } from '#domain/loyalty/tier-review.ts';
import type { CalendarDay } from '#domain/platform/jakarta-time.ts';
import { voucherCap, type VoucherType } from '#domain/loyalty/vouchers.ts';
import { WHEEL_COLORS } from '#domain/loyalty/wheel.ts';
import type { Database, Transaction } from '../../platform/db/client.ts';
import {
  loyaltyGameRewards,
  loyaltyGames,
  loyaltyMembers,
  loyaltyParticipantRewards,
  loyaltyPrograms,
  loyaltyRewards,
  loyaltyTiers,
  loyaltyVoucherDefinitions,
  loyaltyVouchers,
} from '../../platform/db/schema/index.ts';
import { Conflict, InvalidInput, NotFound } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/auth.ts';
import { backOfficeWrite } from '../../platform/audit.ts';

/**
 * The back office's loyalty programme (decision 021). Every write goes through
 * backOfficeWrite (audited, one transaction) and checks the version the admin's form was read at, so
 * two admins editing the same thing get a 409 instead of one silently undoing the other. What was
 * issued keeps its terms: game prizes and used voucher definitions are retired and replaced, never
 * changed in place; rewards, tiers and the rate only change what new redemptions and orders get.
 */

const STALE_MESSAGE = { key: 'backOffice.errors.programme.stale' } as const;

/** Only the fields that differ, before and after (decision 017). */
function changes<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } | null {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (keys.length === 0) return null;
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])) as Partial<T>, after: Object.fromEntries(keys.map((k) => [k, after[k]])) as Partial<T> };
}

async function currentVoucherNames(executor: Database | Transaction, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: loyaltyVoucherDefinitions.id, name: loyaltyVoucherDefinitions.name })
    .from(loyaltyVoucherDefinitions)
    .where(and(inArray(loyaltyVoucherDefinitions.id, [...new Set(ids)]), isNull(loyaltyVoucherDefinitions.retiredAt)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

// ---------------------------------------------------------------- rewards

type RewardRow = typeof loyaltyRewards.$inferSelect;

const toAdminReward = (row: RewardRow, voucherName: string, redeemed: number): AdminReward => ({
  id: row.id,
  position: row.position,
  name: row.name,
  imageUrl: row.imageUrl,
  points: row.points,
  voucherDefinitionId: row.voucherDefinitionId,
  voucherName,
  stock: row.stock,
  perMemberLimit: row.perMemberLimit,
  startDate: row.startDate,
  endDate: row.endDate,
  active: row.active,
  redeemed,
  version: row.version,
});

async function rewardsWithCounts(executor: Database | Transaction, ids?: string[]): Promise<AdminReward[]> {
  const rows = await executor
    .select({ reward: loyaltyRewards, voucherName: loyaltyVoucherDefinitions.name })
    .from(loyaltyRewards)
    .innerJoin(loyaltyVoucherDefinitions, eq(loyaltyVoucherDefinitions.id, loyaltyRewards.voucherDefinitionId))
    .where(ids ? inArray(loyaltyRewards.id, ids) : undefined)
    .orderBy(asc(loyaltyRewards.position));
  const counts = await executor
    .select({ rewardId: loyaltyVouchers.rewardId, n: count() })
    .from(loyaltyVouchers)
    .where(ids ? inArray(loyaltyVouchers.rewardId, ids) : sql`${loyaltyVouchers.rewardId} is not null`)
    .groupBy(loyaltyVouchers.rewardId);
  const redeemed = new Map(counts.map((c) => [c.rewardId, c.n]));
  return rows.map((r) => toAdminReward(r.reward, r.voucherName, redeemed.get(r.reward.id) ?? 0));
}

export async function listRewards(db: Database): Promise<RewardListResponse> {
  return { rewards: await rewardsWithCounts(db) };
}

async function assertVoucherDefinition(tx: Transaction, id: string): Promise<void> {
  const names = await currentVoucherNames(tx, [id]);
  if (!names.has(id)) throw new InvalidInput({ key: 'backOffice.errors.programme.chooseCurrentVoucher' }, { voucherDefinitionId: { key: 'backOffice.errors.programme.chooseCurrentVoucher' } });
}

const rewardColumns = (form: z.output<typeof rewardForm>) => ({
  name: form.name,
  imageUrl: form.imageUrl,
  points: form.points,
  voucherDefinitionId: form.voucherDefinitionId,
  stock: form.stock,
  perMemberLimit: form.perMemberLimit,
  startDate: form.startDate,
  endDate: form.endDate,
  active: form.active,
});

export async function createReward(db: Database, actor: Principal, form: z.output<typeof rewardForm>): Promise<AdminReward> {
  return backOfficeWrite(db, actor, async (tx) => {
    await assertVoucherDefinition(tx, form.voucherDefinitionId);
    const [last] = await tx.select({ position: max(loyaltyRewards.position) }).from(loyaltyRewards);
    const id = `RW-${randomUUID().slice(0, 8).toUpperCase()}`;
    await tx.insert(loyaltyRewards).values({ id, position: (last?.position ?? 0) + 1, ...rewardColumns(form) });
    const [reward] = await rewardsWithCounts(tx, [id]);
    if (!reward) throw new Error(`Reward ${id} vanished`);
    return { result: reward, audit: { action: 'reward.create', entity: 'reward', entityId: id, before: null, after: rewardColumns(form) } };
  });
}

export async function updateReward(db: Database, actor: Principal, rewardId: string, form: z.output<typeof rewardUpdateForm>): Promise<AdminReward> {
  return backOfficeWrite(db, actor, async (tx) => {
    const [current] = await tx.select().from(loyaltyRewards).where(eq(loyaltyRewards.id, rewardId)).for('update');
    if (!current) throw new NotFound({ key: 'backOffice.errors.programme.noReward', values: { id: rewardId } });
    if (current.version !== form.version) throw new Conflict(STALE_MESSAGE);
    if (form.voucherDefinitionId !== current.voucherDefinitionId) await assertVoucherDefinition(tx, form.voucherDefinitionId);
    const diff = changes(rewardColumns({ ...current, startDate: current.startDate, endDate: current.endDate }), rewardColumns(form));
    if (diff) {
      await tx
        .update(loyaltyRewards)
        .set({ ...rewardColumns(form), version: current.version + 1 })
        .where(eq(loyaltyRewards.id, rewardId));
    }
    const [reward] = await rewardsWithCounts(tx, [rewardId]);
    if (!reward) throw new NotFound({ key: 'backOffice.errors.programme.noReward', values: { id: rewardId } });
    return { result: reward, audit: diff && { action: 'reward.update', entity: 'reward', entityId: rewardId, ...diff } };
  });
}

// ---------------------------------------------------------------- voucher definitions

type DefinitionRow = typeof loyaltyVoucherDefinitions.$inferSelect;

const toAdminDefinition = (row: DefinitionRow, issued: number): AdminVoucherDefinition => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  type: row.type as VoucherType,
  faceValue: row.faceValue,
  discountPercent: row.discountPercent,
  maxDiscount: row.type === 'DiscountPercentage' ? row.maxDiscount : null,
  imageUrl: row.imageUrl,
  validityDays: row.validityDays,
  minimumPurchase: row.minimumPurchase,
  storeBrand: row.storeBrand as AdminVoucherDefinition['storeBrand'],
  eligibleProductCodes: row.eligibleProductCodes,
  eligibleCategories: row.eligibleCategories,
  excludedProductCodes: row.excludedProductCodes,
  excludedCategories: row.excludedCategories,
  issued,
  version: row.version,
});

/** The terms a voucher carries (all but code and bookkeeping). */
const definitionTerms = (d: Omit<z.output<typeof voucherDefinitionUpdateForm>, 'version'>) => ({
  name: d.name,
  description: d.description,
  type: d.type,
  faceValue: d.faceValue,
  discountPercent: d.discountPercent,
  maxDiscount: d.type !== 'DiscountPercentage' ? null : d.maxDiscount === undefined ? (d.discountPercent === null ? null : voucherCap(d.discountPercent)) : d.maxDiscount,
  imageUrl: d.imageUrl,
  validityDays: d.validityDays,
  minimumPurchase: d.minimumPurchase,
  storeBrand: d.storeBrand,
  eligibleProductCodes: d.eligibleProductCodes,
  eligibleCategories: d.eligibleCategories,
  excludedProductCodes: d.excludedProductCodes,
  excludedCategories: d.excludedCategories,
});

async function issuedCount(executor: Database | Transaction, definitionId: string): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(loyaltyVouchers).where(eq(loyaltyVouchers.definitionId, definitionId));
  return row?.n ?? 0;
}

export async function listVoucherDefinitions(db: Database): Promise<VoucherDefinitionListResponse> {
  const rows = await db.select().from(loyaltyVoucherDefinitions).where(isNull(loyaltyVoucherDefinitions.retiredAt)).orderBy(asc(loyaltyVoucherDefinitions.code));
  // Every version's vouchers count for the code: they were issued by this definition as it was then.
  const counts = await db
    .select({ code: loyaltyVoucherDefinitions.code, n: count() })
    .from(loyaltyVouchers)
    .innerJoin(loyaltyVoucherDefinitions, eq(loyaltyVoucherDefinitions.id, loyaltyVouchers.definitionId))
    .groupBy(loyaltyVoucherDefinitions.code);
  const issued = new Map(counts.map((c) => [c.code, c.n]));
  return { voucherDefinitions: rows.map((row) => toAdminDefinition(row, issued.get(row.code) ?? 0)) };
}

export async function createVoucherDefinition(db: Database, actor: Principal, form: z.output<typeof voucherDefinitionForm>): Promise<AdminVoucherDefinition> {
  return backOfficeWrite(db, actor, async (tx) => {
    const [taken] = await tx
      .select({ id: loyaltyVoucherDefinitions.id })
      .from(loyaltyVoucherDefinitions)
      .where(and(eq(loyaltyVoucherDefinitions.code, form.code), isNull(loyaltyVoucherDefinitions.retiredAt)));
    if (taken) throw new Conflict({ key: 'backOffice.errors.programme.voucherCodeExists', values: { code: form.code } });
    const [row] = await tx
      .insert(loyaltyVoucherDefinitions)
      .values({ id: randomUUID(), code: form.code, ...definitionTerms(form) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new Conflict({ key: 'backOffice.errors.programme.voucherCodeExists', values: { code: form.code } });
    return {
      result: toAdminDefinition(row, 0),
      audit: { action: 'voucher-definition.create', entity: 'voucher-definition', entityId: form.code, before: null, after: { code: form.code, ...definitionTerms(form) } },
    };
  });
}

/**
 * A definition that has issued no voucher yet changes in place. One that has is retired and replaced
 * by a new row with the same code and the new terms; the rewards and current game prizes that issue it
 * are pointed at the new row, and every voucher issued before keeps the old row's terms.
 */
export async function updateVoucherDefinition(
  db: Database,
  actor: Principal,
  id: string,
  form: z.output<typeof voucherDefinitionUpdateForm>,
): Promise<AdminVoucherDefinition> {
  return backOfficeWrite(db, actor, async (tx) => {
    const [current] = await tx.select().from(loyaltyVoucherDefinitions).where(eq(loyaltyVoucherDefinitions.id, id)).for('update');
    if (!current || current.retiredAt !== null) {
      if (current) throw new Conflict(STALE_MESSAGE);
      throw new NotFound({ key: 'backOffice.errors.programme.noVoucherDefinition' });
    }
    if (current.version !== form.version) throw new Conflict(STALE_MESSAGE);
    const before = definitionTerms({ ...current, type: current.type as VoucherType, storeBrand: current.storeBrand as 'grandlucky' | 'erafone' | null });
    const after = definitionTerms(form);
    const diff = changes(before, after);
    if (!diff) return { result: toAdminDefinition(current, await issuedCount(tx, id)), audit: null };
    const issued = await issuedCount(tx, id);
    let row: DefinitionRow | undefined;
    if (issued === 0) {
      [row] = await tx
        .update(loyaltyVoucherDefinitions)
        .set({ ...after, version: current.version + 1 })
        .where(eq(loyaltyVoucherDefinitions.id, id))
        .returning();
    } else {
      const now = new Date();
      await tx.update(loyaltyVoucherDefinitions).set({ retiredAt: now }).where(eq(loyaltyVoucherDefinitions.id, id));
      [row] = await tx
        .insert(loyaltyVoucherDefinitions)
        .values({ id: randomUUID(), code: current.code, ...after, version: current.version + 1 })
        .returning();
      if (!row) throw new Error('The new voucher definition was not written');
      await tx.update(loyaltyRewards).set({ voucherDefinitionId: row.id }).where(eq(loyaltyRewards.voucherDefinitionId, id));
      await tx
        .update(loyaltyGameRewards)
        .set({ voucherDefinitionId: row.id })
        .where(and(eq(loyaltyGameRewards.voucherDefinitionId, id), isNull(loyaltyGameRewards.retiredAt)));
    }
    if (!row) throw new NotFound({ key: 'backOffice.errors.programme.noVoucherDefinition' });
    return {
      result: toAdminDefinition(row, issued),
      audit: {
        action: 'voucher-definition.update',
        entity: 'voucher-definition',
        entityId: current.code,
        before: { ...diff.before, id },
        after: { ...diff.after, id: row.id, vouchersKeepingOldTerms: issued },
      },
    };
  });
}

// ---------------------------------------------------------------- games

type PrizeRow = typeof loyaltyGameRewards.$inferSelect;

function toAdminPrizes(prizes: PrizeRow[], voucherNames: Map<string, string>): AdminGame['prizes'] {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  return prizes.map((p) => ({
    id: p.id,
    name: p.name,
    rewardType: p.rewardType as GameRewardType,
    rewardValue: p.rewardValue,
    voucherDefinitionId: p.voucherDefinitionId,
    voucherName: p.voucherDefinitionId ? (voucherNames.get(p.voucherDefinitionId) ?? null) : null,
    weight: p.weight,
    odds: weightToOdds(p.weight, total),
  }));
}

async function gamesWithPrizes(executor: Database | Transaction, gameId?: string): Promise<AdminGame[]> {
  const games = await executor
    .select()
    .from(loyaltyGames)
    .where(gameId ? eq(loyaltyGames.id, gameId) : undefined)
    .orderBy(asc(loyaltyGames.startDate), asc(loyaltyGames.id));
  if (games.length === 0) return [];
  const ids = games.map((g) => g.id);
  const [prizes, played] = await Promise.all([
    executor
      .select()
      .from(loyaltyGameRewards)
      .where(and(inArray(loyaltyGameRewards.gameId, ids), isNull(loyaltyGameRewards.retiredAt)))
      .orderBy(asc(loyaltyGameRewards.position)),
    executor
      .select({ gameId: loyaltyParticipantRewards.gameId, n: count() })
      .from(loyaltyParticipantRewards)
      .where(and(inArray(loyaltyParticipantRewards.gameId, ids), eq(loyaltyParticipantRewards.status, 'Rewarded')))
      .groupBy(loyaltyParticipantRewards.gameId),
  ]);
  const names = await currentVoucherNames(executor, prizes.flatMap((p) => (p.voucherDefinitionId ? [p.voucherDefinitionId] : [])));
  const playedByGame = new Map(played.map((p) => [p.gameId, p.n]));
  return games.map((g) => ({
    id: g.id,
    name: g.name,
    type: g.type,
    startDate: g.startDate,
    endDate: g.endDate,
    version: g.version,
    prizes: toAdminPrizes(
      prizes.filter((p) => p.gameId === g.id),
      names,
    ),
    played: playedByGame.get(g.id) ?? 0,
  }));
}

export async function listGames(db: Database): Promise<GameListResponse> {
  return { games: await gamesWithPrizes(db) };
}

const prizeImage = (type: GameRewardType, name: string) =>
  `/images/loyalty/games/${type === 'Voucher' ? 'voucher' : type === 'LoyaltyPoints' ? 'points' : isLossPrize(name) && /thank/i.test(name) ? 'thank-you' : 'zonk'}.svg`;

/** What a prize is, for comparing and the audit: name, what it gives, odds. */
const prizeSummary = (p: { name: string; rewardType: string; rewardValue: number | null; voucherDefinitionId: string | null; weight: number }) => ({
  name: p.name,
  rewardType: p.rewardType,
  rewardValue: p.rewardValue,
  voucherDefinitionId: p.voucherDefinitionId,
  weight: p.weight,
});

/**
 * Replaces a game's prizes and odds for spins played from now on. Changed prizes are new rows (the old
 * ones retired), so a spin played before still reads the prize it drew; unplayed spins draw from the
 * new prizes. The version check makes the second of two concurrent edits a 409.
 */
export async function updateGame(db: Database, actor: Principal, gameId: string, form: z.output<typeof gameForm>): Promise<AdminGame> {
  return backOfficeWrite(db, actor, async (tx) => {
    const [game] = await tx.select().from(loyaltyGames).where(eq(loyaltyGames.id, gameId)).for('update');
    if (!game) throw new NotFound({ key: 'backOffice.errors.programme.noGame' });
    if (game.version !== form.version) throw new Conflict(STALE_MESSAGE);
    const voucherIds = form.prizes.flatMap((p) => (p.voucherDefinitionId ? [p.voucherDefinitionId] : []));
    const names = await currentVoucherNames(tx, voucherIds);
    const missing = voucherIds.find((v) => !names.has(v));
    if (missing) throw new InvalidInput({ key: 'backOffice.errors.programme.prizeVoucherGone' }, { voucherDefinitionId: { key: 'backOffice.errors.programme.chooseCurrentVoucher' } });

    const current = await tx
      .select()
      .from(loyaltyGameRewards)
      .where(and(eq(loyaltyGameRewards.gameId, gameId), isNull(loyaltyGameRewards.retiredAt)))
      .orderBy(asc(loyaltyGameRewards.position));
    const next = form.prizes.map((p) => ({ ...p, weight: oddsToWeight(p.odds) }));
    const before = { name: game.name, startDate: game.startDate, endDate: game.endDate, prizes: toAdminPrizes(current, names).map((p) => ({ ...prizeSummary(p), odds: p.odds })) };
    const prizesChanged = JSON.stringify(current.map(prizeSummary)) !== JSON.stringify(next.map(prizeSummary));
    const gameChanged = game.name !== form.name || game.startDate !== form.startDate || game.endDate !== form.endDate;
    if (!prizesChanged && !gameChanged) {
      const [unchanged] = await gamesWithPrizes(tx, gameId);
      if (!unchanged) throw new NotFound({ key: 'backOffice.errors.programme.noGame' });
      return { result: unchanged, audit: null };
    }
    if (prizesChanged) {
      await tx.update(loyaltyGameRewards).set({ retiredAt: new Date() }).where(and(eq(loyaltyGameRewards.gameId, gameId), isNull(loyaltyGameRewards.retiredAt)));
      await tx.insert(loyaltyGameRewards).values(
        next.map((p, index) => ({
          id: randomUUID(),
          gameId,
          position: index + 1,
          name: p.name,
          color: (WHEEL_COLORS[index % WHEEL_COLORS.length] ?? WHEEL_COLORS[0]).backgroundColor,
          imageUrl: prizeImage(p.rewardType, p.name),
          rewardType: p.rewardType,
          rewardValue: p.rewardValue,
          voucherDefinitionId: p.voucherDefinitionId,
          weight: p.weight,
        })),
      );
    }
    await tx
      .update(loyaltyGames)
      .set({ name: form.name, startDate: form.startDate, endDate: form.endDate, version: game.version + 1 })
      .where(eq(loyaltyGames.id, gameId));
    const [updated] = await gamesWithPrizes(tx, gameId);
    if (!updated) throw new NotFound({ key: 'backOffice.errors.programme.noGame' });
    const after = { name: updated.name, startDate: updated.startDate, endDate: updated.endDate, prizes: updated.prizes.map((p) => ({ ...prizeSummary(p), odds: p.odds })) };
    return { result: updated, audit: { action: 'game.update', entity: 'game', entityId: gameId, before, after } };
  });
}

// ---------------------------------------------------------------- tiers and the earning rate

export async function getEarning(executor: Database | Transaction): Promise<EarningResponse> {
  const [program] = await executor.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.name, LOYALTY_PROGRAM_NAME));
  if (!program) throw new NotFound({ key: 'backOffice.errors.programme.notSetUp' });
  const [tiers, members] = await Promise.all([
    executor.select().from(loyaltyTiers).where(eq(loyaltyTiers.programId, program.id)).orderBy(asc(loyaltyTiers.sequenceNumber)),
    executor.select({ tierId: loyaltyMembers.tierId, n: count() }).from(loyaltyMembers).groupBy(loyaltyMembers.tierId),
  ]);
  const byTier = new Map(members.map((m) => [m.tierId, m.n]));
  return {
    version: program.version,
    rupiahPerPoint: program.rupiahPerPoint,
    tiers: tiers
      .filter((t) => (TIER_NAMES as readonly string[]).includes(t.name))
      .map((t) => ({ name: t.name as TierName, threshold: t.threshold, multiplier: t.multiplierPercent / 100, members: byTier.get(t.id) ?? 0 })),
  };
}

/**
 * The earning rate and the tiers for orders from now on: points already earned and tiers already
 * reached stay as they are (no recalculation). The caller invalidates the engine's reference cache.
 */
export async function updateEarning(db: Database, actor: Principal, form: z.output<typeof earningForm>): Promise<EarningResponse> {
  return backOfficeWrite(db, actor, async (tx) => {
    const [program] = await tx.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.name, LOYALTY_PROGRAM_NAME)).for('update');
    if (!program) throw new NotFound({ key: 'backOffice.errors.programme.notSetUp' });
    if (program.version !== form.version) throw new Conflict(STALE_MESSAGE);
    const before = await getEarning(tx);
    const summary = (e: { rupiahPerPoint: number; tiers: readonly { name: string; threshold: number; multiplier: number }[] }) => ({
      rupiahPerPoint: e.rupiahPerPoint,
      tiers: e.tiers.map((t) => ({ name: t.name, threshold: t.threshold, multiplier: t.multiplier })),
    });
    const diff = changes(summary(before), summary(form));
    if (!diff) return { result: before, audit: null };
    for (const tier of form.tiers) {
      await tx
        .update(loyaltyTiers)
        .set({ threshold: tier.threshold, multiplierPercent: Math.round(tier.multiplier * 100) })
        .where(and(eq(loyaltyTiers.programId, program.id), eq(loyaltyTiers.name, tier.name)));
    }
    await tx.update(loyaltyPrograms).set({ rupiahPerPoint: form.rupiahPerPoint, version: program.version + 1 }).where(eq(loyaltyPrograms.id, program.id));
    const after = await getEarning(tx);
    return { result: after, audit: { action: 'earning.update', entity: 'loyalty-programme', entityId: program.name, ...diff } };
  });
}

// ---------------------------------------------------------------- birthdays and tiers (decision 031)

type ProgramRow = typeof loyaltyPrograms.$inferSelect;

const toBirthdayAndTierRules = (program: ProgramRow): BirthdayAndTierRules => ({
  version: program.version,
  birthdayBonusPoints: program.birthdayBonusPoints,
  qualifyingMonths: program.tierQualifyingMonths,
  downgradePolicy: (DOWNGRADE_POLICIES as readonly string[]).includes(program.tierDowngradePolicy) ? (program.tierDowngradePolicy as DowngradePolicy) : 'never',
  graceDays: program.tierGraceDays,
  policySince: program.tierPolicySince,
});

/** What an admin changes (and the audit compares): not the version, nor the day the policy started. */
const ruleValues = (rules: Omit<BirthdayAndTierRules, 'version' | 'policySince'>) => ({
  birthdayBonusPoints: rules.birthdayBonusPoints,
  qualifyingMonths: rules.qualifyingMonths,
  downgradePolicy: rules.downgradePolicy,
  graceDays: rules.graceDays,
});

export async function getBirthdayAndTierRules(executor: Database | Transaction): Promise<BirthdayAndTierRules> {
  const [program] = await executor.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.name, LOYALTY_PROGRAM_NAME));
  if (!program) throw new NotFound({ key: 'backOffice.errors.programme.notSetUp' });
  return toBirthdayAndTierRules(program);
}

/**
 * The birthday bonus and the tier rules (decision 031), with the programme's version check and audit
 * like the earning rate. A new downgrade policy records the day it starts, so no grace period begins
 * before it (domain/loyalty/tier-review.ts). The caller invalidates the engine's reference cache.
 */
export async function updateBirthdayAndTierRules(
  db: Database,
  actor: Principal,
  form: z.output<typeof birthdayAndTierRulesForm>,
  today: CalendarDay,
): Promise<BirthdayAndTierRules> {
  return backOfficeWrite(db, actor, async (tx) => {
    const [program] = await tx.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.name, LOYALTY_PROGRAM_NAME)).for('update');
    if (!program) throw new NotFound({ key: 'backOffice.errors.programme.notSetUp' });
    if (program.version !== form.version) throw new Conflict(STALE_MESSAGE);
    const before = toBirthdayAndTierRules(program);
    const diff = changes(ruleValues(before), ruleValues(form));
    if (!diff) return { result: before, audit: null };
    const policyChanged = form.downgradePolicy !== before.downgradePolicy;
    const [updated] = await tx
      .update(loyaltyPrograms)
      .set({
        birthdayBonusPoints: form.birthdayBonusPoints,
        tierQualifyingMonths: form.qualifyingMonths,
        tierDowngradePolicy: form.downgradePolicy,
        tierGraceDays: form.graceDays,
        ...(policyChanged ? { tierPolicySince: today } : {}),
        version: program.version + 1,
      })
      .where(eq(loyaltyPrograms.id, program.id))
      .returning();
    if (!updated) throw new NotFound({ key: 'backOffice.errors.programme.notSetUp' });
    return { result: toBirthdayAndTierRules(updated), audit: { action: 'birthday-and-tiers.update', entity: 'loyalty-programme', entityId: program.name, ...diff } };
  });
}
