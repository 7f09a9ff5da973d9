import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../src/database.ts';
import { products, seedRuns } from '../../src/platform/db/schema/index.ts';
import { seedDatabase, seedSteps } from '../../src/seed/index.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(async () => {
  await database.dispose();
});

describe('migrations and seed', () => {
  // The demo steps' own "second start" check is in seed/demo-seed.test.ts (they take seconds).
  it('seeds once: a second start changes nothing', async () => {
    await seedDatabase(database.db, { demo: false });
    const [first] = await database.db.select({ n: count() }).from(products);
    await migrateDatabase(database);
    await seedDatabase(database.db, { demo: false });
    const [second] = await database.db.select({ n: count() }).from(products);
    expect(first?.n).toBeGreaterThan(0);
    expect(second?.n).toBe(first?.n);
    const runs = await database.db.select().from(seedRuns);
    expect(runs.map((r) => r.name).sort()).toEqual(seedSteps.filter((s) => !s.demo).map((s) => s.name).sort());
  });

  it('concurrent starts seed exactly once', async () => {
    // Reference steps only: the demo steps take the same path and cost seconds each on PGlite.
    const fresh = await createTestDatabase({ empty: true });
    try {
      await Promise.all([1, 2, 3].map(() => seedDatabase(fresh.db, { demo: false })));
      const runs = await fresh.db.select().from(seedRuns);
      expect(runs.map((r) => r.name).sort()).toEqual(seedSteps.filter((s) => !s.demo).map((s) => s.name).sort());
      const [catalogue] = await fresh.db.select({ n: count() }).from(products);
      expect(catalogue?.n).toBeGreaterThan(0);
    } finally {
      await fresh.dispose();
    }
  });
});
