/**
 * The back office's loyalty programme (decision 021): rewards, voucher definitions, games with their
 * odds, tiers and the earning rate. Managers read; only admins write. Changes apply to new activity
 * only: what was issued keeps its terms (decision 021).
 */
import {
  adminGame,
  adminReward,
  adminVoucherDefinition,
  birthdayAndTierRulesForm,
  birthdayAndTierRulesResponse,
  earningForm,
  earningResponse,
  gameForm,
  gameIdParams,
  gameListResponse,
  rewardForm,
  rewardIdParams,
  rewardListResponse,
  rewardUpdateForm,
  voucherDefinitionForm,
  voucherDefinitionIdParams,
  voucherDefinitionListResponse,
  voucherDefinitionUpdateForm,
} from '../programme.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Back office');
const STALE = 'Someone else changed it since you opened it: reload to see their change.';

export const listRewards = endpoint({
  method: 'GET',
  path: '/api/admin/programme/rewards',
  access: 'manager',
  summary: 'The reward catalogue in catalogue order, active or not, with stock, limits, dates and how many were redeemed.',
  responses: { 200: rewardListResponse },
});

export const createReward = endpoint({
  method: 'POST',
  path: '/api/admin/programme/rewards',
  access: 'admin',
  summary: 'Adds a reward (last in the catalogue); audited.',
  body: rewardForm,
  responses: { 201: adminReward },
  errors: { 400: 'No such voucher definition.' },
});

export const updateReward = endpoint({
  method: 'PUT',
  path: '/api/admin/programme/rewards/:rewardId',
  access: 'admin',
  summary: 'Changes a reward for redemptions from now on (vouchers and points already issued keep theirs); audited.',
  params: rewardIdParams,
  body: rewardUpdateForm,
  responses: { 200: adminReward },
  errors: { 404: 'No such reward.', 409: STALE },
});

export const listVoucherDefinitions = endpoint({
  method: 'GET',
  path: '/api/admin/programme/voucher-definitions',
  access: 'manager',
  summary: 'The current voucher definitions by code, with how many vouchers each has issued.',
  responses: { 200: voucherDefinitionListResponse },
});

export const createVoucherDefinition = endpoint({
  method: 'POST',
  path: '/api/admin/programme/voucher-definitions',
  access: 'admin',
  summary: 'Adds a voucher definition; audited.',
  body: voucherDefinitionForm,
  responses: { 201: adminVoucherDefinition },
  errors: { 409: 'The code is taken.' },
});

export const updateVoucherDefinition = endpoint({
  method: 'PUT',
  path: '/api/admin/programme/voucher-definitions/:id',
  access: 'admin',
  summary:
    'Changes a voucher definition for vouchers issued from now on. Once it has issued vouchers, the change is a new definition (new id) that the rewards and prizes issuing it point to; the issued vouchers keep the old terms. Audited.',
  params: voucherDefinitionIdParams,
  body: voucherDefinitionUpdateForm,
  responses: { 200: adminVoucherDefinition },
  errors: { 404: 'No such voucher definition.', 409: STALE },
});

export const listGames = endpoint({
  method: 'GET',
  path: '/api/admin/programme/games',
  access: 'manager',
  summary: 'The games with their current prizes and odds (percent, one decimal).',
  responses: { 200: gameListResponse },
});

export const updateGame = endpoint({
  method: 'PUT',
  path: '/api/admin/programme/games/:gameId',
  access: 'admin',
  summary:
    "Replaces a game's name, dates, prizes and odds (which must add up to 100%) for spins played from now on; spins played before keep their prizes. `version` is the game's version as read: another admin's change in between is a 409. Audited.",
  params: gameIdParams,
  body: gameForm,
  responses: { 200: adminGame },
  errors: { 400: 'The odds do not add up to 100%, or a voucher does not exist.', 404: 'No such game.', 409: STALE },
});

export const getEarning = endpoint({
  method: 'GET',
  path: '/api/admin/programme/earning',
  access: 'manager',
  summary: 'The earning rate (rupiah per Reward Point) and each tier’s threshold, multiplier and member count.',
  responses: { 200: earningResponse },
});

export const updateEarning = endpoint({
  method: 'PUT',
  path: '/api/admin/programme/earning',
  access: 'admin',
  summary:
    'Changes the earning rate and the tiers’ thresholds and multipliers for orders from now on (points already earned keep their amounts). Audited; other server processes apply it within 5 seconds.',
  body: earningForm,
  responses: { 200: earningResponse },
  errors: { 409: STALE },
});

export const getBirthdayAndTierRules = endpoint({
  method: 'GET',
  path: '/api/admin/programme/birthday-and-tiers',
  access: 'manager',
  summary: 'The birthday bonus, the tiers’ qualifying period, the downgrade policy and its grace period (decision 031).',
  responses: { 200: birthdayAndTierRulesResponse },
});

export const updateBirthdayAndTierRules = endpoint({
  method: 'PUT',
  path: '/api/admin/programme/birthday-and-tiers',
  access: 'admin',
  summary:
    'Changes the birthday bonus (birthdays paid from now on), the qualifying period (applied from the next daily review) and the downgrade policy with its grace period (a grace period never starts before the policy changed). Audited; other server processes apply it within 5 seconds.',
  body: birthdayAndTierRulesForm,
  responses: { 200: birthdayAndTierRulesResponse },
  errors: { 409: STALE },
});
