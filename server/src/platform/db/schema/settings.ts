import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id} = 1`)],
);
