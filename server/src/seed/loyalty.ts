import { LOYALTY_PROGRAM_NAME, MEMBER_CURRENCIES, TIER_NAMES, TIER_POINTS, TIER_THRESHOLDS } from '#domain/loyalty/programme.ts';
import { DEFAULT_EARNING_RULES } from '#domain/loyalty/earning.ts';
import { voucherCap } from '#domain/loyalty/vouchers.ts';
import type { Transaction } from '../platform/db/client.ts';
import {
  loyaltyGameRewards,
  loyaltyGames,
  loyaltyProgramCurrencies,
  loyaltyPrograms,
  loyaltyRewards,
  loyaltyTiers,
  loyaltyVoucherDefinitions,
  posProducts,
  posStores,
} from '../platform/db/schema/index.ts';
import { gameImage, seedGameRewards, seedRewards, seedVoucherDefinitions, SPIN_GAME, voucherImage } from './data/loyalty.ts';
import { deviceProducts, posProductBarcode, posProductImage, seedStores, supermarketProducts } from './data/pos.ts';
import { stableUuid } from './stable-id.ts';

export const programId = stableUuid(`loyalty/program/${LOYALTY_PROGRAM_NAME}`);
export const voucherDefinitionId = (code: string) => stableUuid(`loyalty/voucher-definition/${code}`);
export const spinGameId = stableUuid(`loyalty/game/${SPIN_GAME.name}`);

/** Reference data the loyalty engine and the POS need to work (not demo data). */
export async function seedLoyaltyReference(tx: Transaction): Promise<void> {
  await tx.insert(loyaltyPrograms).values({ id: programId, name: LOYALTY_PROGRAM_NAME }).onConflictDoNothing();
  await tx
    .insert(loyaltyProgramCurrencies)
    .values(
      MEMBER_CURRENCIES.map((name) => ({
        id: stableUuid(`loyalty/currency/${name}`),
        programId,
        name,
        isQualifying: name === TIER_POINTS,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(loyaltyTiers)
    .values(
      TIER_NAMES.map((name, index) => ({
        id: stableUuid(`loyalty/tier/${name}`),
        programId,
        name,
        sequenceNumber: index + 1,
        threshold: TIER_THRESHOLDS[name],
        multiplierPercent: DEFAULT_EARNING_RULES.multiplierPercent[name] ?? 100,
      })),
    )
    .onConflictDoNothing();

  await tx
    .insert(loyaltyVoucherDefinitions)
    .values(
      seedVoucherDefinitions.map((d) => ({
        id: voucherDefinitionId(d.code),
        code: d.code,
        name: d.name,
        description: d.description,
        type: d.type,
        faceValue: d.faceValue ?? null,
        discountPercent: d.discountPercent ?? null,
        maxDiscount: d.type === 'DiscountPercentage' && d.discountPercent != null ? voucherCap(d.discountPercent) : null,
        imageUrl: voucherImage(d.code),
        validityDays: d.validityDays,
        minimumPurchase: d.minimumPurchase ?? 0,
        storeBrand: d.storeBrand ?? null,
        eligibleProductCodes: d.eligibleProductCodes ?? [],
        eligibleCategories: d.eligibleCategories ?? [],
        excludedProductCodes: d.excludedProductCodes ?? [],
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(loyaltyRewards)
    .values(
      seedRewards.map((r, index) => ({
        id: r.id,
        position: index + 1,
        name: r.name,
        imageUrl: voucherImage(r.voucherCode),
        points: r.points,
        voucherDefinitionId: voucherDefinitionId(r.voucherCode),
      })),
    )
    .onConflictDoNothing();

  await tx.insert(loyaltyGames).values({ id: spinGameId, ...SPIN_GAME, endDate: null }).onConflictDoNothing();
  await tx
    .insert(loyaltyGameRewards)
    .values(
      seedGameRewards.map((r, index) => ({
        id: stableUuid(`loyalty/game-reward/${SPIN_GAME.name}/${r.name}`),
        gameId: spinGameId,
        position: index + 1,
        name: r.name,
        color: r.color,
        imageUrl: gameImage(r.image),
        rewardType: r.rewardType,
        rewardValue: r.rewardValue ?? null,
        voucherDefinitionId: r.voucherCode ? voucherDefinitionId(r.voucherCode) : null,
        weight: r.weight,
      })),
    )
    .onConflictDoNothing();

  await tx
    .insert(posStores)
    .values(seedStores.map((s, index) => ({ id: stableUuid(`pos/store/${s.storeId}`), ...s, position: index + 1 })))
    .onConflictDoNothing();
  const products = [
    ...supermarketProducts.map((p) => ({ ...p, brand: 'grandlucky' })),
    ...deviceProducts.map((p) => ({ ...p, brand: 'erafone' })),
  ];
  await tx
    .insert(posProducts)
    .values(
      products.map((p, index) => ({
        id: `P${String(index + 1).padStart(3, '0')}`,
        productCode: p.productCode,
        brand: p.brand,
        position: index + 1,
        name: p.name,
        price: p.price,
        picture: posProductImage(p.productCode),
        family: p.family,
        category: p.category,
        sku: `SKU-${p.productCode}`,
        description: p.description,
        barcode: posProductBarcode(index + 1),
      })),
    )
    .onConflictDoNothing();
}
