import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes: postgres.js gives a Buffer, PGlite a Uint8Array; both become a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Product images uploaded in the back office, kept in the database (not on disk) so that
 * every server process, a backup and a test database have them with no shared volume. The key is the
 * SHA-256 of the bytes: the address never changes meaning, so it is served as immutable.
 */
export const catalogImages = pgTable('catalog_images', {
  sha256: text('sha256').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
