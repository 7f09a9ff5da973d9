import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../src/platform/db/client.ts';

/**
 * For tests of one migration on a database that was written before it: a fresh PGlite that can be
 * migrated up to a given migration, given old rows, then migrated on. Runs on PGlite: such a test is
 * about the SQL file.
 */
export interface MigrationSteps {
  client: PGlite;
  /** Applies the migrations up to and including `lastIndex` (the journal's idx) that are not applied yet. */
  migrateUpTo(lastIndex: number): Promise<void>;
  close(): Promise<void>;
}

export function migrationSteps(): MigrationSteps {
  const client = new PGlite();
  const db = drizzle({ client });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lumbung-migrations-'));
  /** The migrations folder as it was up to and including `lastIndex`. */
  const folderUpTo = (lastIndex: number) => {
    const folder = path.join(tmp, `upto-${lastIndex}`);
    fs.cpSync(migrationsFolder, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((entry) => entry.idx <= lastIndex);
    fs.writeFileSync(journalPath, JSON.stringify(journal));
    return folder;
  };
  return {
    client,
    migrateUpTo: (lastIndex) => migrate(db, { migrationsFolder: folderUpTo(lastIndex) }),
    async close() {
      await client.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
