import { afterAll, describe, expect, it } from 'vitest';
import { migrationSteps } from '../helpers/migration-steps.ts';
import { isValidEan13 } from '#domain/pos/ean13.ts';
import { deviceProducts, posProductBarcode, supermarketProducts } from '../../src/seed/data/pos.ts';

/**
 * Migration 0005 on a database seeded before it: its 29 POS products get the barcodes the
 * seed gives new databases, then the column becomes NOT NULL. Runs on PGlite: it is about the SQL file.
 */
const steps = migrationSteps();
const { client } = steps;
afterAll(() => steps.close());

describe('migration 0005 on a database seeded before it', () => {
  it('gives every existing POS product its seed barcode, a valid EAN-13', { timeout: 90_000 }, async () => {
    await steps.migrateUpTo(4);
    const products = [...supermarketProducts, ...deviceProducts];
    for (const [index, p] of products.entries()) {
      await client.query(
        `insert into pos_products (id, product_code, brand, position, name, price, picture, family, category, sku, description)
         values ($1, $2, 'grandlucky', $3, $4, $5, '', $6, $7, $8, $9)`,
        [`P${index + 1}`, p.productCode, index + 1, p.name, p.price, p.family, p.category, `SKU-${p.productCode}`, p.description],
      );
    }
    await steps.migrateUpTo(5);
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
