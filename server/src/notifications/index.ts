// The notifications context's public face (server/src/notifications/README.md): what app.ts, the jobs and
// other contexts use. Everything else in this folder is its own business.
export { Notifier, queueNotification, tierChangeNotice } from './notifier.ts';
export type { NotificationRequest, NotifierDeps, QueuedNotification } from './notifier.ts';
export { notificationRoutes } from './routes.ts';
export { cloudApiWhatsApp, embeddedWhatsApp } from './whatsapp/channels.ts';
export type { WhatsAppChannel } from './whatsapp/channels.ts';
export { deliverDueWhatsApp, whatsappOutboxTable } from './whatsapp/queue.ts';
export { whatsappWebhookRoutes } from './whatsapp/webhook-routes.ts';
