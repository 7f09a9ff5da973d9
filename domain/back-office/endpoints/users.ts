/** The back office (/admin): who is signed in, and the users whose staff roles an admin manages (decision 017). */
import { adminSessionResponse, adminUser, pinLockoutsResponse, pinUnlockRequest, pinUnlockResponse, userIdParams, userListQuery, userListResponse } from '../api/admin.ts';
import { managerStoresForm, userBlockForm, userRolesForm } from '../forms.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Back office');

export const session = endpoint({
  method: 'GET',
  path: '/api/admin/session',
  access: 'manager',
  summary: 'The signed-in manager or admin and their roles: the back office shows what these roles may do.',
  responses: { 200: adminSessionResponse },
});

export const listUsers = endpoint({
  method: 'GET',
  path: '/api/admin/users',
  access: 'admin',
  summary: 'Accounts by e-mail, 25 a page; `q` matches the start of the e-mail or of the name.',
  query: userListQuery,
  responses: { 200: userListResponse },
});

export const setUserRoles = endpoint({
  method: 'PUT',
  path: '/api/admin/users/:userId/roles',
  access: 'admin',
  summary: "Sets an account's staff roles (cashier, manager, admin); recorded in the audit log.",
  description: 'The roles reach the access token when the user next signs in or renews the token; a removed role ends the tokens issued before at once (docs/decisions/034-session-revocation.md). An admin cannot take the admin role from themself.',
  params: userIdParams,
  body: userRolesForm,
  responses: { 200: adminUser },
  errors: { 404: 'No such account.', 409: 'An admin removing their own admin role.' },
});

export const setUserBlocked = endpoint({
  method: 'PUT',
  path: '/api/admin/users/:userId/blocked',
  access: 'admin',
  summary: 'Blocks or unblocks an account; recorded in the audit log.',
  description:
    'A blocked account cannot sign in, its tokens are refused at their next request and its sessions and refresh tokens are deleted (docs/decisions/034-session-revocation.md). Unblocking lets it sign in again. An admin cannot block themself.',
  params: userIdParams,
  body: userBlockForm,
  responses: { 200: adminUser },
  errors: { 404: 'No such account.', 409: 'An admin blocking themself.' },
});

export const setManagerStores = endpoint({
  method: 'PUT',
  path: '/api/admin/users/:userId/stores',
  access: 'admin',
  summary: 'Sets the stores a manager manages; recorded in the audit log.',
  description:
    "A manager sees the POS orders and dashboard figures of their stores only, and their PIN approves returns only there. No store: the manager manages every store (head office). An admin always sees every store.",
  params: userIdParams,
  body: managerStoresForm,
  responses: { 200: adminUser },
  errors: { 400: 'An unknown store id.', 404: 'No such account.' },
});

export const listPinLockouts = endpoint({
  method: 'GET',
  path: '/api/admin/pin-lockouts',
  access: 'manager',
  summary: "Tills where a manager's approvals are locked after 5 wrong PINs in 15 minutes (decision 016), in the caller's stores.",
  responses: { 200: pinLockoutsResponse },
});

export const unlockPin = endpoint({
  method: 'POST',
  path: '/api/admin/pin-lockouts/unlock',
  access: 'manager',
  summary: "Unlocks a manager's approvals at one till (its store and cashier) before the 15 minutes are over; recorded in the audit log.",
  body: pinUnlockRequest,
  responses: { 200: pinUnlockResponse },
  errors: { 403: 'The till is in a store outside the caller’s stores.' },
});
