import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/test-database.ts';

/** Jobs on, every 100 ms (the leader retry follows the shortest interval). */
const JOBS_ON = { BACKGROUND_JOBS: 'true', MARKETING_OUTBOX_INTERVAL_MS: '100', POINTS_EXPIRY_INTERVAL_MS: '100' };
const JOBS = ['journey-event delivery', 'points expiry'];

const until = (condition: () => boolean, timeout = 10_000) => expect.poll(condition, { timeout, interval: 50 }).toBe(true);

const runsOf = (t: TestApp) => JOBS.map((name) => t.app.backgroundJobs.runs[name] ?? 0);

describe('background jobs run in one process', () => {
  const open: TestApp[] = [];
  let database: TestDatabase | null = null;
  afterAll(async () => {
    for (const t of open) await t.close();
    await database?.dispose();
  });

  it('a single instance leads and runs every job', async () => {
    const t = await createTestApp({ env: JOBS_ON });
    open.push(t);
    await until(() => runsOf(t).every((runs) => runs >= 2));
    expect(t.app.backgroundJobs.leader).toBe(true);
  });

  it.runIf(testEngine === 'postgres')('two instances on one PostgreSQL: one runs the jobs, the other takes over when it stops', async () => {
    database = await createTestDatabase();
    const first = await createTestApp({ env: JOBS_ON, database });
    const second = await createTestApp({ env: JOBS_ON, database });
    open.push(second);
    await until(() => first.app.backgroundJobs.leader || second.app.backgroundJobs.leader);
    const [leader, other] = first.app.backgroundJobs.leader ? [first, second] : [second, first];
    await until(() => runsOf(leader).every((runs) => runs >= 5));
    // Each job ran in the leader only; the other asked for the lock several times meanwhile.
    expect(other.app.backgroundJobs.leader).toBe(false);
    expect(runsOf(other)).toEqual([0, 0]);

    await leader.close();
    if (leader === second) open.splice(open.indexOf(second), 1, first);
    await until(() => other.app.backgroundJobs.leader);
    await until(() => runsOf(other).every((runs) => runs >= 2));
  });
});
