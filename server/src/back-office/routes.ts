import type { FastifyPluginAsync } from 'fastify';
import * as adminAudit from '#domain/back-office/endpoints/audit.ts';
import * as adminCases from '#domain/back-office/endpoints/cases.ts';
import * as adminMailLog from '#domain/back-office/endpoints/email-log.ts';
import * as adminMembers from '#domain/back-office/endpoints/members.ts';
import * as adminOutbox from '#domain/back-office/endpoints/outbox.ts';
import * as adminUsers from '#domain/back-office/endpoints/users.ts';
import { requireShopper } from '../platform/http/auth.ts';
import { shopLanguage } from '../platform/texts.ts';
import { route } from '../platform/http/endpoint.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { ManagerApprovals, type Receipts } from '../pos/index.ts';
import { inScope, storeScopeOf } from '../identity/index.ts';
import { backOfficeWrite } from '../platform/audit.ts';
import { Forbidden } from '../platform/errors.ts';
import { listAuditEntries } from './audit/audit.ts';
import { adminCatalogRoutes } from './catalog/routes.ts';
import { adminShopRoutes } from './shop/routes.ts';
import { adminDashboardRoutes } from './dashboard/routes.ts';
import { csvExportRoutes } from './exports/csv-exports.ts';
import { adminOrdersRoutes } from './orders/routes.ts';
import { adminProgrammeRoutes } from './programme/routes.ts';
import { adminNotificationRoutes } from './notifications/routes.ts';
import { adminReferralRoutes } from './referrals/routes.ts';
import { getCase, listCases, replyToCase, updateCase } from './cases/cases.ts';
import { getMailLogMessage, listMailLog } from './email-log/email-log.ts';
import { getMember, memberLedger, searchMembers, setMemberBlocked } from './members/members.ts';
import { listJourneyEvents, retryJourneyEvent } from './outbox/outbox.ts';
import { adjustPoints } from './members/points-adjustment.ts';
import { listUsers, setManagerStores, setUserBlocked, setUserRoles } from './users/users.ts';

/** The back office's endpoints (decision 017): each declares manager or admin access, checked before the handler. */
export const adminRoutes: FastifyPluginAsync<{ mailer: Mailer; receipts: Receipts }> = async (app, { mailer, receipts }) => {
  await app.register(adminCatalogRoutes);
  await app.register(adminShopRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminOrdersRoutes, { receipts });
  await app.register(csvExportRoutes);
  await app.register(adminProgrammeRoutes);
  await app.register(adminNotificationRoutes);
  await app.register(adminReferralRoutes);

  route(app, adminUsers.session, async (request) => {
    const { sub, email, name, roles } = requireShopper(request);
    return { userId: sub, email, name, roles };
  });

  route(app, adminUsers.listUsers, async (request) => listUsers(app.db, request.query.q, request.query.after));

  route(app, adminUsers.setUserRoles, async (request) =>
    setUserRoles(app.db, requireShopper(request), request.params.userId, request.body.roles),
  );

  route(app, adminUsers.setUserBlocked, async (request) =>
    setUserBlocked(app.db, requireShopper(request), request.params.userId, request.body.blocked),
  );

  route(app, adminUsers.setManagerStores, async (request) =>
    setManagerStores(app.db, requireShopper(request), request.params.userId, request.body.storeIds),
  );

  // The e-mail log (decision 035): admins only, the messages carry sign-in links and codes.
  const smtpConfigured = Boolean(app.config.mail.smtpUrl);
  route(app, adminMailLog.listMailLog, async (request) => listMailLog(app.db, request.query, smtpConfigured));
  route(app, adminMailLog.getMailLogMessage, async (request) => getMailLogMessage(app.db, request.params.id, smtpConfigured));

  // Tills where a manager's approvals are locked after wrong PINs (decision 016), in the caller's stores.
  const approvals = new ManagerApprovals(app.db, () => app.loyaltyEngine.now());
  route(app, adminUsers.listPinLockouts, async (request) => {
    const scope = await storeScopeOf(app.db, requireShopper(request));
    return { lockouts: await approvals.lockouts((storeId) => inScope(scope, storeId)) };
  });
  route(app, adminUsers.unlockPin, async (request) => {
    const actor = requireShopper(request);
    if (!inScope(await storeScopeOf(app.db, actor), request.body.storeId)) throw new Forbidden({ key: 'pos.errors.outsideStores', values: { store: request.body.storeId } });
    const unlocked = await backOfficeWrite(app.db, actor, async (tx) => {
      const count = await approvals.unlock(tx, request.body);
      return {
        result: count,
        audit: count > 0 ? { action: 'pin-unlock', entity: 'user', entityId: request.body.managerEmail, before: { failures: count }, after: { storeId: request.body.storeId, cashierId: request.body.cashierId } } : null,
      };
    });
    return { unlocked };
  });

  route(app, adminAudit.listAuditEntries, async (request) => listAuditEntries(app.db, request.query));

  route(app, adminMembers.searchMembers, async (request) => ({ members: await searchMembers(app.db, request.query.q) }));

  route(app, adminMembers.getMember, async (request) => getMember(app.loyaltyEngine, request.params.membershipNumber));

  route(app, adminMembers.memberLedger, async (request) => memberLedger(app.db, request.params.membershipNumber, request.query.cursor));

  route(app, adminMembers.adjustPoints, async (request, reply) => {
    const { replayed, response } = await adjustPoints(app.loyaltyEngine, requireShopper(request), {
      membershipNumber: request.params.membershipNumber,
      ...request.body,
    });
    return reply.status(replayed ? 200 : 201).send(response);
  });

  route(app, adminMembers.blockMember, async (request) =>
    setMemberBlocked(app.db, requireShopper(request), request.params.membershipNumber, true, request.body.note),
  );

  route(app, adminMembers.unblockMember, async (request) =>
    setMemberBlocked(app.db, requireShopper(request), request.params.membershipNumber, false, request.body.note),
  );

  route(app, adminCases.listCases, async (request) => listCases(app.db, request.query));

  route(app, adminCases.getCase, async (request) => getCase(app.db, request.params.caseNumber));

  route(app, adminCases.updateCase, async (request) => updateCase(app.db, requireShopper(request), request.params.caseNumber, request.body));

  route(app, adminCases.replyToCase, async (request, reply) =>
    reply.status(201).send(await replyToCase(app.db, mailer, requireShopper(request), request.params.caseNumber, request.body.body, shopLanguage(app))),
  );

  route(app, adminOutbox.listJourneyEvents, async (request) => listJourneyEvents(app.db, request.query));

  route(app, adminOutbox.retryJourneyEvent, async (request) => retryJourneyEvent(app.db, requireShopper(request), request.params.id));
};
