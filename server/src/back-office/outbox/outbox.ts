import { and, count, desc, eq, lt } from 'drizzle-orm';
import { JOURNEY_EVENTS_PAGE_SIZE, type JourneyEventList, type JourneyEventRow, type JourneyEventStatus } from '#domain/back-office/api/admin.ts';
import type { Database } from '../../platform/db/client.ts';
import { marketingOutbox } from '../../platform/db/schema/index.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/auth.ts';
import { backOfficeWrite } from '../../platform/audit.ts';
import { requeueFailed } from '../../platform/outbox/outbox.ts';
import { journeyEventOutbox } from '../../marketing/index.ts';

type OutboxRow = typeof marketingOutbox.$inferSelect;

const rowOf = (row: OutboxRow): JourneyEventRow => ({
  id: row.id,
  eventDefinitionKey: row.eventDefinitionKey,
  contactKey: row.contactKey,
  status: row.status as JourneyEventStatus,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

export async function listJourneyEvents(db: Database, filters: { status?: JourneyEventStatus | undefined; before?: number | undefined }): Promise<JourneyEventList> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(marketingOutbox)
      .where(and(filters.status ? eq(marketingOutbox.status, filters.status) : undefined, filters.before ? lt(marketingOutbox.id, filters.before) : undefined))
      .orderBy(desc(marketingOutbox.id))
      .limit(JOURNEY_EVENTS_PAGE_SIZE + 1),
    db.select({ status: marketingOutbox.status, n: count() }).from(marketingOutbox).groupBy(marketingOutbox.status),
  ]);
  const counts = { pending: 0, delivered: 0, failed: 0 };
  for (const total of totals) if (total.status in counts) counts[total.status as JourneyEventStatus] = total.n;
  const page = rows.slice(0, JOURNEY_EVENTS_PAGE_SIZE);
  return { counts, events: page.map(rowOf), nextBefore: rows.length > JOURNEY_EVENTS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null };
}

/**
 * A failed event goes back to the queue (platform/outbox/outbox.ts requeueFailed): pending, attempts from
 * zero, due now; the delivery worker takes it on its next round. Its dedupe key is unchanged, so it is
 * still one event.
 */
export async function retryJourneyEvent(db: Database, actor: Principal, id: number): Promise<JourneyEventRow> {
  return backOfficeWrite(db, actor, async (tx) => {
    const [current] = await tx.select().from(marketingOutbox).where(eq(marketingOutbox.id, id)).for('update');
    if (!current) throw new NotFound({ key: 'backOffice.errors.outbox.notFound', values: { id } });
    if (current.status !== 'failed') throw new Conflict({ key: 'backOffice.errors.outbox.notFailed', values: { id, status: current.status } });
    await requeueFailed(tx, journeyEventOutbox, id, new Date());
    const [updated] = await tx.select().from(marketingOutbox).where(eq(marketingOutbox.id, id));
    if (!updated) throw new NotFound({ key: 'backOffice.errors.outbox.notFound', values: { id } });
    return {
      result: rowOf(updated),
      audit: {
        action: 'journey-event.retry',
        entity: 'journey-event',
        entityId: String(id),
        before: { status: current.status, attempts: current.attempts, lastError: current.lastError },
        after: { status: 'pending', attempts: 0 },
      },
    };
  });
}
