import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as pos from '#domain/pos/endpoints/sales.ts';
import { hasStaffRole } from '#domain/identity/roles.ts';
import { Conflict } from '../platform/errors.ts';
import { requireStaff } from '../platform/http/auth.ts';
import { route } from '../platform/http/endpoint.ts';
import { noOpenShiftMessage } from '../loyalty/index.ts';
import { tierChangeNotice, type Notifier } from '../notifications/index.ts';
import { ManagerApprovals } from './manager-approval.ts';
import { offlinePolicy } from './offline-policy.ts';
import { refusePastTillLimits } from './till-limits.ts';
import { requireStoreAccess, storeOfShift } from './store-access.ts';
import { PosCatalog } from './catalog.ts';
import { searchMembers } from './member-search.ts';
import { MemberConfirmations } from './member-confirmation.ts';
import { memberConfirmationRoutes } from './member-confirmation-routes.ts';
import { closeShift, currentShift, getZReport, listZReports, openShift, shiftExpectedCash, type Cashier } from './shifts.ts';

/** The signed-in cashier, as the shift records them. */
function cashierOf(request: FastifyRequest): Cashier {
  const principal = requireStaff(request);
  return { id: principal.sub, name: principal.name ?? principal.email ?? principal.sub, isManager: hasStaffRole(principal.roles, 'manager') };
}

/** The cashier checkout's store list and product grid (loyalty-pos.md §2 step 1), its sales and shifts. */
export const posRoutes: FastifyPluginAsync<{ notifier: Notifier }> = async (app, { notifier }) => {
  const catalog = new PosCatalog(app.db);
  const now = () => app.loyaltyEngine.now();

  route(app, pos.listStores, async (request) => ({ stores: await catalog.stores(request.query.brand) }));

  route(app, pos.listProducts, async (request) => ({ products: await catalog.products(request.query.brand) }));

  route(app, pos.searchMembers, async (request) => ({ members: await searchMembers(app.db, request.query.q) }));

  const approvals = new ManagerApprovals(app.db, now);

  // Decision 039: points and vouchers are spent only with the member's confirmation.
  const confirmations = new MemberConfirmations({ db: app.db, now, loyalty: app.loyalty, notifier });
  await confirmations.ready();
  memberConfirmationRoutes(app, confirmations);

  /**
   * A sale that lifted its member a tier (decision 031): they are told, once per sale (a replay finds the
   * key claimed). Rare, so the profile read for their name and address does not weigh on the till.
   */
  async function tellUpgrade(membershipNumber: string, transactionNumber: string): Promise<void> {
    try {
      const profile = await app.loyalty.getMemberProfile(membershipNumber);
      const tier = profile.memberTiers[0];
      if (!tier) return;
      await notifier.notifyMemberQuietly(
        tierChangeNotice({
          membershipNumber,
          name: profile.associatedContact.firstName,
          email: profile.associatedContact.email,
          tier: tier.loyaltyMemberTierName,
          direction: 'up',
          date: tier.tierEffectiveDate,
          cause: transactionNumber,
        }),
      );
    } catch (error) {
      app.log.error({ err: error, transactionNumber }, 'the tier upgrade message could not be queued');
    }
  }

  route(app, pos.placeOrder, async (request, reply) => {
    const [entry] = request.body.orders;
    if (!entry) throw new Error('unreachable: the schema requires one order');
    const cashier = cashierOf(request);
    await requireStoreAccess(app.db, request, entry.order.storeId);
    // An offline sale names its shift itself (decision 030).
    if (app.config.salesforce && !entry.order.offline) {
      // The hosted service books the order; the shift is ours. (The embedded engine checks it in the
      // order's own transaction, loyalty_place_order.)
      const shift = await currentShift(app.db, entry.order.storeId, cashier.id);
      if (!shift) throw new Conflict(noOpenShiftMessage(entry.order.storeId));
      await refusePastTillLimits(app.db, entry.order);
    }
    const claimed = await confirmations.claimForSale(entry.order, entry.newExternalTransactionNumber, cashier);
    const { replayed, response } = await app.loyalty
      .placeOrder({
        externalTransactionNumber: entry.newExternalTransactionNumber,
        order: await approvals.withCheckedApproval(entry.order),
        till: { cashierId: cashier.id },
      })
      .catch(async (error: unknown) => {
        if (claimed) await confirmations.release(claimed, entry.newExternalTransactionNumber);
        throw error;
      });
    // The member's receipt message (decision 032): what the sale earned and the balance after it. Queued
    // for a replay too, under the sale's own key: a till that lost the first answer retries, and the
    // message is queued once whichever answer got through.
    if (response.loyalty) {
      await notifier.notifyMemberQuietly({
        membershipNumber: response.loyalty.membershipNumber,
        event: 'receipt',
        values: { store: response.order.businessName, points: response.loyalty.pointsEarned, balance: response.loyalty.newPointsBalance },
        dedupeKey: `receipt:${response.externalTransactionNumber}`,
        email: null,
      });
      if (response.loyalty.tierUpgraded) await tellUpgrade(response.loyalty.membershipNumber, response.externalTransactionNumber);
    }
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(replayed ? 200 : 201).send({ orders: [response] });
  });

  // ---------------------------------------------------------------- selling offline (decision 030)

  route(app, pos.offlinePolicy, async (request) => {
    const storeId = request.query.store;
    await requireStoreAccess(app.db, request, storeId);
    return offlinePolicy(app.db, storeId, await approvals.offlineApprovers(storeId));
  });

  // ---------------------------------------------------------------- shifts (decision 014)

  route(app, pos.currentShift, async (request) => {
    await requireStoreAccess(app.db, request, request.query.storeId);
    return { shift: await currentShift(app.db, request.query.storeId, cashierOf(request).id), cashRounding: app.config.pos.cashRounding };
  });

  route(app, pos.openShift, async (request, reply) => {
    await requireStoreAccess(app.db, request, request.body.storeId);
    const { replayed, shift } = await openShift(app.db, request.body, cashierOf(request), now(), randomUUID);
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(replayed ? 200 : 201).send(shift);
  });

  route(app, pos.shiftExpectedCash, async (request) => {
    const storeId = await storeOfShift(app.db, request.params.shiftId);
    if (storeId) await requireStoreAccess(app.db, request, storeId);
    return shiftExpectedCash(app.db, request.params.shiftId, cashierOf(request));
  });

  route(app, pos.closeShift, async (request, reply) => {
    const storeId = await storeOfShift(app.db, request.params.shiftId);
    if (storeId) await requireStoreAccess(app.db, request, storeId);
    const { replayed, report } = await closeShift(app.db, request.params.shiftId, request.body.countedCash, cashierOf(request), now);
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(replayed ? 200 : 201).send(report);
  });

  route(app, pos.listZReports, async (request) => {
    await requireStoreAccess(app.db, request, request.query.storeId);
    return { reports: await listZReports(app.db, request.query.storeId) };
  });

  route(app, pos.getZReport, async (request) => {
    await requireStoreAccess(app.db, request, request.params.storeId);
    return getZReport(app.db, request.params.storeId, request.params.zNumber);
  });
};
