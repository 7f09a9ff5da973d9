import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/026-ledger-writer.md: only the loyalty ledger (this folder: writer.ts and the SQL
 * functions) inserts, updates or deletes journals, points changes, expiry buckets and member currency
 * balances. The seed (demo and bench data, written straight) is the one exception. This scans the
 * server's source for such writes, as Drizzle calls and as SQL text, so a new writer elsewhere fails
 * here instead of quietly breaking the ledger's sums.
 */

const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LEDGER = 'loyalty/ledger/';
const ALLOWED = [LEDGER, 'seed/'];

const TABLES = {
  loyaltyTransactionJournals: 'loyalty_transaction_journals',
  loyaltyPointsChanges: 'loyalty_points_changes',
  loyaltyPointBuckets: 'loyalty_point_buckets',
  loyaltyMemberCurrencies: 'loyalty_member_currencies',
} as const;
const TABLE_OBJECTS = Object.keys(TABLES).join('|');
const TABLE_NAMES = Object.values(TABLES).join('|');

const WRITES: { kind: string; pattern: RegExp }[] = [
  // tx.insert(loyaltyPointBuckets), db.update(schema.loyaltyMemberCurrencies), …
  { kind: 'Drizzle write', pattern: new RegExp(`\\.\\s*(?:insert|update|delete)\\s*\\(\\s*(?:[\\w$]+\\.)?(${TABLE_OBJECTS})\\b`, 'g') },
  // insert into loyalty_point_buckets, UPDATE "loyalty_member_currencies", delete from …, truncate …
  { kind: 'SQL write', pattern: new RegExp(`\\b(?:insert\\s+into|update|delete\\s+from|truncate(?:\\s+table)?)\\s+(?:only\\s+)?"?(${TABLE_NAMES})\\b`, 'gi') },
  // The ledger's own SQL functions that move points; loyalty_place_order is the orders' entry to it.
  { kind: 'ledger SQL function', pattern: /\b(loyalty_consume_buckets|loyalty_paid_back)\s*\(/g },
  // An alias would hide the table from the patterns above.
  { kind: 'aliased table import', pattern: new RegExp(`\\b(${TABLE_OBJECTS})\\s+as\\s+[\\w$]+`, 'g') },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

interface Write {
  file: string;
  line: number;
  kind: string;
  table: string;
}

function writesIn(file: string): Write[] {
  const text = readFileSync(file, 'utf8');
  const relative = path.relative(SERVER_SRC, file).split(path.sep).join('/');
  return WRITES.flatMap(({ kind, pattern }) =>
    [...text.matchAll(pattern)].map((match) => ({
      file: relative,
      line: text.slice(0, match.index).split('\n').length,
      kind,
      table: match[1] ?? '',
    })),
  );
}

const writes = sourceFiles(SERVER_SRC).flatMap(writesIn);

describe('the loyalty ledger has one writer', () => {
  it('no module outside loyalty/ledger (and the seed) writes journals, points changes, buckets or balances', () => {
    const outside = writes.filter((write) => !ALLOWED.some((folder) => write.file.startsWith(folder)));
    expect(outside.map((w) => `${w.file}:${w.line} ${w.kind} of ${w.table}`)).toEqual([]);
  });

  it('finds the ledger’s own writes of every table, in TypeScript and in SQL (the scan sees what it looks for)', () => {
    const ledger = writes.filter((write) => write.file.startsWith(LEDGER));
    const seen = (kind: string) => new Set(ledger.filter((w) => w.kind === kind).map((w) => w.table));
    expect(seen('Drizzle write')).toEqual(new Set(Object.keys(TABLES)));
    expect(seen('SQL write')).toEqual(new Set(Object.values(TABLES)));
  });
});
