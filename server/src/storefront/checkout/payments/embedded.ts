import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { EmbeddedNotification, SimCharge } from '#domain/storefront/api/checkout.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/client.ts';
import { paymentSimCharges } from '../../../platform/db/schema/index.ts';
import type { ChargeRequest, PaymentProvider, StartedCharge } from './provider.ts';
import { qrisPayload } from './qris.ts';

const SIM_MERCHANT_NAME = 'Lumbung';
const SIM_VA_BANK = 'BCA';
const SIM_WALLET = 'GoPay';

type ChargeRow = typeof paymentSimCharges.$inferSelect;

const payUrlOf = (chargeId: string) => `/pay/${encodeURIComponent(chargeId)}`;

/**
 * The embedded payment gateway (decision 018): it keeps its own charges, issues a QRIS payload, a BCA
 * virtual account number or a GoPay link per order, offers a pay page that plays the shopper's bank app,
 * and tells the shop about payments by a signed webhook (payments/routes.ts), as a hosted gateway
 * does. Nothing leaves the server; for development, demos and tests, not for taking real money.
 */
export function embeddedProvider(db: Database, clock: Clock): PaymentProvider {
  return {
    name: 'embedded',
    async createCharge(request: ChargeRequest): Promise<StartedCharge> {
      const chargeId = `sim_${randomBytes(12).toString('hex')}`;
      const vaNumber = `8860${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e3)).padStart(3, '0')}`;
      const qrString = qrisPayload({ reference: request.orderNumber, amount: request.amount, merchantName: SIM_MERCHANT_NAME, city: 'JAKARTA' });
      // A retried checkout asks again for the same order: the gateway answers with the first charge.
      await db
        .insert(paymentSimCharges)
        .values({
          chargeId,
          orderNumber: request.orderNumber,
          amountIdr: request.amount,
          method: request.method,
          status: 'pending',
          qrString: request.method === 'qris' ? qrString : null,
          vaNumber: request.method === 'bank_va' ? vaNumber : null,
          expiresAt: request.expiresAt,
          createdAt: clock.now(),
        })
        .onConflictDoNothing();
      const [row] = await db.select().from(paymentSimCharges).where(eq(paymentSimCharges.orderNumber, request.orderNumber));
      if (!row) throw new Error(`The embedded gateway lost the charge of ${request.orderNumber}`);
      return startedCharge(row);
    },
    async refund(request) {
      // The simulator gives back a paid charge; a second refund with the charge refunded already is the same refund.
      const [row] = await db
        .update(paymentSimCharges)
        .set({ status: 'refunded' })
        .where(and(eq(paymentSimCharges.orderNumber, request.orderNumber), inArray(paymentSimCharges.status, ['paid', 'refunded'])))
        .returning({ chargeId: paymentSimCharges.chargeId });
      if (!row) throw new Error(`The embedded gateway holds no payment of ${request.orderNumber} to refund`);
      return 'refunded';
    },
    async chargeStatus(orderNumber) {
      const [row] = await db.select().from(paymentSimCharges).where(eq(paymentSimCharges.orderNumber, orderNumber));
      if (!row) return null;
      const state = row.status === 'paid' || row.status === 'refunded' ? 'paid' : row.status === 'expired' || row.expiresAt <= clock.now() ? 'expired' : 'pending';
      return { state, amount: row.amountIdr, eventKey: `poll:${row.chargeId}:${state}`, reference: row.chargeId };
    },
  };
}

function startedCharge(row: ChargeRow): StartedCharge {
  const payUrl = payUrlOf(row.chargeId);
  const instructions =
    row.method === 'qris'
      ? { kind: 'qris' as const, qrString: row.qrString ?? '' }
      : row.method === 'bank_va'
        ? { kind: 'va' as const, bank: SIM_VA_BANK, vaNumber: row.vaNumber ?? '' }
        : { kind: 'ewallet' as const, wallet: SIM_WALLET, deeplinkUrl: payUrl };
  return { reference: row.chargeId, instructions, payUrl };
}

export function simChargeView(row: ChargeRow, now: Date): SimCharge {
  const status = row.status === 'pending' && row.expiresAt <= now ? 'expired' : (row.status as SimCharge['status']);
  return {
    chargeId: row.chargeId,
    merchant: SIM_MERCHANT_NAME,
    orderNumber: row.orderNumber,
    amount: row.amountIdr,
    method: row.method,
    status,
    expiresAt: row.expiresAt.toISOString(),
    qrString: row.qrString,
    vaNumber: row.vaNumber,
  };
}

export async function findSimCharge(db: Database, chargeId: string): Promise<ChargeRow | null> {
  const [row] = await db.select().from(paymentSimCharges).where(eq(paymentSimCharges.chargeId, chargeId));
  return row ?? null;
}

/** Pays a pending, unexpired charge once; null when it was not pending (paid already, or expired). */
export async function markSimChargePaid(db: Database, chargeId: string, now: Date): Promise<ChargeRow | null> {
  const [row] = await db
    .update(paymentSimCharges)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(paymentSimCharges.chargeId, chargeId), eq(paymentSimCharges.status, 'pending'), gt(paymentSimCharges.expiresAt, sql`${now.toISOString()}::timestamptz`)))
    .returning();
  return row ?? null;
}

export function paidNotification(row: ChargeRow, now: Date): EmbeddedNotification {
  return {
    eventId: `evt_${row.chargeId}_paid`,
    chargeId: row.chargeId,
    orderNumber: row.orderNumber,
    status: 'paid',
    amount: row.amountIdr,
    occurredAt: (row.paidAt ?? now).toISOString(),
  };
}
