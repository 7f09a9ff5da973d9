import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/platform/db/client.ts';
import { resultRows } from '../../../src/platform/db/json-query.ts';

/**
 * Every table of the database with its row count and the newest row version (the highest `xmin`, the
 * transaction that wrote a row): an insert or an update writes a row version of a newer transaction,
 * a delete lowers the count, so two equal fingerprints mean no row was written in between. One cheap
 * query (no row is turned into text), so it can run after every request of the hostile suite.
 */
export async function tableFingerprint(db: Database, tables: string[]): Promise<Map<string, string>> {
  const parts = tables.map(
    (table) => `select '${table}' as name, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as print from "${table}"`,
  );
  const rows = resultRows<{ name: string; print: string }>(await db.execute(sql.raw(parts.join(' union all '))));
  return new Map(rows.map((row) => [row.name, row.print]));
}

/** The names of the app's own tables (the current schema's base tables). */
export async function appTables(db: Database): Promise<string[]> {
  const rows = resultRows<{ table_name: string }>(
    await db.execute(sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`),
  );
  return rows.map((row) => row.table_name);
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((table) => before.get(table) !== after.get(table));
}

/**
 * The next transaction id PostgreSQL will hand out. A transaction gets an id only when it writes, so
 * while this stays the same nothing was written at all, and the full fingerprint can be skipped.
 */
export async function nextTransactionId(db: Database): Promise<string> {
  const [row] = resultRows<{ next: string }>(await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`));
  return row?.next ?? '';
}
