import type { FastifyPluginAsync } from 'fastify';
import * as adminReferrals from '#domain/back-office/endpoints/referrals.ts';
import { requireShopper } from '../../platform/http/auth.ts';
import { route } from '../../platform/http/endpoint.ts';
import { getReferralSettings, listReferrals, updateReferralSettings } from './referrals.ts';

/** Referrals in the back office (decision 033): the programme's referral rules, and the referrals with their status. */
export const adminReferralRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminReferrals.getReferralSettings, async () => getReferralSettings(app.db));
  route(app, adminReferrals.updateReferralSettings, async (request) => {
    try {
      return await updateReferralSettings(app.db, requireShopper(request), request.body);
    } finally {
      // The programme's version moved: the engine's cached copy of it is read again.
      app.loyaltyEngine.referenceCache.invalidate();
    }
  });
  route(app, adminReferrals.listReferrals, async (request) => listReferrals(app.db, request.query));
};
