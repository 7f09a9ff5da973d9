/** Where a journey event is in the outbox (marketing_outbox.status; server/src/marketing/outbox.ts). */
export const JOURNEY_EVENT_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type JourneyEventStatus = (typeof JOURNEY_EVENT_STATUSES)[number];
