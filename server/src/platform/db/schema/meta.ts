import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which seed steps have run, so `npm start` seeds once and later starts change nothing. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
