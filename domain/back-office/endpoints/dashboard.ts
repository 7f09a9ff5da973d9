/** The back office's dashboard (decision 022): read-only figures for managers and admins. */
import { dashboardQuery, dashboardResponse } from '../api/dashboard.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Back office');

export const getDashboard = endpoint({
  method: 'GET',
  path: '/api/admin/dashboard',
  access: 'manager',
  summary:
    'Today and the days before it (days=1..90, default 30), by Asia/Jakarta day: sales per channel (storefront, each POS brand), Reward Points issued, redeemed and expired, vouchers issued and used, members by tier, top products by quantity and revenue. A manager with stores assigned sees the POS sales and top products of those stores only; an admin, or a manager without stores, sees every store.',
  query: dashboardQuery,
  responses: { 200: dashboardResponse },
});
