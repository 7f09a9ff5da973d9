import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db/client.ts';
import { cashierHeaders } from '../helpers/staff-token.ts';
import { startTcpRelay, type TcpRelay } from '../helpers/tcp-relay.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/test-database.ts';

/**
 * /healthz while PostgreSQL is unreachable and after it is back: the app talks to its database
 * through a TCP relay the test cuts (every connection dropped, new ones refused) and restores.
 */
describe.runIf(testEngine === 'postgres')('/healthz follows the database (PostgreSQL)', () => {
  let database: TestDatabase;
  let relay: TcpRelay;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    const direct = new URL(database.url as string);
    relay = await startTcpRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
    const relayed = new URL(direct);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    const handle = await openDatabase({ kind: 'postgres', url: relayed.toString(), poolSize: 4 });
    t = await createTestApp({ database: { ...handle, url: relayed.toString(), dispose: () => handle.close() } });
  });
  afterAll(async () => {
    await t?.close();
    await t?.database.dispose();
    await relay?.close();
    await database?.dispose();
  });

  const health = () => t.app.inject({ method: 'GET', url: '/healthz' });

  it('answers 503 naming the database while it is unreachable, and 200 again without a restart', async () => {
    expect((await health()).json()).toEqual({ status: 'ok', database: 'postgres' });

    await relay.cut();
    const started = Date.now();
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ error: { code: 'database_unavailable', message: 'The database does not answer.' } });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await health()).statusCode).toBe(503);

    await relay.restore();
    const up = await health();
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ok', database: 'postgres' });
  });

  it('answers a write 503 with Retry-After while the database is unreachable, and takes the same write once it is back', async () => {
    const headers = await cashierHeaders(t);
    const openShift = () => t.app.inject({ method: 'POST', url: '/api/pos/shifts', headers, payload: { storeId: 'STORE-003', openingFloat: 100_000, requestKey } });
    const requestKey = randomUUID();
    await relay.cut();
    const down = await openShift();
    expect(down.statusCode, down.body).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({ error: { code: 'database_unavailable', message: "The shop's database does not answer right now. Please try again in a few seconds." } });

    await relay.restore();
    const sent = await openShift();
    expect(sent.statusCode, sent.body).toBe(201);
  });
});
