import { and, asc, eq, sql } from 'drizzle-orm';
import type { PosProduct, PosStore } from '#domain/pos/api/sales.ts';
import type { StoreBrand } from '#domain/loyalty/vouchers.ts';
import type { Database } from '../platform/db/client.ts';
import { posProducts, posStores } from '../platform/db/schema/index.ts';

/** The POS store dropdown and product grid of one brand (loyalty-pos.md §2 step 1), prepared once. */
export class PosCatalog {
  private readonly storesByBrand;
  private readonly productsByBrand;

  constructor(db: Database) {
    this.storesByBrand = db
      .select({ id: posStores.id, storeId: posStores.storeId, name: posStores.name, accountId: posStores.accountId, brand: posStores.brand })
      .from(posStores)
      .where(eq(posStores.brand, sql.placeholder('brand')))
      .orderBy(asc(posStores.position))
      .prepare('pos_stores_by_brand');
    this.productsByBrand = db
      .select({
        id: posProducts.id,
        productCode: posProducts.productCode,
        name: posProducts.name,
        price: posProducts.price,
        picture: posProducts.picture,
        category: posProducts.category,
        family: posProducts.family,
        sku: posProducts.sku,
        description: posProducts.description,
        barcode: posProducts.barcode,
      })
      .from(posProducts)
      .where(and(eq(posProducts.brand, sql.placeholder('brand')), eq(posProducts.status, 'active')))
      .orderBy(asc(posProducts.position))
      .prepare('pos_products_by_brand');
  }

  async stores(brand: StoreBrand): Promise<PosStore[]> {
    const rows = await this.storesByBrand.execute({ brand });
    return rows.map((row) => ({ ...row, brand: row.brand as StoreBrand }));
  }

  async products(brand: StoreBrand): Promise<PosProduct[]> {
    return this.productsByBrand.execute({ brand });
  }
}
