/**
 * Referrals in the back office (docs/decisions/033-referrals.md): the programme's referral rules
 * (managers read, admins write, audited) and the list of referrals (managers and admins).
 */
import { referralListQuery, referralListResponse, referralSettings, referralSettingsForm } from '../referrals.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Back office');

export const getReferralSettings = endpoint({
  method: 'GET',
  path: '/api/admin/programme/referrals',
  access: 'manager',
  summary: 'The referral rules: the referrer’s reward, the friend’s welcome bonus, the return window in days and the referrals a member may make a month.',
  responses: { 200: referralSettings },
});

export const updateReferralSettings = endpoint({
  method: 'PUT',
  path: '/api/admin/programme/referrals',
  access: 'admin',
  summary: 'Changes the referral rules for referrals from now on (a purchase already made keeps its window). Audited.',
  body: referralSettingsForm,
  responses: { 200: referralSettings },
  errors: { 409: 'Someone else changed the programme since you opened it: reload to see their change.' },
});

export const listReferrals = endpoint({
  method: 'GET',
  path: '/api/admin/referrals',
  access: 'manager',
  summary: 'Referrals newest first, 25 a page, by status, with the count of each: referrer, friend, dates, status and, when refused, why.',
  query: referralListQuery,
  responses: { 200: referralListResponse },
});
