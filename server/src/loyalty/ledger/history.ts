/**
 * The member's ledger as the member area reads it: the journals a page at a time, and the points still
 * to expire. Reads only; writer.ts and sql-functions.ts write the ledger.
 */
import type { LedgerResponse, TransactionJournal } from '#domain/loyalty/api/members.ts';
import { LEDGER_PAGE_SIZE } from '#domain/loyalty/api/members.ts';
import { groupLedger } from '#domain/loyalty/programme.ts';
import { JsonQuery } from '../../platform/db/json-query.ts';
import { STORE_TIME_ZONE_SQL } from '../../platform/db/sql.ts';
import type { LoyaltyEngine } from '../engine.ts';
import { InvalidInput } from '../../platform/errors.ts';
import { memberNotFound } from '../members.ts';
import { openBucket, transactionJournalJson } from './sql-fragments.ts';

export interface LedgerFilters {
  journalTypeName?: string | undefined;
  journalSubTypeName?: string | undefined;
  periodStartDate?: string | undefined;
  periodEndDate?: string | undefined;
  pageNumber: number;
  /** nextCursor of the previous page (keyset pagination); pageNumber is then ignored. */
  cursor?: string | undefined;
  additionalTransactionJournalAttributes?: string | undefined;
}

type StoredLedger = {
  transactionJournalCount: number;
  transactionJournals: TransactionJournal[];
  /** The position of the page's last journal, when the page is full: [activity date (UTC, µs), journal number]. */
  last: [string, number] | null;
};

// Periods are Jakarta calendar days (loyalty-pos.md §9), inclusive at both ends.
const journalFilter = `j.member_id = m.id
  and ($2::text is null or j.journal_type_name = $2)
  and ($3::text is null or j.journal_sub_type_name = $3)
  and ($4::date is null or j.activity_date >= ($4::date)::timestamp at time zone ${STORE_TIME_ZONE_SQL})
  and ($5::date is null or j.activity_date < ($5::date + 1)::timestamp at time zone ${STORE_TIME_ZONE_SQL})`;

/**
 * The ledger query with `pageStart` choosing where the page starts. Newest first, the journal number
 * breaking ties: the order of loyalty_transaction_journals_member_newest (migration 0011). By page
 * number (OFFSET) the journals before the page are read and skipped: page 20 of a long history reads 20
 * pages. By cursor (a row comparison with the previous page's last journal, an index condition) the
 * page starts where the previous one ended, and stays right when journals are added meanwhile.
 */
const ledgerQueryText = (pageStart: string) => `with m as (select id from loyalty_members where membership_number = $1),
  page as (
    -- The page's journals first, then their JSON: skipped journals (OFFSET) cost an index entry, not a JSON object.
    select ${transactionJournalJson} as journal, j.activity_date, j.journal_number
    from (select j.* from m, loyalty_transaction_journals j where ${journalFilter} ${pageStart}) j
  )
  select json_build_object(
    'transactionJournalCount', (select count(*) from loyalty_transaction_journals j where ${journalFilter}),
    'transactionJournals', coalesce((
      select json_agg(p.journal order by p.activity_date desc, p.journal_number desc) from page p), '[]'::json),
    'last', (select json_build_array(to_char(p.activity_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), p.journal_number)
      from page p where (select count(*) from page) = ${LEDGER_PAGE_SIZE}
      order by p.activity_date, p.journal_number limit 1)
  ) as result
  from m`;

const newestFirst = `order by j.activity_date desc, j.journal_number desc limit ${LEDGER_PAGE_SIZE}`;

type LedgerParams = [string, string | null, string | null, string | null, string | null];

const ledgerByPageQuery = new JsonQuery<[...LedgerParams, number], StoredLedger>(
  'loyalty_member_ledger',
  ledgerQueryText(`${newestFirst} offset $6`),
);
const ledgerAfterCursorQuery = new JsonQuery<[...LedgerParams, string, number], StoredLedger>(
  'loyalty_member_ledger_after',
  ledgerQueryText(`and (j.activity_date, j.journal_number) < ($6::timestamptz, $7::bigint) ${newestFirst}`),
);

const CURSOR_TEXT = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)~(\d{1,18})$/;
const BAD_CURSOR = 'cursor must be the nextCursor of a previous page, unchanged.';

/** The position after a page's last journal, as an opaque URL-safe text. */
function encodeLedgerCursor([activityDate, journalNumber]: [string, number]): string {
  return Buffer.from(`${activityDate}~${journalNumber}`).toString('base64url');
}

function decodeLedgerCursor(cursor: string): [string, number] {
  const match = CURSOR_TEXT.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match?.[1] || !match[2]) throw new InvalidInput(BAD_CURSOR);
  return [match[1], Number(match[2])];
}

/**
 * loyalty-pos.md §7 getMemberLedgerHistory: the journals newest first, a page at a time, plus the rows
 * the points page shows, grouped by domain/loyalty/programme.ts groupLedger (so the screen has no rule to apply).
 * A page by `cursor` (the previous page's nextCursor) costs the same at any depth (decision 020).
 */
export async function getLedger(engine: LoyaltyEngine, membershipNumber: string, filters: LedgerFilters): Promise<LedgerResponse> {
  const params: LedgerParams = [
    membershipNumber,
    filters.journalTypeName ?? null,
    filters.journalSubTypeName ?? null,
    filters.periodStartDate ?? null,
    filters.periodEndDate ?? null,
  ];
  const stored = filters.cursor
    ? await ledgerAfterCursorQuery.run(engine.readDb, ...params, ...decodeLedgerCursor(filters.cursor))
    : await ledgerByPageQuery.run(engine.readDb, ...params, (filters.pageNumber - 1) * LEDGER_PAGE_SIZE);
  if (!stored) throw memberNotFound(membershipNumber);
  const wanted = filters.additionalTransactionJournalAttributes
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const journals = wanted?.length
    ? stored.transactionJournals.map((journal) => ({
        ...journal,
        additionalTransactionJournalAttributes: journal.additionalTransactionJournalAttributes.filter((a) =>
          wanted.includes(a.fieldName),
        ),
      }))
    : stored.transactionJournals;
  return {
    transactionJournalCount: stored.transactionJournalCount,
    pageNumber: filters.pageNumber,
    pageSize: LEDGER_PAGE_SIZE,
    transactionJournals: journals,
    rows: groupLedger(journals),
    nextCursor: stored.last ? encodeLedgerCursor(stored.last) : null,
  };
}

// ---------------------------------------------------------------- expirable points

type ExpirableEntry = { ExpirationDate: string; ExpirationPoints: number; RedeemedPoints: number };

const expirableQuery = new JsonQuery<[string, string], { found: boolean; entries: ExpirableEntry[] }>(
  'loyalty_member_expirable_points',
  `select json_build_object('found', true, 'entries', coalesce((
      select json_agg(json_build_object('ExpirationDate', e.expiration_date, 'ExpirationPoints', e.points,
        'RedeemedPoints', e.redeemed) order by e.expiration_date)
      from (
        select b.expiration_date, sum(b.points) as points, sum(b.redeemed_points + b.expired_points) as redeemed
        from loyalty_point_buckets b
        where b.member_id = m.id and b.expiration_date > $2::date and ${openBucket('b')}
        group by b.expiration_date
      ) e), '[]'::json)) as result
  from loyalty_members m where m.membership_number = $1`,
);

/**
 * loyalty-pos.md §7 getMemberExpirablePoints: per expiration date still ahead, the points earned and
 * how many of them were already redeemed. The points page picks the line to show with
 * domain/loyalty/programme.ts pickExpiringPoints.
 */
export async function getExpirablePoints(engine: LoyaltyEngine, membershipNumber: string): Promise<ExpirableEntry[]> {
  const stored = await expirableQuery.run(engine.readDb, membershipNumber, engine.today());
  if (!stored) throw memberNotFound(membershipNumber);
  return stored.entries;
}
