import type { FastifyPluginAsync } from 'fastify';
import * as adminNotifications from '#domain/back-office/endpoints/notifications.ts';
import { requireShopper } from '../../platform/http/auth.ts';
import { route } from '../../platform/http/endpoint.ts';
import { getReminderSettings, listWhatsAppMessages, updateReminderSettings } from './notifications.ts';

/** Members' messages in the back office (decision 032): the reminders' window, and the WhatsApp messages. */
export const adminNotificationRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminNotifications.getReminderSettings, async () => getReminderSettings(app.db));
  route(app, adminNotifications.updateReminderSettings, async (request) => {
    try {
      return await updateReminderSettings(app.db, requireShopper(request), request.body);
    } finally {
      // The programme's version moved: the engine's cached copy of it is read again.
      app.loyaltyEngine.referenceCache.invalidate();
    }
  });
  route(app, adminNotifications.listWhatsAppMessages, async (request) => listWhatsAppMessages(app.db, app.config.whatsapp ? 'cloud-api' : 'embedded', request.query));
};
