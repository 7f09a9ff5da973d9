import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_OFFLINE_LIMITS } from '#domain/pos/offline.ts';
import { DEFAULT_TILL_LIMITS } from '#domain/pos/till-limits.ts';
import { LANGUAGES, type Language } from '#domain/platform/language.ts';
import { oneOf } from './checks.ts';

/**
 * The shop's identity as the back office set it (decision 023): one row (id 1). A null column falls
 * back to its SHOP_* variable (server/src/platform/shop-identity.ts).
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name'),
    address: text('address'),
    npwp: text('npwp'),
    phone: text('phone'),
    email: text('email'),
    /** The shop's language for visitors who chose none (decision 029); null: DEFAULT_LANGUAGE. */
    defaultLanguage: text('default_language').$type<Language>(),
    /** The till's offline limits (decision 030): longest time offline, largest offline sale; past them a manager's PIN. */
    offlineMaxHours: integer('offline_max_hours').notNull().default(DEFAULT_OFFLINE_LIMITS.offlineMaxHours),
    offlineMaxSaleRupiah: bigint('offline_max_sale_rupiah', { mode: 'number' }).notNull().default(DEFAULT_OFFLINE_LIMITS.offlineMaxSaleRupiah),
    /** The till's limits (domain/pos/till-limits.ts): largest quantity of one line, largest sale; past them a sale is refused. */
    tillMaxLineQuantity: integer('till_max_line_quantity').notNull().default(DEFAULT_TILL_LIMITS.tillMaxLineQuantity),
    tillMaxSaleRupiah: bigint('till_max_sale_rupiah', { mode: 'number' }).notNull().default(DEFAULT_TILL_LIMITS.tillMaxSaleRupiah),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id} = 1`), check('shop_settings_default_language', oneOf(t.defaultLanguage, LANGUAGES)),
    check('shop_settings_offline_limits', sql`${t.offlineMaxHours} between 1 and 720 and ${t.offlineMaxSaleRupiah} > 0`),
    check('shop_settings_till_limits', sql`${t.tillMaxLineQuantity} between 1 and 999 and ${t.tillMaxSaleRupiah} > 0`),
  ],
);
