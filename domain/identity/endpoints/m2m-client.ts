/** The embedded provider's machine-to-machine client in the back office (decision 037): admins only. */
import { m2mClient, m2mClientSecret } from '../api/m2m-client.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Back office');

export const getM2mClient = endpoint({
  method: 'GET',
  path: '/api/admin/identity/m2m-client',
  access: 'admin',
  summary: "The embedded provider's machine-to-machine client: id, domain, Management API audience, where its secret comes from.",
  responses: { 200: m2mClient },
});

export const revealM2mSecret = endpoint({
  method: 'POST',
  path: '/api/admin/identity/m2m-client/secret',
  access: 'admin',
  summary: "Shows the machine-to-machine client's secret; recorded in the audit log.",
  responses: { 200: m2mClientSecret },
});

export const rotateM2mSecret = endpoint({
  method: 'POST',
  path: '/api/admin/identity/m2m-client/rotate',
  access: 'admin',
  summary: 'Replaces the generated secret with a new one; the old one stops working at once (tokens already issued run out). Recorded in the audit log.',
  responses: { 200: m2mClientSecret },
  errors: { 409: 'The secret is set by AUTH0_M2M_CLIENT_SECRET: change it there.' },
});
