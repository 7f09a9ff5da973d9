import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Executor } from './client.ts';
import { InvalidInput } from '../errors.ts';

const NUL_MESSAGE = 'Text cannot contain NUL characters.';

/**
 * A hand-written query that returns one JSON column (`select json_build_object(...) as result`).
 *
 * Why: PGlite parses every returned column in JavaScript on the server's own thread, so one JSON
 * column built in SQL is much cheaper than wide rows, and one round trip is cheaper than several. On
 * the database handle the query runs as a named prepared statement (PostgreSQL plans it once per
 * connection); inside a transaction it runs through Drizzle with the same text and parameters.
 * Parameters are positional ($1, $2, ...).
 */
export class JsonQuery<Params extends readonly unknown[], Result> {
  private readonly parts: string[];
  /** PGlite: the PREPARE of this query, once per database instance. */
  private readonly preparedOn = new WeakMap<PGlite, Promise<unknown>>();

  constructor(
    private readonly name: string,
    private readonly text: string,
  ) {
    this.parts = text.split(/\$(\d+)/);
  }

  /** The `result` column of the first row, or null when there is no row. */
  async run(executor: Executor, ...params: Params): Promise<Result | null> {
    const rows = await this.rows(executor, params);
    const first = rows[0] as { result?: Result } | undefined;
    return first?.result ?? null;
  }

  private async rows(executor: Executor, params: readonly unknown[]): Promise<unknown[]> {
    if ('$client' in executor) {
      const client = executor.$client as pg.Pool | PGlite;
      if ('totalCount' in client) {
        const result = await client.query({ name: this.name, text: this.text, values: [...params] });
        return result.rows;
      }
      return this.executePrepared(client, params);
    }
    const result = await executor.execute(this.bind(params));
    return (result as unknown as { rows: unknown[] }).rows;
  }

  /**
   * PGlite plans an unnamed statement on every call, and planning a wide JSON query costs more than
   * running it. So the query is PREPAREd once and EXECUTEd with its parameters as SQL literals (the
   * extended protocol cannot bind parameters to EXECUTE): PostgreSQL then reuses its plan, as named
   * statements do on node-postgres.
   */
  private async executePrepared(client: PGlite, params: readonly unknown[]): Promise<unknown[]> {
    let prepared = this.preparedOn.get(client);
    if (!prepared) {
      prepared = client.query(`prepare ${this.name} as ${this.text}`);
      this.preparedOn.set(client, prepared);
      prepared.catch(() => this.preparedOn.delete(client));
    }
    await prepared;
    const args = params.length > 0 ? `(${params.map(sqlLiteral).join(', ')})` : '';
    const result = await client.query(`execute ${this.name}${args}`);
    return result.rows;
  }

  private bind(params: readonly unknown[]): SQL {
    const chunks: SQL[] = this.parts.map((part, index) =>
      index % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1] ?? null}`,
    );
    return sql.join(chunks);
  }
}

/** An instant as JSON-friendly ISO 8601 in UTC ('2026-03-01T08:15:00.000Z'), whatever the session time zone. */
export function isoInstant(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The rows of `executor.execute(sql…)`, which both drivers return as `{ rows }`. */
export function resultRows<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/**
 * A parameter as a SQL literal, for EXECUTE on PGlite: strings as escape strings (E'...', quotes and
 * backslashes escaped, whatever standard_conforming_strings says), finite numbers as digits, null as
 * NULL. Anything else is a programming error.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') {
    // PostgreSQL text cannot hold NUL; node-postgres gets the same answer from the server (22021).
    if (value.includes('\0')) throw new InvalidInput(NUL_MESSAGE);
    return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  }
  throw new TypeError(`Cannot pass ${typeof value} as a SQL literal`);
}
