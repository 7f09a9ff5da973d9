/** The back office's audit log (decision 017): read-only; entries are written with each back-office change. */
import { auditListQuery, auditListResponse } from '../api/admin.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Back office');

export const listAuditEntries = endpoint({
  method: 'GET',
  path: '/api/admin/audit',
  access: 'manager',
  summary: 'Audit entries newest first, 50 a page, filtered by user (e-mail prefix or id), entity, entity id and Jakarta dates.',
  query: auditListQuery,
  responses: { 200: auditListResponse },
});
