import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, snapshotPglite } from '../../src/platform/db/client.ts';
import { migrateDatabase } from '../../src/database.ts';
import { seedDatabase } from '../../src/seed/index.ts';
import { adminUrl, testEngine, withDatabaseName } from './test-engine.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated, reference-seeded PGlite data directory (pglite runs). */
    pgliteTemplateFile: string | null;
    /** A migrated, reference-seeded PostgreSQL database to CREATE DATABASE … TEMPLATE from (postgres runs). */
    postgresTemplate: string | null;
  }
}

/**
 * Builds one migrated database with the reference data once per run; every test file then starts
 * from a copy of it instead of migrating and seeding its own (several seconds per file on PGlite).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (testEngine === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { demo: false });
    const snapshot = await snapshotPglite(handle);
    await handle.close();
    const file = path.join(os.tmpdir(), `lumbung-pglite-template-${process.pid}.tar`);
    fs.writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
    project.provide('pgliteTemplateFile', file);
    project.provide('postgresTemplate', null);
    return async () => fs.rmSync(file, { force: true });
  }

  const name = `lumbung_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url: withDatabaseName(adminUrl(), name), poolSize: 2 });
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { demo: false });
  await handle.close(); // a template must have no connections while it is copied
  project.provide('pgliteTemplateFile', null);
  project.provide('postgresTemplate', name);
  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl() });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}
