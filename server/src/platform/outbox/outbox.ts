import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database, Executor } from '../db/client.ts';
import { resultRows } from '../db/json-query.ts';
import { DELIVERY_LEASE_MS, MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './policy.ts';

/**
 * The one delivery queue (docs/decisions/027-outbox.md). A business write adds a row to its outbox table
 * in its own transaction; a worker claims the rows that are due, hands them to the queue's `deliver`,
 * and settles each: delivered, due again after the backoff (policy.ts), or failed after the last attempt,
 * where it stays, visible, until a person queues it again. Journey events, case forwarding and e-mail
 * each keep their own table and pass their delivery down from the context that owns them.
 */

/** A row waits as 'pending' until it is delivered (or given up: 'failed'). */
const PENDING = 'pending';
const DELIVERED = 'delivered';
const FAILED = 'failed';
/** Longer errors (a service's whole error page) are cut: the row only needs to say what went wrong. */
const MAX_ERROR_LENGTH = 500;

/** An outbox table: the queue's own rows with the columns every queue keeps (their names vary). */
export interface OutboxTable {
  table: PgTable;
  id: PgColumn;
  status: PgColumn;
  /** Attempts so far, the one in progress included. */
  attempts: PgColumn;
  /** When the row is due; while an attempt is in progress, when its lease ends. */
  nextAttemptAt: PgColumn;
  lastError: PgColumn;
  deliveredAt?: PgColumn;
  /** The receiving service's id for the delivery (Marketing Cloud's eventInstanceId). */
  reference?: PgColumn;
  /** The table's own word for delivered, if not 'delivered' (a case is 'forwarded'). */
  deliveredStatus?: string;
}

/** Why a delivery failed, and whether trying again can help. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    /** The service asked us to wait this long (429 Retry-After). */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** One item's delivery: the service's reference for it, or why it failed. */
export type DeliveryOutcome = { reference: string | null } | { error: DeliveryError };

/** A row claimed for one attempt: its id, its attempts with this one, and what to deliver. */
export interface Claimed<Item> {
  id: number;
  attempts: number;
  item: Item;
}

export interface OutboxQueue<Item> {
  /** For the logs. */
  readonly name: string;
  readonly outbox: OutboxTable;
  /** Rows claimed at once: a batch must finish well within DELIVERY_LEASE_MS. */
  readonly batchSize: number;
  /** A claimed row (every column, by its SQL name) as what `deliver` sends. */
  itemOf(row: Record<string, unknown>): Item;
  /** Delivers a batch: one outcome per row, in order. Throwing fails the whole batch (to be retried). */
  deliver(batch: readonly Claimed<Item>[]): Promise<DeliveryOutcome[]>;
}

export interface DeliveryReport {
  delivered: number;
  retrying: number;
  failed: number;
}

const asDeliveryError = (error: unknown) => (error instanceof DeliveryError ? error : new DeliveryError(error instanceof Error ? error.message : String(error), false));

/** A queue's `deliver` from a function that delivers one item (and throws when it cannot). */
export function oneAtATime<Item>(deliverOne: (claimed: Claimed<Item>) => Promise<string | null | void>) {
  return async (batch: readonly Claimed<Item>[]): Promise<DeliveryOutcome[]> => {
    const outcomes: DeliveryOutcome[] = [];
    for (const claimed of batch) {
      try {
        outcomes.push({ reference: (await deliverOne(claimed)) ?? null });
      } catch (error) {
        outcomes.push({ error: asDeliveryError(error) });
      }
    }
    return outcomes;
  };
}

/** `now` (the app's clock) as a timestamptz parameter. */
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
const after = (now: Date, ms: number) => sql`${at(now)} + ${ms} * interval '1 millisecond'`;
const tableOf = (outbox: OutboxTable) => sql.identifier(getTableName(outbox.table));
const column = (c: PgColumn) => sql.identifier(c.name);

/**
 * The values that make a new row claimed by its writer for the first attempt, for a writer that
 * delivers at once (e-mail): no worker takes the row meanwhile, and if the writer dies before it
 * settles the row, the lease runs out and a worker delivers it.
 */
export function firstAttemptClaimed(now: Date): { attempts: number; nextAttemptAt: Date } {
  return { attempts: 1, nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS) };
}

/**
 * Claims up to `limit` rows due at `now` for one attempt each: counts the attempt and moves the row's
 * next attempt a lease ahead, in one statement that skips rows another worker is claiming right now
 * (FOR UPDATE SKIP LOCKED). Two workers, in one process or several on one PostgreSQL, never get the
 * same row; a worker that dies mid-delivery leaves its rows due again when the lease ends.
 * The rows due first are claimed first.
 */
export async function claimDue(db: Database, outbox: OutboxTable, limit: number, now: Date): Promise<Record<string, unknown>[]> {
  const table = tableOf(outbox);
  const [id, status, attempts, nextAttemptAt] = [outbox.id, outbox.status, outbox.attempts, outbox.nextAttemptAt].map(column);
  const result = await db.execute(sql`
    update ${table} set ${attempts} = ${attempts} + 1, ${nextAttemptAt} = ${after(now, DELIVERY_LEASE_MS)}
    where ${id} in (
      select ${id} from ${table}
      where ${status} = ${PENDING} and ${nextAttemptAt} <= ${at(now)}
      order by ${nextAttemptAt}, ${id} limit ${limit}
      for update skip locked)
    returning *`);
  // RETURNING keeps no order: deliver the batch in the order its rows were written.
  return resultRows<Record<string, unknown>>(result).sort((a, b) => Number(a[outbox.id.name]) - Number(b[outbox.id.name]));
}

/** Marks rows delivered at `now`, with the service's reference where the table keeps one, in one statement. */
async function markDelivered(db: Database, outbox: OutboxTable, delivered: readonly { id: number; reference: string | null }[], now: Date): Promise<void> {
  if (delivered.length === 0) return;
  await db.execute(sql`
    update ${tableOf(outbox)} as o set ${column(outbox.status)} = ${outbox.deliveredStatus ?? DELIVERED}, ${column(outbox.lastError)} = null
      ${outbox.deliveredAt ? sql`, ${column(outbox.deliveredAt)} = ${at(now)}` : sql``}
      ${outbox.reference ? sql`, ${column(outbox.reference)} = d.reference` : sql``}
    from jsonb_to_recordset(${JSON.stringify(delivered)}::jsonb) as d(id bigint, reference text)
    where o.${column(outbox.id)} = d.id`);
}

/** Makes a row due again `delayMs` after `now`, noting why this attempt failed. */
async function markForRetry(db: Database, outbox: OutboxTable, id: number, delayMs: number, error: string, now: Date): Promise<void> {
  await db.execute(sql`
    update ${tableOf(outbox)} set ${column(outbox.nextAttemptAt)} = ${after(now, delayMs)}, ${column(outbox.lastError)} = ${error.slice(0, MAX_ERROR_LENGTH)}
    where ${column(outbox.id)} = ${id}`);
}

/** Gives a row up: 'failed', with the last error, until a person queues it again (requeueFailed). */
export async function markFailed(executor: Executor, outbox: OutboxTable, id: number, error: string): Promise<void> {
  await executor.execute(sql`
    update ${tableOf(outbox)} set ${column(outbox.status)} = ${FAILED}, ${column(outbox.lastError)} = ${error.slice(0, MAX_ERROR_LENGTH)}
    where ${column(outbox.id)} = ${id}`);
}

/**
 * Queues a failed row again (a person's retry): pending, attempts from zero, due at `now`. False when
 * the row does not exist or has not failed. In the caller's transaction when given one.
 */
export async function requeueFailed(executor: Executor, outbox: OutboxTable, id: number, now: Date): Promise<boolean> {
  const result = await executor.execute(sql`
    update ${tableOf(outbox)} set ${column(outbox.status)} = ${PENDING}, ${column(outbox.attempts)} = 0, ${column(outbox.nextAttemptAt)} = ${at(now)}
    where ${column(outbox.id)} = ${id} and ${column(outbox.status)} = ${FAILED}
    returning ${column(outbox.id)}`);
  return resultRows(result).length > 0;
}

/**
 * Delivers rows claimed for this attempt and settles each: delivered; failed when the error is permanent
 * or this was the last attempt; otherwise due again after the backoff, or later if the service asked.
 */
export async function deliverClaimed<Item>(
  db: Database,
  queue: OutboxQueue<Item>,
  batch: readonly Claimed<Item>[],
  clock: Clock,
  log?: FastifyBaseLogger,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: 0, retrying: 0, failed: 0 };
  if (batch.length === 0) return report;
  let outcomes: DeliveryOutcome[];
  try {
    outcomes = await queue.deliver(batch);
  } catch (error) {
    outcomes = batch.map(() => ({ error: asDeliveryError(error) }));
  }
  const delivered: { id: number; reference: string | null }[] = [];
  for (const [index, { id, attempts }] of batch.entries()) {
    const outcome = outcomes[index] ?? { error: new DeliveryError('The queue gave no outcome for this row', false) };
    if ('reference' in outcome) {
      delivered.push({ id, reference: outcome.reference });
      continue;
    }
    const { error } = outcome;
    if (error.permanent || attempts >= MAX_DELIVERY_ATTEMPTS) {
      await markFailed(db, queue.outbox, id, error.message);
      log?.error({ queue: queue.name, id, attempts, error: error.message }, `${queue.name}: delivery failed for good`);
      report.failed += 1;
    } else {
      const delayMs = Math.max(retryDelayMs(attempts), error.retryAfterMs ?? 0);
      await markForRetry(db, queue.outbox, id, delayMs, error.message, clock.now());
      log?.warn({ queue: queue.name, id, attempts, retryInMs: delayMs, error: error.message }, `${queue.name}: delivery failed, will retry`);
      report.retrying += 1;
    }
  }
  await markDelivered(db, queue.outbox, delivered, clock.now());
  report.delivered += delivered.length;
  return report;
}

/**
 * One run of a queue's worker: delivers the rows due by `clock`, a batch at a time, until none is left.
 * Runs in every process that runs the background jobs; claiming keeps them from delivering a row twice.
 */
export async function deliverDue<Item>(db: Database, queue: OutboxQueue<Item>, clock: Clock, log?: FastifyBaseLogger): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: 0, retrying: 0, failed: 0 };
  const { outbox } = queue;
  for (;;) {
    const rows = await claimDue(db, outbox, queue.batchSize, clock.now());
    if (rows.length === 0) return report;
    const batch = rows.map((row) => ({ id: Number(row[outbox.id.name]), attempts: Number(row[outbox.attempts.name]), item: queue.itemOf(row) }));
    const settled = await deliverClaimed(db, queue, batch, clock, log);
    report.delivered += settled.delivered;
    report.retrying += settled.retrying;
    report.failed += settled.failed;
    if (rows.length < queue.batchSize) return report;
  }
}
