import { defineConfig } from 'vitest/config';

// Two suites: `unit` (pure code, no I/O) and `integration` (server + a real database).
// scripts/test-integration.ts runs `integration` once per database engine.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'web/vite/**/*.test.ts', 'server/src/**/*.unit.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['server/test/**/*.test.ts'],
          globalSetup: ['server/test/helpers/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Every file has its own database (a PGlite copy or a PostgreSQL database from a template),
          // so two files run at once; Vitest's default on a 2-core machine is one.
          maxWorkers: 2,
          // A worker keeps its loaded modules from one file to the next instead of importing the
          // server again for every file (about 2 s a file): the files share no module state (each
          // builds its own app and database), and this halves the run (PGlite 310 s -> 148 s).
          isolate: false,
        },
      },
    ],
  },
});
