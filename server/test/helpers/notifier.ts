import { eq } from 'drizzle-orm';
import type { Clock } from '../../src/platform/clock.ts';
import { Mailer } from '../../src/platform/mail/mailer.ts';
import { memberNotifications } from '../../src/platform/db/schema/index.ts';
import { Notifier } from '../../src/notifications/index.ts';
import type { TestApp } from './test-app.ts';

/** The notifier a job of `app` tells members with, as jobs.ts hands it (a second app: another process's). */
export function jobNotifier(app: TestApp, clock: Clock): Notifier {
  const mailer = new Mailer(app.database.db, app.config.mail, app.app.log, clock);
  return new Notifier({ db: app.database.db, mailer, clock, log: app.app.log, publicUrl: app.config.publicUrl, defaultLanguage: () => 'id' });
}

/** The messages queued for a member, oldest first. */
export const messagesOf = (app: TestApp, membershipNumber: string) =>
  app.database.db
    .select({ id: memberNotifications.id, event: memberNotifications.event, values: memberNotifications.values, language: memberNotifications.language, channels: memberNotifications.channels, mailId: memberNotifications.mailId })
    .from(memberNotifications)
    .where(eq(memberNotifications.membershipNumber, membershipNumber))
    .orderBy(memberNotifications.id);
