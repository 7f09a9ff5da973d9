import type { Transaction } from '../platform/db/client.ts';
import { products } from '../platform/db/schema/index.ts';
import { fromProduct } from '../storefront/catalog/products.ts';
import { seedProducts } from './data/products.ts';

export async function seedCatalog(tx: Transaction): Promise<void> {
  await tx
    .insert(products)
    .values(seedProducts.map((p, i) => ({ ...fromProduct(p, i + 1), stockAvailable: Number.parseInt(p.Stock, 10) || 0 })))
    .onConflictDoNothing();
}
