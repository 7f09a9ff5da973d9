import { WELCOME_COUPON_CODE } from '#domain/storefront/promos.ts';
import type { Transaction } from '../platform/db/client.ts';
import { shopCoupons, shopDeliveryRates } from '../platform/db/schema/index.ts';

/** The couriers' rate table (pickup in a store is free; decision 018), editable later in the back office. */
const seedDeliveryRates = [
  { code: 'pickup', position: 1, label: 'Pickup in store (Lumbung Grand Indonesia, Jakarta)', feeIdr: 0, estimate: 'Ready in 2 hours', pickup: true },
  { code: 'jnt-ez', position: 2, label: 'J&T EZ', feeIdr: 16_000, estimate: '2-4 days', pickup: false },
  { code: 'jne-reg', position: 3, label: 'JNE REG', feeIdr: 18_000, estimate: '2-3 days', pickup: false },
  { code: 'sicepat-best', position: 4, label: 'SiCepat BEST', feeIdr: 25_000, estimate: 'Next day', pickup: false },
  { code: 'gosend-sameday', position: 5, label: 'GoSend Same Day', feeIdr: 35_000, estimate: 'Today (Jabodetabek)', pickup: false },
];

/** WELCOME20 is what the promo popup promises (storefront.md §5); the others show the other rules. */
const seedCoupons = [
  { code: WELCOME_COUPON_CODE, description: 'Get 20% off on your first purchase', kind: 'percent', value: 20, minSpendIdr: 0, maxDiscountIdr: 100_000, oncePerShopper: true, totalUses: null },
  { code: 'HEMAT50K', description: 'Rp 50.000 off from Rp 500.000', kind: 'fixed', value: 50_000, minSpendIdr: 500_000, maxDiscountIdr: null, oncePerShopper: false, totalUses: 500 },
  {
    code: 'GAJIAN10',
    description: '10% off payday shopping from Rp 200.000, up to Rp 50.000',
    kind: 'percent',
    value: 10,
    minSpendIdr: 200_000,
    maxDiscountIdr: 50_000,
    oncePerShopper: false,
    totalUses: null,
    validFrom: new Date('2026-01-01T00:00:00+07:00'),
    validUntil: new Date('2028-01-01T00:00:00+07:00'),
  },
];

export async function seedShopCheckout(tx: Transaction): Promise<void> {
  await tx.insert(shopDeliveryRates).values(seedDeliveryRates).onConflictDoNothing();
  await tx.insert(shopCoupons).values(seedCoupons).onConflictDoNothing();
}
