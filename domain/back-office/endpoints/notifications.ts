/**
 * The back office's side of members' messages (docs/decisions/032-notifications.md): the programme's
 * reminder window (managers read, admins write, audited) and the WhatsApp messages (admins: they show
 * members' numbers and messages).
 */
import { reminderSettings, reminderSettingsForm, whatsappMessageListQuery, whatsappMessageListResponse } from '../notifications.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Back office');

export const getReminderSettings = endpoint({
  method: 'GET',
  path: '/api/admin/programme/reminders',
  access: 'manager',
  summary: 'The reminders’ window: members hear of points expiring within this many days (30 unless changed).',
  responses: { 200: reminderSettings },
});

export const updateReminderSettings = endpoint({
  method: 'PUT',
  path: '/api/admin/programme/reminders',
  access: 'admin',
  summary: 'Changes the reminders’ window (1 to 180 days) for the reminders from now on; a batch already announced is not announced again. Audited.',
  body: reminderSettingsForm,
  responses: { 200: reminderSettings },
  errors: { 409: 'Someone else changed the programme since you opened it: reload to see their change.' },
});

export const listWhatsAppMessages = endpoint({
  method: 'GET',
  path: '/api/admin/notifications/whatsapp',
  access: 'admin',
  summary: 'Members’ WhatsApp messages newest first, 25 a page, by status, with the count of each: what was (or, with the embedded sink, would have been) sent.',
  query: whatsappMessageListQuery,
  responses: { 200: whatsappMessageListResponse },
});
