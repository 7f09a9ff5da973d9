import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column in ('a', 'b')` for a CHECK constraint, listing the values of a domain list (ORDER_STATUSES,
 * TENDER_KINDS), so the column's TypeScript type and what the database accepts come from one place
 * (docs/decisions/028-typed-order-columns.md). Literals, not parameters: drizzle-kit writes a check's
 * SQL into the migration as it is.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;
}
