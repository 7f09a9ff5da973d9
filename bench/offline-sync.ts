import { DEMO_CASHIER } from '../server/src/identity/embedded/demo-accounts.ts';
import { signIn } from '../server/test/helpers/identity-client.ts';
import { ensureOpenShift } from './pos-shift.ts';
import { startTarget } from './server.ts';

/**
 * `npm run bench:offline` (docs/decisions/030-offline-till.md): a till comes back online with 500 sales
 * in its queue and syncs them one after another, as the till does (in order, one request at a time), to
 * the real server on PostgreSQL (BENCH_DATABASE_URL; PGlite without it). Cash, debit and credit card in
 * turn, every fifth with a member earning points. Then 50 of them again (answers lost): each must replay.
 * The shift is closed and its Z-report must count the 500. Fails above 60 s (the bound).
 * BENCH_OFFLINE_SALES overrides 500.
 */
const SALES = Number(process.env.BENCH_OFFLINE_SALES ?? 500);
const BOUND_SECONDS = 60;
const STORE = 'STORE-001';
const DEVICE = 'BENCH-1';
const MEMBER = '1001';
const TENDERS = ['Cash', 'Debit', 'Credit Card'] as const;
const BASKETS = [
  [{ productCode: 'GL-MLK-001', quantity: 1 }],
  [
    { productCode: 'GL-MLK-006', quantity: 1 },
    { productCode: 'GL-FRU-002', quantity: 2 },
  ],
  [
    { productCode: 'GL-SEA-002', quantity: 1 },
    { productCode: 'GL-MLK-001', quantity: 3 },
    { productCode: 'GL-FRU-002', quantity: 1 },
  ],
];

function offlineSale(i: number, shiftId: string, soldAt: Date) {
  const tender = TENDERS[i % TENDERS.length] ?? 'Cash';
  return {
    orders: [
      {
        requestType: 'placeOrder',
        newExternalTransactionNumber: `${DEVICE}-${soldAt.getTime()}-${i}`,
        order: {
          storeId: STORE,
          membershipNumber: i % 5 === 0 ? MEMBER : null,
          payment_gateway_names: [tender],
          line_items: BASKETS[i % BASKETS.length],
          offline: { deviceId: DEVICE, receiptNumber: `T${DEVICE}-${i + 1}`, soldAt: soldAt.toISOString(), shiftId },
        },
      },
    ],
  };
}

async function main(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const target = await startTarget(postgresUrl ? 'postgres' : 'pglite', postgresUrl);
  try {
    const { baseUrl } = target;
    const { tokens } = await signIn(baseUrl, DEMO_CASHIER, { audience: `${baseUrl}/api` });
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    await ensureOpenShift(baseUrl, headers, STORE);
    const current = (await (await fetch(`${baseUrl}/api/pos/shifts/current?storeId=${STORE}`, { headers })).json()) as { shift: { id: string } };
    const shiftId = current.shift.id;

    // The queue as the till holds it: sold over the last hours, a minute apart.
    const start = Date.now() - SALES * 60_000;
    const bodies = Array.from({ length: SALES }, (_, i) => offlineSale(i, shiftId, new Date(start + i * 60_000)));
    const post = (body: object) =>
      fetch(`${baseUrl}/api/pos/orders`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

    // One warm-up sale outside the measurement, as the bench's scenarios warm up (JIT, pools, prepared plans).
    const warmUp = await post(offlineSale(SALES, shiftId, new Date(start - 60_000)));
    if (warmUp.status !== 201) throw new Error(`warm-up sale: ${warmUp.status} ${await warmUp.text()}`);

    const began = performance.now();
    for (const [i, body] of bodies.entries()) {
      const res = await post(body);
      if (res.status !== 201) throw new Error(`sale ${i + 1}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }
    const seconds = (performance.now() - began) / 1000;

    // Answers lost: the till posts 50 of them again; each replays, nothing is booked twice.
    for (const body of bodies.slice(0, 50)) {
      const res = await post(body);
      if (res.status !== 200 || res.headers.get('idempotent-replayed') !== 'true') throw new Error(`replay answered ${res.status}`);
      await res.arrayBuffer();
    }

    const closed = await fetch(`${baseUrl}/api/pos/shifts/${shiftId}/close`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ countedCash: 0 }),
    });
    const report = (await closed.json()) as { sales: { count: number } };
    if (report.sales.count !== SALES + 1) throw new Error(`the Z-report counts ${report.sales.count} sales, not ${SALES + 1}`);

    const perSecond = SALES / seconds;
    console.log(`offline sync on ${target.databaseKind}: ${SALES} queued sales in ${seconds.toFixed(1)} s, ${perSecond.toFixed(0)} sales/s (${((seconds * 1000) / SALES).toFixed(1)} ms each); 50 replays booked nothing; Z-report counts ${report.sales.count}`);
    if (seconds > BOUND_SECONDS) {
      console.error(`✗ above the ${BOUND_SECONDS} s bound`);
      process.exitCode = 1;
    } else {
      console.log(`✓ within the ${BOUND_SECONDS} s bound`);
    }
  } finally {
    await target.stop();
  }
}

await main();
