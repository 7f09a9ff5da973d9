import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { isValidEan13 } from '#domain/ean13.ts';
import { migrationsFolder } from '../../src/db/client.ts';
import { deviceProducts, posProductBarcode, supermarketProducts } from '../../src/db/seed/data/pos.ts';

/**
 * Migration 0005 on a database seeded before it (issue 15): its 29 POS products get the barcodes the
 * seed gives new databases, then the column becomes NOT NULL. Runs on PGlite: it is about the SQL file.
 */
const client = new PGlite();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lumbung-migrations-'));
afterAll(async () => {
  await client.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The migrations folder as it was up to and including `lastIndex`. */
function migrationsUpTo(lastIndex: number): string {
  const folder = path.join(tmp, `upto-${lastIndex}`);
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIndex);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0005 on a database seeded before it', () => {
  it('gives every existing POS product its seed barcode, a valid EAN-13', { timeout: 90_000 }, async () => {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsUpTo(4) });
    const products = [...supermarketProducts, ...deviceProducts];
    for (const [index, p] of products.entries()) {
      await client.query(
        `insert into pos_products (id, product_code, brand, position, name, price, picture, family, category, sku, description)
         values ($1, $2, 'grandlucky', $3, $4, $5, '', $6, $7, $8, $9)`,
        [`P${index + 1}`, p.productCode, index + 1, p.name, p.price, p.family, p.category, `SKU-${p.productCode}`, p.description],
      );
    }
    await migrate(db, { migrationsFolder: migrationsUpTo(5) });
    const rows = (await client.query<{ position: number; barcode: string }>('select position, barcode from pos_products order by position')).rows;
    expect(rows).toHaveLength(29);
    for (const row of rows) {
      expect(row.barcode).toBe(posProductBarcode(row.position));
      expect(isValidEan13(row.barcode)).toBe(true);
    }
    const column = await client.query<{ is_nullable: string }>(
      "select is_nullable from information_schema.columns where table_name = 'pos_products' and column_name = 'barcode'",
    );
    expect(column.rows[0]?.is_nullable).toBe('NO');
  });
});
