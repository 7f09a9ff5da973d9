// The identity context's public face (server/src/identity/README.md): what app.ts, the jobs and other
// contexts use. Everything else in this folder is its own business.
export { revokeAccountSessions } from './embedded/adapter.ts';
export { IDENTITY_HOUSEKEEPING_INTERVAL_MS, deleteExpiredIdentityRecords } from './embedded/housekeeping.ts';
export { UNUSABLE_HASH, verifyPassword } from './embedded/passwords.ts';
export { createIdentity } from './identity.ts';
export { identityRootRewrite } from './embedded/root-origin.ts';
export { assignedStoreIds, assignedStoresByUser, inScope, scopeFrom, storeScopeOf } from './store-scope.ts';
export type { StoreScope } from './store-scope.ts';
