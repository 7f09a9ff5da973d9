import { ean13 } from '#domain/pos/ean13.ts';
import type { StoreBrand } from '#domain/loyalty/vouchers.ts';

/**
 * The cashier checkout's sample data (loyalty-pos.md §3 Store and Product): 12 supermarket stores
 * STORE-001..012 and 2 electronics stores STORE-101..102; 26 supermarket items (family Supermarket,
 * Rp 3.000 to Rp 75.000, with the Milk Bundle at Rp 67.000) and 3 devices and accessories.
 */
export interface SeedStore {
  storeId: string;
  name: string;
  brand: StoreBrand;
  accountId: string;
}

const supermarketAreas = [
  'Kemang', 'Senayan City', 'Pluit', 'Kelapa Gading', 'Bintaro', 'Pondok Indah',
  'Menteng', 'Cibubur', 'Bekasi', 'Depok', 'Bogor', 'Tangerang',
];

export const seedStores: SeedStore[] = [
  ...supermarketAreas.map((area, index) => {
    const n = String(index + 1).padStart(3, '0');
    return { storeId: `STORE-${n}`, name: `Grand Lucky ${area}`, brand: 'grandlucky' as const, accountId: `ACC-GL-${n}` };
  }),
  { storeId: 'STORE-101', name: 'Erafone Mega Kuningan', brand: 'erafone', accountId: 'ACC-EF-101' },
  { storeId: 'STORE-102', name: 'Erafone Grand Indonesia', brand: 'erafone', accountId: 'ACC-EF-102' },
];

export interface SeedPosProduct {
  productCode: string;
  name: string;
  price: number;
  family: string;
  category: string;
  description: string;
}

const supermarket = (productCode: string, name: string, price: number, category: string, description: string): SeedPosProduct => ({
  productCode,
  name,
  price,
  family: 'Supermarket',
  category,
  description,
});

export const supermarketProducts: SeedPosProduct[] = [
  supermarket('GL-FRU-001', 'Cavendish Bananas 1 kg', 22_000, 'Fruits', 'Sweet, ripe Cavendish bananas from Lampung.'),
  supermarket('GL-FRU-002', 'Fuji Apples 1 kg', 45_000, 'Fruits', 'Crisp imported Fuji apples.'),
  supermarket('GL-FRU-003', 'Mandarin Oranges 1 kg', 32_000, 'Fruits', 'Juicy Pontianak mandarin oranges.'),
  supermarket('GL-FRU-004', 'Harum Manis Mangoes 1 kg', 38_000, 'Fruits', 'Fragrant East Java harum manis mangoes.'),
  supermarket('GL-FRU-005', 'Red Grapes 500 g', 55_000, 'Fruits', 'Seedless red grapes.'),
  supermarket('GL-MLK-001', 'Whole Milk 1 L', 21_000, 'Milk', 'Fresh pasteurised full-cream milk.'),
  supermarket('GL-MLK-002', 'Low Fat Milk 1 L', 23_000, 'Milk', 'Fresh milk with 1.5% fat.'),
  supermarket('GL-MLK-003', 'Soy Milk 1 L', 16_000, 'Milk', 'Unsweetened soy milk.'),
  supermarket('GL-MLK-004', 'Almond Milk 1 L', 32_000, 'Milk', 'Lightly sweetened almond drink.'),
  supermarket('GL-MLK-005', 'Chocolate Milk 200 ml', 6_500, 'Milk', 'UHT chocolate milk for lunch boxes.'),
  supermarket('GL-MLK-006', 'Milk Bundle', 67_000, 'Milk', '2 Whole Milk 1 L, 1 Soy Milk 1 L and 1 Almond Milk 1 L.'),
  supermarket('GL-CHS-001', 'Cheddar Slices 10 pcs', 29_000, 'Cheese', 'Processed cheddar slices for sandwiches.'),
  supermarket('GL-CHS-002', 'Mozzarella 250 g', 48_000, 'Cheese', 'Low-moisture mozzarella for pizza.'),
  supermarket('GL-CHS-003', 'Parmesan Wedge 100 g', 75_000, 'Cheese', 'Aged Parmigiano, 24 months.'),
  supermarket('GL-CHS-004', 'Cream Cheese 200 g', 42_000, 'Cheese', 'Spreadable cream cheese.'),
  supermarket('GL-SEA-001', 'Fresh Prawns 500 g', 65_000, 'Seafood', 'Vannamei prawns, head on.'),
  supermarket('GL-SEA-002', 'Salmon Fillet 200 g', 72_000, 'Seafood', 'Norwegian salmon fillet, skin on.'),
  supermarket('GL-SEA-003', 'Tuna Steak 250 g', 49_000, 'Seafood', 'Yellowfin tuna steak.'),
  supermarket('GL-SEA-004', 'Squid 500 g', 39_000, 'Seafood', 'Cleaned squid tubes.'),
  supermarket('GL-MEA-001', 'Chicken Breast 500 g', 34_000, 'Meat', 'Boneless, skinless chicken breast.'),
  supermarket('GL-MEA-002', 'Beef Sirloin 250 g', 74_000, 'Meat', 'Local beef sirloin steak.'),
  supermarket('GL-MEA-003', 'Ground Beef 500 g', 58_000, 'Meat', 'Lean ground beef.'),
  supermarket('GL-MEA-004', 'Chicken Wings 500 g', 31_000, 'Meat', 'Fresh chicken wings.'),
  supermarket('GL-VIT-001', 'Vitamin C 500 mg, 4 tablets', 3_000, 'Vitamins', 'A strip of vitamin C tablets.'),
  supermarket('GL-VIT-002', 'Multivitamin, 30 tablets', 68_000, 'Vitamins', 'Daily multivitamin and minerals.'),
  supermarket('GL-VIT-003', 'Vitamin D3 1000 IU, 30 capsules', 52_000, 'Vitamins', 'Vitamin D3 soft capsules.'),
];

export const deviceProducts: SeedPosProduct[] = [
  {
    productCode: 'EF-PHN-001',
    name: 'Galaxy S24 5G 256 GB',
    price: 15_000_000,
    family: 'Devices',
    category: 'Smartphones',
    description: 'Flagship smartphone with a 6.2-inch display and 256 GB storage.',
  },
  {
    productCode: 'EF-AUD-001',
    name: 'Studio Pro Wireless Earbuds',
    price: 8_000_000,
    family: 'Devices',
    category: 'Audio',
    description: 'Noise-cancelling wireless earbuds with spatial audio.',
  },
  {
    productCode: 'EF-ACC-001',
    name: '45 W USB-C Fast Charger',
    price: 500_000,
    family: 'Accessories',
    category: 'Chargers',
    description: 'Compact 45 W USB-C power adapter.',
  },
];

/**
 * The product's EAN-13 at the till: 899 (GS1 Indonesia), a made-up company number 1234, the product's
 * position in the seed (1-29) and the check digit. E.g. position 1 (Cavendish Bananas) is 8991234000015.
 */
export const posProductBarcode = (position: number) => ean13(`8991234${String(position).padStart(5, '0')}`);

export const posProductImage = (productCode: string) => `/images/pos/${productCode.toLowerCase()}.svg`;
