/** The journey-event relay (loyalty-pos.md §7 "Marketing journey service") and the embedded sink's list. */
import { z } from 'zod';

/** loyalty-pos.md §7 "Marketing journey service": the backend-relayed event. */
export const journeyEventRequest = z.object({
  ContactKey: z.string().trim().min(1, 'ContactKey is required').max(254),
  EventDefinitionKey: z.string().trim().min(1, 'EventDefinitionKey is required').max(200),
  Data: z.record(z.string(), z.unknown()),
});
export type JourneyEventRequest = z.infer<typeof journeyEventRequest>;

export const journeyEventResponse = z.object({
  /** 'queued', or 'duplicate' when the same event (e.g. one order's TransactionID) was queued before. */
  status: z.enum(['queued', 'duplicate']),
});

export const journeyEventListQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });

export const journeyEventListResponse = z.object({
  events: z.array(
    z.object({
      id: z.number(),
      contactKey: z.string(),
      eventDefinitionKey: z.string(),
      data: z.record(z.string(), z.unknown()),
      receivedAt: z.string(),
    }),
  ),
});
