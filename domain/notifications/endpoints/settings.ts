/**
 * Members' notification settings and the stop link (docs/decisions/032-notifications.md). The settings
 * are the member's own (and the till's, which records a consent the member gives there): `memberOwner`.
 * A stop link works without signing in: its token is the member's secret, sent only in their messages.
 */
import { membershipNumberParams } from '../../loyalty/api/members.ts';
import { notificationSettings, notificationSettingsChange, stopRequest, stopResponse } from '../api/settings.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Notifications');

const IN_PATH = { in: 'params', field: 'membershipNumber' } as const;

export const getNotificationSettings = endpoint({
  method: 'GET',
  path: '/api/loyalty/members/:membershipNumber/notifications',
  access: 'memberOwner',
  membershipNumberAt: IN_PATH,
  summary: "A member's messages: their language, e-mail on or off, WhatsApp on (the number and when and where consent was given) or off.",
  params: membershipNumberParams,
  responses: { 200: notificationSettings },
  errors: { 404: 'No member with that membership number.' },
});

export const updateNotificationSettings = endpoint({
  method: 'PUT',
  path: '/api/loyalty/members/:membershipNumber/notifications',
  access: 'memberOwner',
  membershipNumberAt: IN_PATH,
  summary: "Changes a member's messages: the language, e-mail on or off, WhatsApp on (with a number, the member's consent) or off.",
  description:
    'Every consent given or withdrawn is recorded with when, where (the till with its store, or the member’s own page) and by whom. WhatsApp messages go only to a member whose consent is in force.',
  params: membershipNumberParams,
  body: notificationSettingsChange,
  responses: { 200: notificationSettings },
  errors: { 400: 'The WhatsApp number is not an Indonesian mobile number.', 404: 'No member with that membership number.' },
});

export const stopMessages = endpoint({
  method: 'POST',
  path: '/api/notifications/stop',
  access: 'anonymous',
  summary: 'Stops one channel of a member’s messages from the stop link in a message (its token), and records the stop.',
  body: stopRequest,
  responses: { 200: stopResponse },
  errors: { 404: 'The link is not (or no longer) valid.' },
});
