// The whole database schema, one file per domain. drizzle.config.ts generates migrations from here.
export * from './meta.ts';
export * from './catalog.ts';
export * from './identity.ts';
export * from './storefront.ts';
export * from './shop.ts';
export * from './cases.ts';
export * from './loyalty.ts';
export * from './pos.ts';
export * from './marketing.ts';
export * from './membership.ts';
export * from './till.ts';
export * from './returns.ts';
export * from './admin.ts';
export * from './catalog-images.ts';
export * from './settings.ts';
export * from './notifications.ts';
export * from './referrals.ts';
