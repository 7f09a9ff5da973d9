import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; the server applies them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/platform/db/schema/index.ts',
  out: './server/src/platform/db/migrations',
});
