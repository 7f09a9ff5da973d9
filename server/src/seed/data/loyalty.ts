import type { VoucherType, StoreBrand } from '#domain/loyalty/vouchers.ts';
import type { GameRewardType } from '#domain/loyalty/games.ts';

/**
 * The programme's reference data: voucher definitions, the reward catalogue (loyalty-pos.md §2
 * 'Katalog Hadiah', including the three capped discount vouchers of §9) and the spin-to-win game with
 * its weighted prizes (including the 'Zonk' and 'Thank you' losses of §2).
 */
export interface SeedVoucherDefinition {
  code: string;
  name: string;
  description: string;
  type: VoucherType;
  faceValue?: number;
  discountPercent?: number;
  validityDays: number;
  minimumPurchase?: number;
  storeBrand?: StoreBrand;
  eligibleProductCodes?: string[];
  eligibleCategories?: string[];
  excludedProductCodes?: string[];
}

export const voucherImage = (code: string) => `/images/loyalty/vouchers/${code.toLowerCase()}.svg`;

export const seedVoucherDefinitions: SeedVoucherDefinition[] = [
  { code: 'VCH5K', name: 'Voucher Belanja Rp 5.000', description: 'Potongan Rp 5.000 untuk semua produk.', type: 'FixedValue', faceValue: 5_000, validityDays: 14 },
  {
    code: 'VCH10K',
    name: 'Voucher Belanja Rp 10.000',
    description: 'Potongan Rp 10.000 dengan belanja minimal Rp 50.000.',
    type: 'FixedValue',
    faceValue: 10_000,
    validityDays: 30,
    minimumPurchase: 50_000,
  },
  {
    code: 'VCH25K',
    name: 'Voucher Belanja Rp 25.000',
    description: 'Potongan Rp 25.000 dengan belanja minimal Rp 150.000.',
    type: 'FixedValue',
    faceValue: 25_000,
    validityDays: 30,
    minimumPurchase: 150_000,
  },
  {
    code: 'FRUIT15K',
    name: 'Voucher Buah Rp 15.000',
    description: 'Potongan Rp 15.000 untuk buah segar di Grand Lucky.',
    type: 'FixedValue',
    faceValue: 15_000,
    validityDays: 30,
    storeBrand: 'grandlucky',
    eligibleCategories: ['Fruits'],
  },
  { code: 'DISC10', name: 'Diskon 10%', description: 'Diskon 10% untuk semua produk.', type: 'DiscountPercentage', discountPercent: 10, validityDays: 30 },
  {
    code: 'DISC15',
    name: 'Diskon 15%',
    description: 'Diskon 15% untuk semua produk kecuali Milk Bundle.',
    type: 'DiscountPercentage',
    discountPercent: 15,
    validityDays: 30,
    excludedProductCodes: ['GL-MLK-006'],
  },
  {
    code: 'DISC20',
    name: 'Diskon 20%',
    description: 'Diskon 20% dengan belanja minimal Rp 100.000.',
    type: 'DiscountPercentage',
    discountPercent: 20,
    validityDays: 30,
    minimumPurchase: 100_000,
  },
  {
    code: 'MILK10',
    name: 'Diskon 10% Susu',
    description: 'Diskon 10% untuk semua susu kecuali Milk Bundle.',
    type: 'DiscountPercentage',
    discountPercent: 10,
    validityDays: 14,
    storeBrand: 'grandlucky',
    eligibleCategories: ['Milk'],
    excludedProductCodes: ['GL-MLK-006'],
  },
  {
    code: 'ERACHG20',
    name: 'Diskon 20% Charger Erafone',
    description: 'Diskon 20% untuk charger di Erafone.',
    type: 'DiscountPercentage',
    discountPercent: 20,
    validityDays: 30,
    storeBrand: 'erafone',
    eligibleProductCodes: ['EF-ACC-001'],
  },
];

export interface SeedReward {
  id: string;
  name: string;
  points: number;
  voucherCode: string;
}

export const seedRewards: SeedReward[] = [
  { id: 'RWD-001', name: 'Voucher Belanja Rp 10.000', points: 2_000, voucherCode: 'VCH10K' },
  { id: 'RWD-002', name: 'Diskon 10%', points: 3_000, voucherCode: 'DISC10' },
  { id: 'RWD-003', name: 'Voucher Buah Rp 15.000', points: 2_500, voucherCode: 'FRUIT15K' },
  { id: 'RWD-004', name: 'Voucher Belanja Rp 25.000', points: 4_500, voucherCode: 'VCH25K' },
  { id: 'RWD-005', name: 'Diskon 15%', points: 5_000, voucherCode: 'DISC15' },
  { id: 'RWD-006', name: 'Diskon 20%', points: 7_500, voucherCode: 'DISC20' },
];

export interface SeedGameReward {
  name: string;
  rewardType: GameRewardType;
  rewardValue?: number;
  voucherCode?: string;
  weight: number;
  color: string;
  image: string;
}

export const SPIN_GAME = { name: 'Spin & Win', type: 'SpintheWheel', startDate: '2025-01-01' } as const;

export const gameImage = (name: string) => `/images/loyalty/games/${name}.svg`;

/** Chances: weight / 100. About a third of spins lose ('Zonk', 'Thank you'). */
export const seedGameRewards: SeedGameReward[] = [
  { name: 'Voucher Rp 5.000', rewardType: 'Voucher', voucherCode: 'VCH5K', weight: 20, color: '#FFD6E0', image: 'voucher' },
  { name: '100 Poin', rewardType: 'LoyaltyPoints', rewardValue: 100, weight: 22, color: '#FFEFB5', image: 'points' },
  { name: 'Zonk', rewardType: 'NoReward', weight: 18, color: '#C7F0DB', image: 'zonk' },
  { name: 'Diskon 10% Susu', rewardType: 'Voucher', voucherCode: 'MILK10', weight: 10, color: '#CDE7FF', image: 'voucher' },
  { name: '500 Poin', rewardType: 'LoyaltyPoints', rewardValue: 500, weight: 8, color: '#E4D4FF', image: 'points' },
  { name: 'Thank you', rewardType: 'NoReward', weight: 14, color: '#FFDCC2', image: 'thank-you' },
  { name: 'Voucher Rp 10.000', rewardType: 'Voucher', voucherCode: 'VCH10K', weight: 6, color: '#FFD6E0', image: 'voucher' },
  { name: '1.000 Poin', rewardType: 'LoyaltyPoints', rewardValue: 1_000, weight: 2, color: '#FFEFB5', image: 'points' },
];
