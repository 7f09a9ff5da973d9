import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { PromoContentBlock } from '#domain/storefront/api/content.ts';
import { products } from './catalog.ts';

/**
 * Storefront content (storefront.md §2-§3) besides the Product entity: home sections as ordered
 * JSON items, product lists that point at catalogue rows (prices always come from the product),
 * and the promos.
 */

/** One item of a static home section ('slides', 'categories', 'brands', ...), in display order. */
export const storefrontContent = pgTable(
  'storefront_content',
  {
    section: text('section').notNull(),
    position: integer('position').notNull(),
    item: jsonb('item').notNull(),
  },
  (t) => [primaryKey({ columns: [t.section, t.position] })],
);

/** Curated product lists: 'flash-deals' and 'shop' (the Mobile Phones section, ids 7-15). */
export const productLists = pgTable(
  'product_lists',
  {
    list: text('list').notNull(),
    position: integer('position').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.productId),
  },
  (t) => [primaryKey({ columns: [t.list, t.position] }), index('product_lists_product_idx').on(t.productId)],
);

export const promos = pgTable(
  'promos',
  {
    id: integer('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    category: text('category').notNull(),
    featured: boolean('featured').notNull().default(false),
    /** Percent as text ('30'), as in the spec. */
    discount: text('discount').notNull(),
    content: jsonb('content').$type<PromoContentBlock[]>().notNull(),
    /** False takes the promo off the storefront (the back office still lists it; decision 023). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('promos_discount_percent', sql`${t.discount} ~ '^[0-9]{1,2}$'`)],
);
