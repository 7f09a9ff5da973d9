// The storefront context's public face (server/src/storefront/README.md): what app.ts, the jobs and
// other contexts use. Everything else in this folder is its own business.
export { ProductCatalog } from './catalog/products.ts';
export { catalogRoutes } from './catalog/routes.ts';
export { orderByNumber, shopOrderOf } from './checkout/checkout-data.ts';
export { myOrdersRoutes } from './checkout/my-orders-routes.ts';
export { checkoutRoutes } from './checkout/routes.ts';
export { StorefrontContent } from './content/content.ts';
export { storefrontRoutes } from './content/routes.ts';
export { CASE_FORWARD_INTERVAL_MS, forwardPendingCases } from './help/forwarder.ts';
export { caseRoutes } from './help/routes.ts';
export { storefrontPagePreloads } from './page-preloads.ts';
export { screenModulesOf } from './screen-modules.ts';
export { createCheckout } from './checkout/compose.ts';
export type { CheckoutDeps } from './checkout/checkout-service.ts';
export { expireUnpaidOrders } from './checkout/checkout-service.ts';
export { listLatePayments, retryLateRefunds } from './checkout/late-payments.ts';
export { checkoutBenchRoutes } from './checkout/bench-routes.ts';
