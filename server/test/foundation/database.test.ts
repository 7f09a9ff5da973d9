import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../src/db/client.ts';
import { products, seedRuns } from '../../src/db/schema/index.ts';
import { seedDatabase, seedSteps } from '../../src/db/seed/index.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

describe('migrations and seed', () => {
  it('seeds once: a second start changes nothing', async () => {
    await seedDatabase(database.db, { demo: true });
    const [first] = await database.db.select({ n: count() }).from(products);
    await migrateDatabase(database);
    await seedDatabase(database.db, { demo: true });
    const [second] = await database.db.select({ n: count() }).from(products);
    expect(first?.n).toBeGreaterThan(0);
    expect(second?.n).toBe(first?.n);
    const runs = await database.db.select().from(seedRuns);
    expect(runs.map((r) => r.name).sort()).toEqual(seedSteps.map((s) => s.name).sort());
  });

  it('concurrent starts seed exactly once', async () => {
    const fresh = await createTestDatabase();
    try {
      await Promise.all([1, 2, 3].map(() => seedDatabase(fresh.db, { demo: true })));
      const runs = await fresh.db.select().from(seedRuns);
      expect(runs).toHaveLength(seedSteps.length);
    } finally {
      await fresh.dispose();
    }
  });
});
