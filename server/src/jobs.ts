import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './platform/config.ts';
import type { Clock } from './platform/clock.ts';
import type { Database } from './platform/db/client.ts';
import type { IntervalJob } from './platform/jobs/interval-job.ts';
import { MAIL_LOG_PRUNE_INTERVAL_MS, MAIL_RETRY_INTERVAL_MS, type Mailer } from './platform/mail/mailer.ts';
import { deleteExpiredIdentityRecords, IDENTITY_HOUSEKEEPING_INTERVAL_MS } from './identity/index.ts';
import type { LoyaltyEngine } from './loyalty/index.ts';
import { expirePoints, payBirthdayBonuses, remindExpiringPoints, remindTiersAtRisk, reviewTiers, runReferrals } from './loyalty/index.ts';
import { deliverDueWhatsApp, type Notifier, type WhatsAppChannel } from './notifications/index.ts';
import { deleteOldConfirmations } from './pos/index.ts';
import type { JourneySink } from './marketing/index.ts';
import { deliverDueEvents } from './marketing/index.ts';
import { CASE_FORWARD_INTERVAL_MS, expireUnpaidOrders, forwardPendingCases, retryLateRefunds, type CheckoutDeps } from './storefront/index.ts';

/** The first run of the daily loyalty jobs comes soon after start (then hourly), so a restart never skips a day. */
const FIRST_DAILY_RUN_MS = 10_000;

export interface BackgroundJobDeps {
  db: Database;
  /** The app's clock: every job reads "now" from it (the loyalty engine and the mailer hold the same one). */
  clock: Clock;
  /** Where the delivery queues report retries and give-ups. */
  log?: FastifyBaseLogger;
  engine: LoyaltyEngine;
  sink: JourneySink;
  mailer: Mailer;
  /** The storefront checkout's services: the order-expiry job closes unpaid orders with them. */
  checkout: CheckoutDeps;
  /** Members' messages (decision 032): the reminders queue theirs through it. */
  notifier: Notifier;
  /** Where WhatsApp messages go: the embedded sink or the Cloud API. */
  whatsapp: WhatsAppChannel;
}

/**
 * The jobs this configuration runs, each with its interval (config.ts) and what one run does. Journey
 * events, case forwarding, e-mail and WhatsApp messages are the delivery queues of platform/outbox/ (one
 * claim, one backoff, one give-up), each fed by the context that owns it.
 */
export function backgroundJobs(config: Config, { db, clock, log, engine, sink, mailer, checkout, notifier, whatsapp }: BackgroundJobDeps): IntervalJob[] {
  const jobs: IntervalJob[] = [];
  const { jobs: settings } = config;
  if (settings.outboxIntervalMs > 0) {
    jobs.push({ name: 'journey-event delivery', intervalMs: settings.outboxIntervalMs, run: () => deliverDueEvents(db, sink, clock, log) });
  }
  if (settings.pointsExpiryIntervalMs > 0) {
    jobs.push({
      name: 'points expiry',
      intervalMs: settings.pointsExpiryIntervalMs,
      initialDelayMs: Math.min(FIRST_DAILY_RUN_MS, settings.pointsExpiryIntervalMs),
      run: () => expirePoints(engine),
    });
  }
  // Daily work run hourly (decision 031): each run pays or reviews what has come due and not been done,
  // so downtime is caught up and a second run, or a second process without the leader lock, does nothing.
  if (settings.birthdayBonusIntervalMs > 0) {
    jobs.push({
      name: 'birthday bonus',
      intervalMs: settings.birthdayBonusIntervalMs,
      initialDelayMs: Math.min(FIRST_DAILY_RUN_MS, settings.birthdayBonusIntervalMs),
      run: () => payBirthdayBonuses(engine, notifier),
    });
  }
  if (settings.tierReviewIntervalMs > 0) {
    jobs.push({
      name: 'tier review',
      intervalMs: settings.tierReviewIntervalMs,
      initialDelayMs: Math.min(FIRST_DAILY_RUN_MS, settings.tierReviewIntervalMs),
      run: () => reviewTiers(engine, notifier),
    });
  }
  if (settings.remindersIntervalMs > 0) {
    // Reminders (decision 032): each batch of expiring points, and each review that would move a member
    // down, is announced once, so running hourly only makes a reminder at most an hour late, and a
    // restart catches up.
    jobs.push({
      name: 'reminders',
      intervalMs: settings.remindersIntervalMs,
      initialDelayMs: Math.min(FIRST_DAILY_RUN_MS, settings.remindersIntervalMs),
      run: async () => ({ pointsExpiry: await remindExpiringPoints(engine, notifier), tiersAtRisk: await remindTiersAtRisk(engine, notifier) }),
    });
  }
  if (settings.referralCreditsIntervalMs > 0) {
    // Referrals (decision 033): each referral moves once from the status it was read in, so hourly runs,
    // a second process or a restart pay nothing twice; a credit is at most an interval late.
    jobs.push({
      name: 'referral credits',
      intervalMs: settings.referralCreditsIntervalMs,
      initialDelayMs: Math.min(FIRST_DAILY_RUN_MS, settings.referralCreditsIntervalMs),
      run: () => runReferrals(engine, notifier),
    });
  }
  if (settings.whatsappOutboxIntervalMs > 0) {
    jobs.push({ name: 'WhatsApp delivery', intervalMs: settings.whatsappOutboxIntervalMs, run: () => deliverDueWhatsApp(db, whatsapp, clock, log) });
  }
  if (settings.orderExpiryIntervalMs > 0) {
    // Refunds of late payments the gateway refused (decision 036) are asked again on the same beat.
    jobs.push({
      name: 'order expiry',
      intervalMs: settings.orderExpiryIntervalMs,
      // A run works through the backlog for up to three quarters of the interval, so a burst of due
      // orders (2,000 after a sale) clears in one run and the next run starts on time.
      run: async () => ({ ...(await expireUnpaidOrders(checkout, { budgetMs: settings.orderExpiryIntervalMs * 0.75 })), refundsAsked: await retryLateRefunds(checkout) }),
    });
  }
  const { webToCase } = config;
  if (webToCase) {
    jobs.push({
      name: 'case forwarding',
      intervalMs: CASE_FORWARD_INTERVAL_MS,
      run: () => forwardPendingCases(db, { url: webToCase.url, orgId: webToCase.orgId, clock, ...(log ? { log } : {}) }),
    });
  }
  // Mail is sent as it is written; this job sends again what failed then.
  jobs.push({ name: 'e-mail delivery', intervalMs: MAIL_RETRY_INTERVAL_MS, run: () => mailer.deliverDue() });
  // The e-mail log keeps 30 days (decision 035); a plain delete, safe in any number of processes.
  jobs.push({ name: 'e-mail log retention', intervalMs: MAIL_LOG_PRUNE_INTERVAL_MS, initialDelayMs: FIRST_DAILY_RUN_MS, run: () => mailer.deleteOld() });
  // Members' confirmations at the till are kept 90 days after they expired (decision 039).
  jobs.push({ name: 'member confirmation retention', intervalMs: MAIL_LOG_PRUNE_INTERVAL_MS, initialDelayMs: FIRST_DAILY_RUN_MS, run: () => deleteOldConfirmations(db, clock.now()) });
  if (config.identity.kind === 'embedded') {
    jobs.push({
      name: 'identity housekeeping',
      intervalMs: IDENTITY_HOUSEKEEPING_INTERVAL_MS,
      run: () => deleteExpiredIdentityRecords(db, clock.now()),
    });
  }
  return jobs;
}
