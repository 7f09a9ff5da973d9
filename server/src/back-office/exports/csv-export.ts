import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSV_BOM, CSV_EXPORT_MAX_ROWS, csvFileName, csvHeader, csvRows, type CsvColumn, type CsvExportEndpoint } from '#domain/platform/csv.ts';
import type { AnyEndpoint, EndpointRequestParts } from '#domain/platform/endpoint.ts';
import { jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import type { Translate } from '#domain/texts/translate.ts';
import { InvalidInput } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint.ts';
import { readerLanguage, translate } from '../../platform/texts.ts';

/** One page of a list, and where the next one starts (null: that was the last). */
interface CsvPage<Row, Cursor> {
  rows: Row[];
  next: Cursor | null;
}

export interface CsvExport<List extends AnyEndpoint, Row, Cursor> {
  /** The file's name before the date: 'orders' gives 'orders-2026-11-23.csv'. */
  file: string;
  /** The columns, worded in the reader's language: headers and the words in cells (statuses, yes and no). */
  columns: (t: Translate) => CsvColumn<Row>[];
  /** The list's own read: the page at `cursor` (undefined: the first) for the validated query (and who asks). */
  page: (query: EndpointRequestParts<List>['query'], cursor: Cursor | undefined, request: FastifyRequest) => Promise<CsvPage<Row, Cursor>>;
}

/** A yes or no cell in the reader's language. */
export const yesNo = (t: Translate, value: boolean): string => (value ? t('backOffice.exports.yes') : t('backOffice.exports.no'));

/**
 * Serves a list's CSV export (domain/platform/csv.ts csvExportOf): the list's access check and query validation
 * (route()), then every page of the list's own read with the filters, as one `text/csv` download.
 * The document is built before the answer starts, so a bad filter or too many rows is a JSON 4xx with
 * its message, never a half-written file. Headers and words are in the reader's language, times in
 * Jakarta time, money in whole rupiah.
 */
export function csvRoute<List extends AnyEndpoint, Row, Cursor>(
  app: FastifyInstance,
  endpoint: CsvExportEndpoint<List>,
  exporter: CsvExport<List, Row, Cursor>,
  max = CSV_EXPORT_MAX_ROWS,
): void {
  route(app, endpoint as AnyEndpoint, async (request, reply) => {
    const query = request.query as EndpointRequestParts<List>['query'];
    const columns = exporter.columns(translate(readerLanguage(request)));
    const chunks = [CSV_BOM, csvHeader(columns)];
    let count = 0;
    let cursor: Cursor | undefined;
    for (;;) {
      const { rows, next } = await exporter.page(query, cursor, request);
      count += rows.length;
      if (count > max) throw new InvalidInput({ key: 'backOffice.errors.tooManyRows', values: { max } });
      chunks.push(csvRows(columns, rows));
      if (next === null || rows.length === 0) break;
      cursor = next;
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFileName(exporter.file, jakartaDayOfInstant(new Date()))}"`)
      .header('cache-control', 'no-store')
      .send(chunks.join(''));
  });
}
