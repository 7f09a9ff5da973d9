/**
 * Every endpoint declaration, by area (the file it is declared in). The server's route check, the
 * OpenAPI document and the browser build (web/vite/endpoints-for-browser.ts) read this.
 */
import type { AnyEndpoint } from './endpoint.ts';
import * as adminAudit from './admin-audit.ts';
import * as adminCatalog from './admin-catalog.ts';
import * as adminCases from './admin-cases.ts';
import * as adminDashboard from './admin-dashboard.ts';
import * as adminMembers from './admin-members.ts';
import * as adminOrders from './admin-orders.ts';
import * as adminExports from './admin-exports.ts';
import * as adminOutbox from './admin-outbox.ts';
import * as adminShop from './admin-shop.ts';
import * as adminProgramme from './admin-programme.ts';
import * as adminUsers from './admin-users.ts';
import * as bench from './bench.ts';
import * as cases from './cases.ts';
import * as catalog from './catalog.ts';
import * as identity from './identity.ts';
import * as loyalty from './loyalty.ts';
import * as marketing from './marketing.ts';
import * as mcCompat from './mc-compat.ts';
import * as membership from './membership.ts';
import * as platform from './platform.ts';
import * as pos from './pos.ts';
import * as posReturns from './returns.ts';
import * as receipts from './receipts.ts';
import * as sfCompat from './sf-compat.ts';
import * as shop from './shop.ts';
import * as checkout from './checkout.ts';
import * as storefront from './storefront.ts';

export const endpointAreas = { catalog, storefront, shop, checkout, cases, identity, loyalty, membership, pos, posReturns, receipts, marketing, sfCompat, mcCompat, platform, bench, adminUsers, adminAudit, adminMembers, adminCases, adminOutbox, adminCatalog, adminShop, adminDashboard, adminOrders, adminExports, adminProgramme } satisfies Record<string, Record<string, AnyEndpoint>>;

export const allEndpoints: AnyEndpoint[] = Object.values(endpointAreas).flatMap((area) => Object.values(area));

const names = new Map<AnyEndpoint, string>(
  Object.entries(endpointAreas).flatMap(([area, declarations]) =>
    Object.entries(declarations as Record<string, AnyEndpoint>).map(([name, declaration]) => [declaration, `${area}.${name}`] as const),
  ),
);

/** 'loyalty.getMemberProfile': the area and the exported name of a declaration (the OpenAPI operationId). */
export function endpointName(endpoint: AnyEndpoint): string {
  const name = names.get(endpoint);
  if (!name) throw new Error(`${endpoint.method} ${endpoint.path} is not declared in domain/endpoints/index.ts`);
  return name;
}
