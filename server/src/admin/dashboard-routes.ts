import type { FastifyPluginAsync } from 'fastify';
import * as adminDashboard from '#domain/endpoints/admin-dashboard.ts';
import { route } from '../http/endpoint.ts';
import { dashboardRange, loadDashboard } from './dashboard.ts';

/** The back office's dashboard (issue 16 §7): manager access, checked by route() before the handler. */
export const adminDashboardRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminDashboard.getDashboard, async (request) => {
    const { days } = request.query;
    return loadDashboard(app.db, dashboardRange(app.loyaltyEngine.today(), days), days);
  });
};
