import type { FastifyInstance } from 'fastify';
import * as confirm from '#domain/pos/endpoints/member-confirmation.ts';
import { Forbidden } from '../platform/errors.ts';
import { requireShopper, requireStaff } from '../platform/http/auth.ts';
import { route } from '../platform/http/endpoint.ts';
import { membershipOf } from '../loyalty/index.ts';
import type { MemberConfirmations } from './member-confirmation.ts';
import { requireStoreAccess } from './store-access.ts';

/**
 * The member agrees at the till (docs/decisions/039-member-confirmation.md): the member area's code, and the
 * cashier's two ways to turn the member's agreement into a confirmation for the sale.
 */
export function memberConfirmationRoutes(app: FastifyInstance, confirmations: MemberConfirmations): void {
  const cashierOf = (request: Parameters<typeof requireStaff>[0]) => ({ id: requireStaff(request).sub });

  // The account's own membership only: staff reading a member's dashboard cannot make that member's code.
  route(app, confirm.issueMemberCode, async (request, reply) => {
    const { membershipNumber } = await membershipOf(app.db, requireShopper(request).sub);
    if (!membershipNumber) throw new Forbidden({ key: 'pos.confirm.errors.noMembership' });
    return reply.status(201).send(await confirmations.issueMemberCode(membershipNumber));
  });

  route(app, confirm.confirmWithMemberCode, async (request, reply) => {
    await requireStoreAccess(app.db, request, request.body.storeId);
    return reply.status(201).send(await confirmations.confirmWithMemberCode(request.body, cashierOf(request)));
  });

  route(app, confirm.sendOtp, async (request, reply) => {
    await requireStoreAccess(app.db, request, request.body.storeId);
    return reply.status(201).send(await confirmations.sendOtp(request.body, cashierOf(request)));
  });

  route(app, confirm.verifyOtp, async (request) => confirmations.verifyOtp(request.params.challengeId, request.body.code, cashierOf(request)));
}
