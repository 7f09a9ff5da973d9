import { fillShelves, PLACE_CHECKOUT_PATH, storefrontCheckoutBody } from './storefront-order.ts';
import { startTarget } from './server.ts';

/**
 * `npm run bench:expiry` (decisions 018 and 036): 2,000 unpaid storefront orders (BENCH_EXPIRY_ORDERS)
 * are placed through the real server, made due at once, and one run of the order-expiry job clears them:
 * each order's gateway asked (the embedded simulator's record), then closed with its stock given back.
 * Reports orders expired per second and the run's time as a ratio of the job's interval (60 s): the
 * backlog must clear within one interval. On PostgreSQL with BENCH_DATABASE_URL, PGlite without it.
 */
const ORDERS = Number(process.env.BENCH_EXPIRY_ORDERS ?? 2_000);
const INTERVAL_SECONDS = 60;
const PLACING_CONCURRENCY = 8;

async function main(): Promise<void> {
  // The job must not run on its own while the backlog is built: the bench runs it once, timed.
  process.env.ORDER_EXPIRY_INTERVAL_MS = '0';
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const target = await startTarget(postgresUrl ? 'postgres' : 'pglite', postgresUrl);
  try {
    const { baseUrl } = target;
    const lines = [{ productId: '7', quantity: 1 }];
    await fillShelves(baseUrl, lines);
    let placed = 0;
    const placeOne = async () => {
      const res = await fetch(`${baseUrl}${PLACE_CHECKOUT_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(storefrontCheckoutBody(lines)) });
      if (res.status !== 201) throw new Error(`checkout ${placed + 1}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      placed += 1;
    };
    const placing = performance.now();
    await Promise.all(
      Array.from({ length: PLACING_CONCURRENCY }, async (_, worker) => {
        for (let i = worker; i < ORDERS; i += PLACING_CONCURRENCY) await placeOne();
      }),
    );
    const placeSeconds = (performance.now() - placing) / 1000;

    const res = await fetch(`${baseUrl}/__bench/order-expiry-run`, { method: 'POST' });
    if (!res.ok) throw new Error(`expiry run: ${res.status} ${await res.text()}`);
    const run = (await res.json()) as { due: number; expired: number; paid: number; left: number; milliseconds: number };
    const seconds = run.milliseconds / 1000;
    const perSecond = run.expired / seconds;
    console.log(
      JSON.stringify(
        {
          database: target.databaseKind,
          placed,
          placeSeconds: Number(placeSeconds.toFixed(1)),
          due: run.due,
          expired: run.expired,
          paid: run.paid,
          left: run.left,
          seconds: Number(seconds.toFixed(2)),
          ordersExpiredPerSecond: Number(perSecond.toFixed(0)),
          ratioOfInterval: Number((seconds / INTERVAL_SECONDS).toFixed(3)),
        },
        null,
        2,
      ),
    );
    if (run.left > 0 || run.expired < ORDERS) throw new Error(`one run left ${run.left} of ${run.due} due orders (expired ${run.expired})`);
    if (seconds > INTERVAL_SECONDS) throw new Error(`the run took ${seconds.toFixed(1)} s, longer than the job's ${INTERVAL_SECONDS} s interval`);
  } finally {
    await target.stop();
  }
}

await main();
