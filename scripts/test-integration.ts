import { spawnSync } from 'node:child_process';

/**
 * Runs the integration suite once on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
 * Extra arguments go to Vitest (e.g. a file filter).
 */
const engines = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const extraArgs = process.argv.slice(2);

for (const engine of engines) {
  console.log(`\n=== integration tests on ${engine} ===`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'integration', ...extraArgs], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DB_ENGINE: engine },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (engines.length === 1) console.log('\n(TEST_DATABASE_URL is not set: PostgreSQL run skipped)');
