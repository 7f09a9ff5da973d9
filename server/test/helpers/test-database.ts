import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../src/db/client.ts';

/**
 * A fresh, migrated database for one test file, on the engine this run targets:
 * TEST_DB_ENGINE=pglite (default, in memory) or postgres (a new database on TEST_DATABASE_URL's
 * server, dropped again by `dispose`). scripts/test-integration.ts runs the suite once per engine.
 */
export type TestEngine = 'pglite' | 'postgres';

export const testEngine: TestEngine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase extends DatabaseHandle {
  /** The connection string of this test database (postgres only): for a second app instance. */
  url: string | null;
  dispose(): Promise<void>;
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testEngine === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrateDatabase(handle);
    return { ...handle, url: null, dispose: () => handle.close() };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `lumbung_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = databaseUrl(adminUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
  await migrateDatabase(handle);
  return {
    ...handle,
    url,
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
