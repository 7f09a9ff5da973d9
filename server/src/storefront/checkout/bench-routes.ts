import { and, count, eq, lte } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as bench from '#domain/platform/endpoints/bench.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { route } from '../../platform/http/endpoint.ts';
import { expireUnpaidOrders } from './checkout-service.ts';

/**
 * `npm run bench:expiry` only (BENCH_ROUTES=true, registered beside platform/health/bench-routes.ts):
 * every unpaid order made due at once, then one run of the order-expiry job, timed.
 */
export const checkoutBenchRoutes: FastifyPluginAsync = async (app) => {
  // One run of the order-expiry job (decision 018; the job of jobs.ts) over a backlog made due at once.
  route(app, bench.runOrderExpiry, async () => {
    const past = new Date(app.checkout.clock.now().getTime() - 60_000);
    const made = await app.db.update(orders).set({ paymentExpiresAt: past }).where(eq(orders.status, 'pending_payment')).returning({ id: orders.orderId });
    const began = performance.now();
    // As jobs.ts runs it at the default interval (60 s): three quarters of it as the run's budget.
    const { expired, paid } = await expireUnpaidOrders(app.checkout, { budgetMs: 45_000 });
    const milliseconds = performance.now() - began;
    const [left] = await app.db.select({ n: count() }).from(orders).where(and(eq(orders.status, 'pending_payment'), lte(orders.paymentExpiresAt, app.checkout.clock.now())));
    return { due: made.length, expired, paid, left: left?.n ?? 0, milliseconds };
  });

};
