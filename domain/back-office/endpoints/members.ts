/** The back office's members (decision 017): search, the member page, points adjustments, block and unblock. */
import {
  adminLedgerQuery,
  adminLedgerResponse,
  adminMemberParams,
  adminMemberResponse,
  adminMemberSearchQuery,
  adminMemberSearchResponse,
  memberStatusResponse,
  pointsAdjustmentResponse,
} from '../api/admin.ts';
import { blockMemberForm, pointsAdjustmentForm, unblockMemberForm } from '../forms.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Back office');

export const searchMembers = endpoint({
  method: 'GET',
  path: '/api/admin/members',
  access: 'manager',
  summary: 'Members whose number, e-mail or phone starts with `q`, or whose name contains it; at most 25.',
  query: adminMemberSearchQuery,
  responses: { 200: adminMemberSearchResponse },
});

export const getMember = endpoint({
  method: 'GET',
  path: '/api/admin/members/:membershipNumber',
  access: 'manager',
  summary: "A member's profile, tier, balances, status, vouchers and latest POS orders.",
  params: adminMemberParams,
  responses: { 200: adminMemberResponse },
  errors: { 404: 'No member with that number.' },
});

export const memberLedger = endpoint({
  method: 'GET',
  path: '/api/admin/members/:membershipNumber/ledger',
  access: 'manager',
  summary: "The member's transaction journals newest first, 20 a page; `cursor` is the previous page's `nextCursor`.",
  params: adminMemberParams,
  query: adminLedgerQuery,
  responses: { 200: adminLedgerResponse },
  errors: { 404: 'No member with that number.' },
});

export const adjustPoints = endpoint({
  method: 'POST',
  path: '/api/admin/members/:membershipNumber/points-adjustments',
  access: 'manager',
  summary: "Adds or deducts Reward Points with a reason: a 'Manual Points Adjustment' journal and an audit entry, in one transaction.",
  description:
    'The same `adjustmentId` sent again answers the first result and books nothing (200 instead of 201). A deduction cannot take the balance below zero (422).',
  params: adminMemberParams,
  body: pointsAdjustmentForm,
  responses: { 201: pointsAdjustmentResponse, 200: pointsAdjustmentResponse },
  errors: { 404: 'No member with that number.', 409: 'The adjustmentId was used for a different adjustment.', 422: 'Not enough points to deduct.' },
});

export const blockMember = endpoint({
  method: 'POST',
  path: '/api/admin/members/:membershipNumber/block',
  access: 'manager',
  summary: 'Blocks the membership: it can no longer earn or redeem (the till says so). Audited with the note.',
  params: adminMemberParams,
  body: blockMemberForm,
  responses: { 200: memberStatusResponse },
  errors: { 404: 'No member with that number.' },
});

export const unblockMember = endpoint({
  method: 'POST',
  path: '/api/admin/members/:membershipNumber/unblock',
  access: 'manager',
  summary: 'Makes a blocked membership active again. Audited.',
  params: adminMemberParams,
  body: unblockMemberForm,
  responses: { 200: memberStatusResponse },
  errors: { 404: 'No member with that number.' },
});
