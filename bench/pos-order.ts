import { createHash } from 'node:crypto';
import { REWARD_POINTS } from '#domain/loyalty/programme.ts';

/**
 * The POS order of the order-placement scenario and of its own ceiling (bench/bare-postgres.ts): the
 * i-th order of a set of fixtures (/__bench/loyalty-fixtures) belongs to member i mod members, so
 * concurrent orders rarely share one, and uses that member's next voucher and 1,000 Reward Points.
 */
export interface LoyaltyFixtures {
  /** Membership numbers are `{prefix}-{n}`, voucher codes `{prefix}-{n}-{k}` (n, k from 1). */
  prefix: string;
  members: number;
  vouchersPerMember: number;
}

/**
 * The member's confirmation order i spends (decision 039): the id the fixtures gave it, md5('{prefix}-mc-{i}')
 * made a version-4 UUID (the 13th digit 4, the 17th 8), which the order's schema requires.
 */
export function benchConfirmationId(fixtures: Pick<LoyaltyFixtures, 'prefix'>, i: number): string {
  const md5 = createHash('md5').update(`${fixtures.prefix}-mc-${i}`).digest('hex');
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function benchPosOrder(fixtures: LoyaltyFixtures, storeId: string, i: number) {
  const member = (i % fixtures.members) + 1;
  const voucher = (Math.floor(i / fixtures.members) % fixtures.vouchersPerMember) + 1;
  const membershipNumber = `${fixtures.prefix}-${member}`;
  const voucherCode = `${fixtures.prefix}-${member}-${voucher}`;
  return {
    membershipNumber,
    voucherCode,
    order: {
      storeId,
      membershipNumber,
      payment_gateway_names: ['QRIS'],
      currency: 'IDR',
      financial_status: 'paid',
      discount_codes: [{ code: voucherCode }],
      pointsRedemption: { points: 1_000, programCurrencyName: REWARD_POINTS },
      memberConfirmation: benchConfirmationId(fixtures, i),
      line_items: [
        { productCode: 'GL-MLK-006', quantity: 1 },
        { productCode: 'GL-FRU-002', quantity: 2 },
        { productCode: 'GL-SEA-002', quantity: 1 },
      ],
    },
  };
}

/** How bench/run.ts starts the bare node-postgres server (bench/server.ts startBarePostgres). */
export interface BarePostgresOptions {
  port: number;
  databaseUrl: string;
  workers: number;
  /** The fixtures its POST /orders/:i places from, at this store, in this cashier's open shift. */
  orders: { fixtures: LoyaltyFixtures; storeId: string; cashierId: string } | null;
}
