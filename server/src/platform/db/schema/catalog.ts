import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The storefront's Product entity (storefront.md §3). Every value is a string, as in the spec; the
 * API maps these columns back to the spec's exact field names ('Product ID', 'Price (IDR)', ...).
 */
export const products = pgTable('products', {
  productId: text('product_id').primaryKey(),
  position: integer('position').notNull(),
  productName: text('product_name').notNull(),
  imageUrl: text('image_url').notNull(),
  category: text('category').notNull(),
  subcategory: text('subcategory').notNull(),
  priceIdr: text('price_idr').notNull(),
  discountPriceIdr: text('discount_price_idr').notNull(),
  stock: text('stock').notNull(),
  sku: text('sku').notNull(),
  barcode: text('barcode').notNull(),
  brand: text('brand').notNull(),
  description: text('description').notNull(),
  batteryCapacityMah: text('battery_capacity_mah').notNull(),
  processor: text('processor').notNull(),
  ramGb: text('ram_gb').notNull(),
  storageGb: text('storage_gb').notNull(),
  connectivity: text('connectivity').notNull(),
  warrantyMonths: text('warranty_months').notNull(),
  launchYear: text('launch_year').notNull(),
  colorVariant: text('color_variant').notNull(),
  arrivalDate: text('arrival_date').notNull(),
  status: text('status').notNull(),
  weightG: text('weight_g').notNull(),
  screenSizeInches: text('screen_size_inches').notNull(),
  /**
   * Units left to sell, as a number (decision 018). Checkout reserves from it with a conditional update and
   * keeps the spec's text `stock` equal to it; it can never go below zero.
   */
  stockAvailable: integer('stock_available').notNull().default(0),
}, (t) => [check('products_stock_available_not_negative', sql`${t.stockAvailable} >= 0`)]);
