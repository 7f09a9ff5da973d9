// The POS context's public face (server/src/pos/README.md): what app.ts and other contexts use.
// Everything else in this folder is its own business.
export { receiptRoutes } from './receipt-routes.ts';
export { Receipts } from './receipts.ts';
export { posReturnRoutes } from './returns-routes.ts';
export { returnNumberText } from './returns.ts';
export { pinCheckFor } from './offline-policy.ts';
export { posRoutes } from './routes.ts';
export { ManagerApprovals } from './manager-approval.ts';
export { deleteOldConfirmations } from './member-confirmation.ts';
