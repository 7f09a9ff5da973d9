import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as notifications from '#domain/notifications/endpoints/settings.ts';
import { CASHIER_ROLE, hasStaffRole } from '#domain/identity/roles.ts';
import { NotFound } from '../platform/errors.ts';
import { requireShopper, type OwnerCheck } from '../platform/http/auth.ts';
import { route } from '../platform/http/endpoint.ts';
import { readerLanguage } from '../platform/texts.ts';
import type { Notifier } from './notifier.ts';
import type { ConsentActor } from './settings.ts';

export interface NotificationRouteOptions {
  notifier: Notifier;
  /** The member area's owner check (loyalty's): a member's settings are theirs and the till's. */
  owner: OwnerCheck;
  /** Whether the loyalty service knows this member (a cashier may type any number). */
  memberExists(membershipNumber: string): Promise<boolean>;
}

/**
 * A member's notification settings (their page and the till) and the stop link every message carries
 * (docs/decisions/032-notifications.md).
 */
export const notificationRoutes: FastifyPluginAsync<NotificationRouteOptions> = async (app, { notifier, owner, memberExists }) => {
  /** Who changes the settings, and where: a cashier at the till (and its store), or the member on their page. */
  function actorOf(request: FastifyRequest, storeId: string | undefined): ConsentActor {
    const principal = requireShopper(request);
    return hasStaffRole(principal.roles, CASHIER_ROLE) ? { source: 'till', by: principal.sub, storeId: storeId ?? null } : { source: 'profile', by: principal.sub };
  }

  /** An owner's membership exists (it is linked); a number a cashier typed is checked. */
  async function requireMember(request: FastifyRequest, membershipNumber: string) {
    if (!hasStaffRole(requireShopper(request).roles, CASHIER_ROLE)) return;
    if (!(await memberExists(membershipNumber))) throw new NotFound({ key: 'loyalty.errors.memberNotFound', values: { membershipNumber } });
  }

  route(
    app,
    notifications.getNotificationSettings,
    async (request) => {
      await requireMember(request, request.params.membershipNumber);
      return notifier.settingsOf(request.params.membershipNumber);
    },
    { owner },
  );

  route(
    app,
    notifications.updateNotificationSettings,
    async (request) => {
      const { membershipNumber } = request.params;
      await requireMember(request, membershipNumber);
      const { storeId, ...change } = request.body;
      return notifier.changeSettings(membershipNumber, change, actorOf(request, storeId), readerLanguage(request));
    },
    { owner },
  );

  route(app, notifications.stopMessages, async (request) => {
    await notifier.stopByLink(request.body.token, request.body.channel);
    return { channel: request.body.channel, stopped: true as const };
  });
};
