import type { FastifyPluginAsync } from 'fastify';
import * as posReturns from '#domain/pos/endpoints/returns.ts';
import { route } from '../platform/http/endpoint.ts';
import { ManagerApprovals, PinThrottled } from './manager-approval.ts';
import { ReturnsService } from './returns.ts';
import { requireStoreAccess, storeOfSale } from './store-access.ts';

/** Returns at the till (decision 016): find the sale, list the approving managers, book the return. */
export const posReturnRoutes: FastifyPluginAsync = async (app) => {
  const returns = new ReturnsService(app.loyaltyEngine);
  const approvals = new ManagerApprovals(app.db, () => app.loyaltyEngine.now());

  // The store scope of decision 017 (store-access.ts): a sale of another store reads as forbidden.
  route(app, posReturns.lookupSale, async (request) => {
    const sale = await returns.lookupSale(request.query.q);
    await requireStoreAccess(app.db, request, sale.storeId);
    return { sale };
  });

  route(app, posReturns.listManagers, async (request) => {
    const { storeId } = request.query;
    if (storeId) await requireStoreAccess(app.db, request, storeId);
    return { managers: await approvals.managers(storeId) };
  });

  route(app, posReturns.createReturn, async (request, reply) => {
    const storeId = await storeOfSale(app.db, request.body.externalTransactionNumber);
    if (storeId) await requireStoreAccess(app.db, request, storeId);
    const { approval } = request.body;
    let approver;
    try {
      approver = await approvals.approve(approval.managerEmail, approval.pin, { storeId: storeId ?? '', cashierId: request.principal?.sub ?? '' });
    } catch (error) {
      if (error instanceof PinThrottled) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
    const principal = request.principal;
    const cashier = { userId: principal?.sub ?? 'unknown', name: principal?.name || principal?.email || 'Cashier' };
    const { replayed, response } = await returns.createReturn(request.body, cashier, approver);
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(replayed ? 200 : 201).send({ return: response });
  });
};
