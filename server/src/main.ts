import cluster from 'node:cluster';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './platform/config.ts';
import { openDatabase } from './platform/db/client.ts';
import { migrateDatabase } from './database.ts';
import { seedDatabase } from './seed/index.ts';

/** One server process: migrate, build, seed, listen; stop cleanly on SIGINT/SIGTERM. */
async function serve(config: Config): Promise<void> {
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
  const worker = cluster.isWorker ? ` (worker ${cluster.worker?.id})` : '';
  app.log.info(`Lumbung is serving ${config.publicUrl} (database: ${database.kind})${worker}`);
  if (config.payments.provider.kind === 'embedded') {
    app.log.warn('Payments are simulated (PAYMENT_PROVIDER=embedded): anyone can mark an order paid at /pay/{charge}, and no money moves. Set PAYMENT_PROVIDER=midtrans to take real payments.');
  }
}

/** How long the primary waits before replacing a worker that died. */
const RESTART_DELAY_MS = 1_000;

/**
 * WORKERS=N on PostgreSQL (docs/decisions/019-request-path.md): this process forks N server
 * processes that share the port (Node's cluster hands out connections) and one database. The first one
 * starts alone (it migrates and seeds, and the identity provider creates its keys), the others after it
 * listens. A worker that dies is replaced; SIGINT/SIGTERM stop them all. Background jobs run in one of
 * them (platform/jobs/leader.ts); sessions and keys are in the database, rate limits in Redis with REDIS_URL (in
 * each process's memory without it: a looser limit), the catalogue cache per process with a short TTL.
 */
function supervise(config: Config): void {
  const log = pino({ level: config.log.level });
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork();
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      log.error({ worker: worker.id, code, signal }, 'a server process stopped: starting another');
      setTimeout(fork, RESTART_DELAY_MS).unref();
    });
    return worker;
  };
  const first = fork();
  first.once('listening', () => {
    for (let i = 1; i < config.workers; i += 1) fork();
    log.info(`Lumbung runs ${config.workers} server processes on ${config.publicUrl}`);
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping the server processes');
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      worker.process.kill('SIGTERM');
    }
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isPrimary && config.workers > 1) {
    if (config.database.kind === 'postgres') return supervise(config);
    console.warn(`WORKERS=${config.workers} is ignored: PGlite is embedded in one process, so the server runs one. Set DATABASE_URL to run several.`);
  }
  await serve(config);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
