import type { FastifyPluginAsync } from 'fastify';
import * as adminOrders from '#domain/back-office/endpoints/orders.ts';
import { requireShopper } from '../../platform/http/auth.ts';
import { route } from '../../platform/http/endpoint.ts';
import { storeScopeOf } from '../../identity/index.ts';
import type { Receipts } from '../../pos/index.ts';
import { listLatePayments } from '../../storefront/index.ts';
import { listOrders, posOrderDetail, storefrontOrderDetail } from './orders.ts';
import { listSyncConflicts } from './sync-conflicts.ts';

/**
 * The back office's orders (decision 024): the list and each order's detail. A storefront order's
 * status moves stay on the checkout's endpoint (POST /api/back-office/shop-orders/:orderNumber/status),
 * audited as a back-office write.
 */
export const adminOrdersRoutes: FastifyPluginAsync<{ receipts: Receipts }> = async (app, { receipts }) => {
  // A manager with stores assigned sees only those stores' POS orders (decision 017, server/src/identity/store-scope.ts).
  route(app, adminOrders.listOrders, async (request) => listOrders(app.db, { ...request.query, stores: await storeScopeOf(app.db, requireShopper(request)) }));
  route(app, adminOrders.getStorefrontOrder, async (request) => storefrontOrderDetail(app.db, request.params.orderNumber));
  route(app, adminOrders.getPosOrder, async (request) =>
    posOrderDetail(app.db, receipts, request.params.transactionNumber, await storeScopeOf(app.db, requireShopper(request))),
  );
  // The offline sync report (decision 030), in the manager's stores like the orders.
  route(app, adminOrders.listSyncConflicts, async (request) => listSyncConflicts(app.db, { ...request.query, stores: await storeScopeOf(app.db, requireShopper(request)) }));
  // Payments that came after their order expired (decision 036): online orders, so no store scope.
  route(app, adminOrders.listLatePayments, async () => ({ payments: await listLatePayments(app.db) }));
};
