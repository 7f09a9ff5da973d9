/**
 * Every endpoint declaration, by area (`domain/<context>/endpoints/<area>.ts`). The server's route check, the
 * OpenAPI document and the browser build (web/vite/endpoints-for-browser.ts) read this.
 */
import type { AnyEndpoint } from './platform/endpoint.ts';
import * as adminAudit from './back-office/endpoints/audit.ts';
import * as adminCatalog from './back-office/endpoints/catalog.ts';
import * as adminCases from './back-office/endpoints/cases.ts';
import * as adminDashboard from './back-office/endpoints/dashboard.ts';
import * as adminMembers from './back-office/endpoints/members.ts';
import * as adminOrders from './back-office/endpoints/orders.ts';
import * as adminExports from './back-office/endpoints/exports.ts';
import * as adminOutbox from './back-office/endpoints/outbox.ts';
import * as adminMailLog from './back-office/endpoints/email-log.ts';
import * as adminNotifications from './back-office/endpoints/notifications.ts';
import * as adminReferrals from './back-office/endpoints/referrals.ts';
import * as adminShop from './back-office/endpoints/shop.ts';
import * as adminProgramme from './back-office/endpoints/programme.ts';
import * as adminUsers from './back-office/endpoints/users.ts';
import * as bench from './platform/endpoints/bench.ts';
import * as cases from './storefront/endpoints/help.ts';
import * as catalog from './storefront/endpoints/catalog.ts';
import * as identity from './identity/endpoints/account.ts';
import * as loyalty from './loyalty/endpoints/members.ts';
import * as loyaltyProgramme from './loyalty/endpoints/programme.ts';
import * as marketing from './marketing/endpoints/journey-events.ts';
import * as mcCompat from './compat/endpoints/mc.ts';
import * as notifications from './notifications/endpoints/settings.ts';
import * as whatsappWebhook from './notifications/endpoints/whatsapp-webhook.ts';
import * as membership from './loyalty/endpoints/membership.ts';
import * as platform from './platform/endpoints/platform.ts';
import * as pos from './pos/endpoints/sales.ts';
import * as posReturns from './pos/endpoints/returns.ts';
import * as posMemberConfirmation from './pos/endpoints/member-confirmation.ts';
import * as receipts from './pos/endpoints/receipts.ts';
import * as sfCompat from './compat/endpoints/sf.ts';
import * as shop from './storefront/endpoints/orders.ts';
import * as checkout from './storefront/endpoints/checkout.ts';
import * as storefront from './storefront/endpoints/content.ts';

/**
 * Every area: its name (the first half of each declaration's OpenAPI operationId, 'loyalty.getMemberProfile',
 * kept stable for the clients generated from that document) and the module it is declared in.
 */
export const endpointAreas = { catalog, storefront, shop, checkout, cases, identity, loyalty, loyaltyProgramme, membership, notifications, whatsappWebhook, pos, posReturns, posMemberConfirmation, receipts, marketing, sfCompat, mcCompat, platform, bench, adminUsers, adminAudit, adminMembers, adminCases, adminOutbox, adminMailLog, adminCatalog, adminShop, adminDashboard, adminOrders, adminExports, adminProgramme, adminNotifications, adminReferrals } satisfies Record<string, Record<string, AnyEndpoint>>;
export type EndpointArea = keyof typeof endpointAreas;

/** The file of each area under domain/ (the browser build serves these without their schemas; a test checks each). */
export const endpointAreaFiles: Record<EndpointArea, string> = {
  catalog: 'storefront/endpoints/catalog.ts',
  storefront: 'storefront/endpoints/content.ts',
  shop: 'storefront/endpoints/orders.ts',
  checkout: 'storefront/endpoints/checkout.ts',
  cases: 'storefront/endpoints/help.ts',
  identity: 'identity/endpoints/account.ts',
  loyalty: 'loyalty/endpoints/members.ts',
  loyaltyProgramme: 'loyalty/endpoints/programme.ts',
  membership: 'loyalty/endpoints/membership.ts',
  notifications: 'notifications/endpoints/settings.ts',
  whatsappWebhook: 'notifications/endpoints/whatsapp-webhook.ts',
  pos: 'pos/endpoints/sales.ts',
  posReturns: 'pos/endpoints/returns.ts',
  posMemberConfirmation: 'pos/endpoints/member-confirmation.ts',
  receipts: 'pos/endpoints/receipts.ts',
  marketing: 'marketing/endpoints/journey-events.ts',
  sfCompat: 'compat/endpoints/sf.ts',
  mcCompat: 'compat/endpoints/mc.ts',
  platform: 'platform/endpoints/platform.ts',
  bench: 'platform/endpoints/bench.ts',
  adminUsers: 'back-office/endpoints/users.ts',
  adminAudit: 'back-office/endpoints/audit.ts',
  adminMembers: 'back-office/endpoints/members.ts',
  adminCases: 'back-office/endpoints/cases.ts',
  adminOutbox: 'back-office/endpoints/outbox.ts',
  adminMailLog: 'back-office/endpoints/email-log.ts',
  adminCatalog: 'back-office/endpoints/catalog.ts',
  adminShop: 'back-office/endpoints/shop.ts',
  adminDashboard: 'back-office/endpoints/dashboard.ts',
  adminOrders: 'back-office/endpoints/orders.ts',
  adminExports: 'back-office/endpoints/exports.ts',
  adminProgramme: 'back-office/endpoints/programme.ts',
  adminNotifications: 'back-office/endpoints/notifications.ts',
  adminReferrals: 'back-office/endpoints/referrals.ts',
};

/** The area declared in `file` (a path ending in `domain/<context>/endpoints/<name>.ts`), if it is one. */
export function endpointAreaOfFile(file: string): EndpointArea | undefined {
  const normalized = file.replaceAll('\\', '/');
  return (Object.keys(endpointAreaFiles) as EndpointArea[]).find((area) => normalized.endsWith(`/domain/${endpointAreaFiles[area]}`));
}

export const allEndpoints: AnyEndpoint[] = Object.values(endpointAreas).flatMap((area) => Object.values(area));

const names = new Map<AnyEndpoint, string>(
  Object.entries(endpointAreas).flatMap(([area, declarations]) =>
    Object.entries(declarations as Record<string, AnyEndpoint>).map(([name, declaration]) => [declaration, `${area}.${name}`] as const),
  ),
);

/** 'loyalty.getMemberProfile': the area and the exported name of a declaration (the OpenAPI operationId). */
export function endpointName(endpoint: AnyEndpoint): string {
  const name = names.get(endpoint);
  if (!name) throw new Error(`${endpoint.method} ${endpoint.path} is not declared in domain/endpoints.ts`);
  return name;
}
