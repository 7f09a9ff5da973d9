import type { FastifyPluginAsync } from 'fastify';
import * as posReturns from '#domain/pos/endpoints/returns.ts';
import { route } from '../platform/http/endpoint.ts';
import { ManagerApprovals, PinThrottled } from './manager-approval.ts';
import { ReturnsService } from './returns.ts';

/** Returns at the till (decision 016): find the sale, list the approving managers, book the return. */
export const posReturnRoutes: FastifyPluginAsync = async (app) => {
  const returns = new ReturnsService(app.loyaltyEngine);
  const approvals = new ManagerApprovals(app.db, () => app.loyaltyEngine.now());

  route(app, posReturns.lookupSale, async (request) => ({ sale: await returns.lookupSale(request.query.q) }));

  route(app, posReturns.listManagers, async ({ query }) => ({ managers: await approvals.managers(query.storeId) }));

  route(app, posReturns.createReturn, async (request, reply) => {
    const { approval } = request.body;
    let approver;
    try {
      approver = await approvals.approve(approval.managerEmail, approval.pin);
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
