import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Product } from '#domain/storefront/api/catalog.ts';
import type { Database } from '../../platform/db/client.ts';
import { products } from '../../platform/db/schema/index.ts';
import { NotFound } from '../../platform/errors.ts';
import { likePattern } from '../../platform/db/sql.ts';
import type { CatalogueCache } from '../../platform/cache.ts';

type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

/** Column -> the spec's field name (storefront.md §3). */
export function toProduct(row: ProductRow): Product {
  return {
    'Product ID': row.productId,
    'Product Name': row.productName,
    'Image Url': row.imageUrl,
    Category: row.category,
    Subcategory: row.subcategory,
    'Price (IDR)': row.priceIdr,
    'Discount Price (IDR)': row.discountPriceIdr,
    Stock: row.stock,
    SKU: row.sku,
    Barcode: row.barcode,
    Brand: row.brand,
    Description: row.description,
    'Battery Capacity (mAh)': row.batteryCapacityMah,
    Processor: row.processor,
    'RAM (GB)': row.ramGb,
    'Storage (GB)': row.storageGb,
    Connectivity: row.connectivity,
    'Warranty (Months)': row.warrantyMonths,
    'Launch Year': row.launchYear,
    'Color/Variant': row.colorVariant,
    'Arrival Date': row.arrivalDate,
    Status: row.status,
    'Weight (g)': row.weightG,
    'Screen Size (inches)': row.screenSizeInches,
  };
}

export function fromProduct(p: Product, position: number): NewProductRow {
  return {
    productId: p['Product ID'],
    position,
    productName: p['Product Name'],
    imageUrl: p['Image Url'],
    category: p.Category,
    subcategory: p.Subcategory,
    priceIdr: p['Price (IDR)'],
    discountPriceIdr: p['Discount Price (IDR)'],
    stock: p.Stock,
    sku: p.SKU,
    barcode: p.Barcode,
    brand: p.Brand,
    description: p.Description,
    batteryCapacityMah: p['Battery Capacity (mAh)'],
    processor: p.Processor,
    ramGb: p['RAM (GB)'],
    storageGb: p['Storage (GB)'],
    connectivity: p.Connectivity,
    warrantyMonths: p['Warranty (Months)'],
    launchYear: p['Launch Year'],
    colorVariant: p['Color/Variant'],
    arrivalDate: p['Arrival Date'],
    status: p.Status,
    weightG: p['Weight (g)'],
    screenSizeInches: p['Screen Size (inches)'],
  };
}

/**
 * Read side of the storefront catalogue. Queries are prepared once per database (named statements
 * on PostgreSQL), which roughly triples throughput over building the SQL on every request.
 */
export class ProductCatalog {
  private readonly all;
  private readonly byId;
  private readonly matching;

  constructor(db: Database) {
    const pattern = sql.placeholder('pattern');
    const category = sql.placeholder('category');
    this.matching = db
      .select()
      .from(products)
      .where(
        and(
          or(
            ilike(products.productName, pattern),
            ilike(products.brand, pattern),
            ilike(products.category, pattern),
            ilike(products.subcategory, pattern),
          ),
          or(sql`${category}::text = ''`, eq(products.category, category)),
          eq(products.status, 'Active'),
        ),
      )
      .orderBy(asc(products.position))
      .limit(SEARCH_RESULT_LIMIT)
      .prepare('catalog_products_search');
    this.all = db.select().from(products).where(eq(products.status, 'Active')).orderBy(asc(products.position)).prepare('catalog_products_all');
    this.byId = db
      .select()
      .from(products)
      .where(eq(products.productId, sql.placeholder('productId')))
      .limit(1)
      .prepare('catalog_product_by_id');
  }

  /** The active products (an inactive one leaves the lists and search; its page and orders stay). */
  async list(): Promise<Product[]> {
    // The catalogue is small and read on every list page: one prepared full read.
    const rows = await this.all.execute();
    return rows.map(toProduct);
  }

  /**
   * The header search (storefront.md §1): `query` appears in the name, brand,
   * category or subcategory (case-insensitive); `category` narrows to one Category.
   */
  async search(query: string, category: string | undefined): Promise<Product[]> {
    const rows = await this.matching.execute({ pattern: likePattern(query), category: category ?? '' });
    return rows.map(toProduct);
  }

  async get(productId: string): Promise<Product> {
    const [row] = await this.byId.execute({ productId });
    if (!row) throw new NotFound({ key: 'storefront.errors.productNotFound', values: { id: productId } });
    return toProduct(row);
  }
}

const SEARCH_RESULT_LIMIT = 60;


/** The active products through the catalogue cache: the list's JSON answer and its page's preloads share one read. */
export function cachedProducts(cache: CatalogueCache, catalog: ProductCatalog): Promise<Product[]> {
  return cache.get('products', () => catalog.list());
}
