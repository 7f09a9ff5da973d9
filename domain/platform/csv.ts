/**
 * CSV export of back-office lists (decision 024): RFC 4180 text that Excel opens as UTF-8 (a byte-order
 * mark first), every line ended with CRLF, a field quoted when it holds a comma, a quote or a line
 * break (quotes doubled), and a cell that a spreadsheet would run as a formula (starting with =, +, -,
 * @, a tab or a carriage return) prefixed with a single quote, so an e-mail or a product name typed by a
 * stranger cannot become `=HYPERLINK(...)` in a manager's spreadsheet (OWASP "CSV injection").
 */
import type { AnyEndpoint } from './endpoint.ts';

/** What a cell may hold: numbers are written as they are (no grouping), null and undefined as empty. */
export type CsvValue = string | number | boolean | null | undefined;

/** One column of an export: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** UTF-8's byte-order mark: Excel reads the file as UTF-8 only with it (else "Rp" names turn to mojibake). */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: guarded against formulas, then quoted when needed. Numbers are never guarded (−5 stays a number). */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, CRLF included. */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The header line of some columns. */
export function csvHeader<Row>(columns: readonly CsvColumn<Row>[]): string {
  return csvLine(columns.map((column) => column.header));
}

/** The lines of some rows. */
export function csvRows<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
}

/** A whole document: BOM, header, rows. */
export function csvDocument<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return CSV_BOM + csvHeader(columns) + csvRows(columns, rows);
}

const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/**
 * An instant as a CSV cell: Jakarta wall-clock time, '2026-11-27 00:10:35' (decision 040). A
 * spreadsheet reads it as a date and time in any locale and sorts it as text; the column's header names
 * the zone ('Placed at (WIB)'). Asia/Jakarta is UTC+7 all year, without daylight saving. Empty for
 * none; a value that is not a date as it is.
 */
export function csvJakartaTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return String(value);
  return new Date(time + JAKARTA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** 'orders-2026-11-23.csv': a file name for an export of `list` made on a Jakarta day. */
export function csvFileName(list: string, day: string): string {
  return `${list}-${day}.csv`;
}

// ---------------------------------------------------------------- export endpoints

/** At most this many rows in one export; more answers 400 (narrow the filters). */
export const CSV_EXPORT_MAX_ROWS = 50_000;

/** The declaration of a list's CSV export: `GET <list path>.csv`, the list's access and query. */
export interface CsvExportEndpoint<List extends AnyEndpoint> extends AnyEndpoint {
  method: 'GET';
  path: `${List['path']}.csv`;
  access: List['access'];
  /** The list's filters; a list without any has none. */
  query: List extends { query: infer Query } ? Query : undefined;
  responses: { 200: null };
}

/** Declares the export of a list endpoint (domain/back-office/endpoints/exports.ts): one line per list. */
export function csvExportOf<const List extends AnyEndpoint>(list: List, what: string): CsvExportEndpoint<List> {
  const max = CSV_EXPORT_MAX_ROWS.toLocaleString('en');
  return {
    method: 'GET',
    path: `${list.path}.csv`,
    access: list.access,
    tag: list.tag,
    summary: `${what} as CSV (UTF-8 with a BOM): every row the filters match, up to ${max}.`,
    description: "The list's filters (its page cursor is ignored). A cell starting with = + - @ is prefixed with a single quote.",
    query: list.query,
    responses: { 200: null },
    errors: { 400: `A bad filter, or more than ${max} rows.` },
  } as CsvExportEndpoint<List>;
}
