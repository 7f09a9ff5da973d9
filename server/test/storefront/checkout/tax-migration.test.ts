import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../src/platform/db/client.ts';
import { migrationSteps } from '../../helpers/migration-steps.ts';

/**
 * Migration 0035 (docs/decisions/038-tax.md) on a database written before it: the orders and till sales
 * already booked keep showing what they charged (online: PPN added on top; till: PPN on the lines before
 * the voucher), and everything booked afterwards, by writers that name neither column, is the new rule.
 * Runs on PGlite: it is about the SQL file.
 */
const steps = migrationSteps();
const { client } = steps;
afterAll(() => steps.close());

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
const taxIdx = journal.entries.find((entry) => entry.tag === '0035_tax')!.idx;

const posOrder = (id: string, number: string) =>
  client.query(
    `insert into pos_orders (id, external_transaction_number, store_id, payment_method, subtotal, total_tax, voucher_discount,
       points_redeemed, total_price, points_earned, tier_points_earned, response, created_at)
     values ($1, $2, 'STORE-001', 'QRIS', 87000, 9570, 10000, 0, 86570, 0, 0, '{}', now())`,
    [id, number],
  );
const shopOrder = (id: string, number: string) =>
  client.query(`insert into orders (order_id, order_number, status, total_idr, ppn_idr) values ($1, $2, 'paid', 1470890, 153890)`, [id, number]);

describe('migration 0035 on a database with orders and sales', () => {
  it('marks what was booked before as taxed the old way and what is booked after as the new rule', { timeout: 90_000 }, async () => {
    await steps.migrateUpTo(taxIdx - 1);
    await shopOrder('00000000-0000-4000-8000-000000000001', 'LMB-OLDOLDOL');
    await posOrder('00000000-0000-4000-8000-000000000002', 'OLD-1');
    await steps.migrateUpTo(taxIdx);
    await shopOrder('00000000-0000-4000-8000-000000000003', 'LMB-NEWNEWNE');
    await posOrder('00000000-0000-4000-8000-000000000004', 'NEW-1');

    expect((await client.query('select order_number, ppn_included from orders order by order_id')).rows).toEqual([
      { order_number: 'LMB-OLDOLDOL', ppn_included: false },
      { order_number: 'LMB-NEWNEWNE', ppn_included: true },
    ]);
    expect((await client.query('select external_transaction_number, tax_after_discount from pos_orders order by id')).rows).toEqual([
      { external_transaction_number: 'OLD-1', tax_after_discount: false },
      { external_transaction_number: 'NEW-1', tax_after_discount: true },
    ]);
  });
});
