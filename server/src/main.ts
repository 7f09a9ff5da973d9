import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed/index.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await migrateDatabase(database);
  const app = await buildApp({ config, database });
  await seedDatabase(database.db, { demo: config.seedDemoData, log: app.log });
  // The seed is the only catalogue write so far: whatever was read before it is gone.
  app.catalogueCache.invalidate();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close(); // PGlite flushes its files here
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Lumbung is serving ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
