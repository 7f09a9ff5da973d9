import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db/client.ts';
import { migrateDatabase } from '../../src/database.ts';
import { adminUrl, testEngine, withDatabaseName } from './test-engine.ts';

export { testEngine, type TestEngine } from './test-engine.ts';

/**
 * A database of its own for one test file, on the engine this run targets: TEST_DB_ENGINE=pglite
 * (default, in memory) or postgres (a new database on TEST_DATABASE_URL's server, dropped again by
 * `dispose`). By default it is a copy of the run's template (migrated, reference data seeded: see
 * global-setup.ts); `{ empty: true }` gives a database with nothing in it but the migrations.
 */
export interface TestDatabase extends DatabaseHandle {
  /** The connection string of this test database (postgres only): for a second app instance. */
  url: string | null;
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Migrations only: no reference data (tests of migrating and seeding themselves). */
  empty?: boolean;
}

let pgliteTemplate: Blob | null = null;

function pgliteSnapshot(): Blob | undefined {
  const file = inject('pgliteTemplateFile');
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([fs.readFileSync(file)]);
  return pgliteTemplate;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (testEngine === 'pglite') {
    const snapshot = options.empty ? undefined : pgliteSnapshot();
    const handle = await openDatabase({ kind: 'pglite', dataDir: null }, { pgliteSnapshot: snapshot });
    await migrateDatabase(handle); // nothing to do on a template copy: already migrated
    return { ...handle, url: null, dispose: () => handle.close() };
  }

  const template = options.empty ? null : inject('postgresTemplate');
  const name = `lumbung_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();

  const url = withDatabaseName(adminUrl(), name);
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
  await migrateDatabase(handle);
  return {
    ...handle,
    url,
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
