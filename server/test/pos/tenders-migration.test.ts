import { afterAll, describe, expect, it } from 'vitest';
import { migrationSteps } from '../helpers/migration-steps.ts';

/**
 * Migration 0006 on a database with orders placed before it (decision 014): each order was paid in full by
 * its one payment method, so it gets that one tender; a free order gets none. Runs on PGlite: it is
 * about the SQL file.
 */
const steps = migrationSteps();
const { client } = steps;
afterAll(() => steps.close());

describe('migration 0006 on a database with POS orders', () => {
  it('gives every paid order one tender of its payment method, and no shift', { timeout: 90_000 }, async () => {
    await steps.migrateUpTo(5);
    const order = (id: string, external: string, method: string, total: number, points: number) =>
      client.query(
        `insert into pos_orders (id, external_transaction_number, store_id, payment_method, subtotal, total_tax, voucher_discount,
           points_redeemed, total_price, points_earned, tier_points_earned, response, created_at)
         values ($1, $2, 'STORE-001', $3, 67000, 7370, 0, $4, $5, 0, 0, '{}', now())`,
        [id, external, method, points, total],
      );
    await order('00000000-0000-4000-8000-000000000001', 'OLD-1', 'Debit', 74_370, 0);
    await order('00000000-0000-4000-8000-000000000002', 'OLD-2', 'QRIS', 0, 74_370);
    await steps.migrateUpTo(6);

    const tenders = await client.query('select order_id, position, kind, amount, tendered, change from pos_order_tenders order by order_id');
    expect(tenders.rows).toEqual([{ order_id: '00000000-0000-4000-8000-000000000001', position: 1, kind: 'Debit', amount: 74_370, tendered: null, change: 0 }]);
    const orders = await client.query('select external_transaction_number, shift_id, cash_rounding from pos_orders order by 1');
    expect(orders.rows).toEqual([
      { external_transaction_number: 'OLD-1', shift_id: null, cash_rounding: 0 },
      { external_transaction_number: 'OLD-2', shift_id: null, cash_rounding: 0 },
    ]);
  });
});
