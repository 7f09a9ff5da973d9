import type { FastifyPluginAsync } from 'fastify';
import * as adminDashboard from '#domain/back-office/endpoints/dashboard.ts';
import { requireShopper } from '../../platform/http/auth.ts';
import { route } from '../../platform/http/endpoint.ts';
import { storeScopeOf } from '../../identity/index.ts';
import { dashboardRange, loadDashboard } from './dashboard.ts';

/** The back office's dashboard (decision 022): manager access, checked by route() before the handler. */
export const adminDashboardRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminDashboard.getDashboard, async (request) => {
    const { days } = request.query;
    // A manager with stores assigned sees the POS figures of those stores only (decision 017).
    return loadDashboard(app.db, dashboardRange(app.loyaltyEngine.today(), days), days, await storeScopeOf(app.db, requireShopper(request)));
  });
};
