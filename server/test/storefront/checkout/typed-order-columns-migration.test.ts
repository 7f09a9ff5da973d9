import { afterAll, describe, expect, it } from 'vitest';
import { migrationSteps } from '../../helpers/migration-steps.ts';

/**
 * Migration 0021 on a database written before it (docs/decisions/028-typed-order-columns.md): a storefront
 * order placed through the old one-step endpoint (status 'legacy', no number, contact or payment) becomes
 * expired; checkout and POS orders keep what they had; from then on the status, the payment methods and
 * the status column's missing default hold only the domain's values. Runs on PGlite: it is about the SQL file.
 */
const steps = migrationSteps();
const { client } = steps;
afterAll(() => steps.close());

const LEGACY = '00000000-0000-4000-8000-000000000001';
const CHECKOUT = '00000000-0000-4000-8000-000000000002';
const POS = '00000000-0000-4000-8000-000000000003';

const refusal = async (statement: string): Promise<string> => {
  try {
    await client.query(statement);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return 'accepted';
};

describe('migration 0021 on a database with orders of every kind', () => {
  it('expires the legacy orders, keeps the others, and then refuses values outside the domain', { timeout: 90_000 }, async () => {
    await steps.migrateUpTo(19);
    await client.query(`insert into orders (order_id, shopper_sub, total_idr, created_at) values ($1, 'auth0|ani', 1399000, '2026-01-05T03:00:00Z')`, [LEGACY]);
    await client.query(
      `insert into orders (order_id, total_idr, order_number, status, payment_method, contact_email) values ($1, 1470890, 'LMB-AAAAAAAA', 'pending_payment', 'qris', 'ani@example.com')`,
      [CHECKOUT],
    );
    await client.query(
      `insert into pos_orders (id, external_transaction_number, store_id, payment_method, subtotal, total_tax, voucher_discount,
         points_redeemed, total_price, points_earned, tier_points_earned, response, created_at)
       values ($1, 'OLD-1', 'STORE-001', 'Credit Card', 67000, 7370, 0, 0, 74370, 0, 0, '{}', now())`,
      [POS],
    );
    await steps.migrateUpTo(20);

    const orders = await client.query('select order_id, order_number, status, payment_method, closed_at from orders order by order_id');
    expect(orders.rows).toEqual([
      { order_id: LEGACY, order_number: null, status: 'expired', payment_method: null, closed_at: null },
      { order_id: CHECKOUT, order_number: 'LMB-AAAAAAAA', status: 'pending_payment', payment_method: 'qris', closed_at: null },
    ]);
    expect((await client.query('select payment_method from pos_orders')).rows).toEqual([{ payment_method: 'Credit Card' }]);

    // The status has no default: a writer that names none is refused, and so is 'legacy' or a made-up value.
    expect(await refusal(`insert into orders (order_id, total_idr) values ('00000000-0000-4000-8000-000000000004', 1)`)).toMatch(/null value in column "status"/);
    expect(await refusal(`update orders set status = 'legacy' where order_id = '${LEGACY}'`)).toMatch(/orders_status/);
    expect(await refusal(`update orders set payment_method = 'cash' where order_id = '${CHECKOUT}'`)).toMatch(/orders_payment_method/);
    expect(await refusal(`update pos_orders set payment_method = 'qris' where id = '${POS}'`)).toMatch(/pos_orders_payment_method/);
    expect(await refusal(`update pos_orders set payment_method = 'Debit' where id = '${POS}'`)).toBe('accepted');

    // The indexes on the status column are the ones from before (the column stays text).
    const indexes = await client.query<{ indexname: string }>(`select indexname from pg_indexes where tablename = 'orders' and indexdef like '%status%' order by 1`);
    expect(indexes.rows.map((r) => r.indexname)).toEqual(['orders_pending_expiry_idx', 'orders_status_created']);
  });
});
