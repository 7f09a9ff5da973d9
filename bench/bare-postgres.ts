import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { posOrder } from '#domain/pos/api/sales.ts';
import { jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { LoyaltyEngine } from '../server/src/loyalty/engine.ts';
import { profileQueryText } from '../server/src/loyalty/members.ts';
import { readOrderContext } from '../server/src/loyalty/orders/context.ts';
import { writeOrderPlan, type OrderPlan } from '../server/src/loyalty/orders/order-plan.ts';
import { planOrder } from '../server/src/loyalty/orders/plan.ts';
import { loadConfig } from '../server/src/platform/config.ts';
import type { Database } from '../server/src/platform/db/client.ts';
import * as schema from '../server/src/platform/db/schema/index.ts';
import { benchPosOrder, type BarePostgresOptions } from './pos-order.ts';

/**
 * The own ceilings of the two paths that read or write many tables (bench/run.ts): a bare Fastify with
 * node-postgres and nothing else, in its own process(es), issuing exactly the database work of
 *   GET  /profile/:membershipNumber  the member profile's own query (server/src/loyalty/members.ts), and
 *   POST /orders/:i                  the POS order's own `select loyalty_place_order(...)` call
 *                                    (server/src/loyalty/orders/order-plan.ts) with a valid plan for the
 *                                    i-th order of the fixtures (a new transaction number each time).
 * The real server's share of these is the part of the cost that is ours: HTTP hooks, sign-in checks,
 * validation, the order's context read and planning, serialisation.
 *
 * The order's plan is computed once, by the server's own planner, for the fixtures' first member and
 * voucher; each request swaps in its member, voucher, transaction number and new ids (a text
 * substitution, cheaper than planning), so the ceiling carries no planning cost of ours.
 *
 * Environment: PORT, DATABASE_URL, WORKERS (processes, as the server's), BARE_ORDERS (JSON
 * BarePostgresOptions['orders'], without it POST /orders answers 404). It tells its parent it is ready
 * by an IPC message once every process listens.
 */
const options: BarePostgresOptions = {
  port: Number(process.env.PORT),
  databaseUrl: process.env.DATABASE_URL ?? '',
  workers: Number(process.env.WORKERS ?? 1),
  orders: process.env.BARE_ORDERS ? (JSON.parse(process.env.BARE_ORDERS) as BarePostgresOptions['orders']) : null,
};

type Values = Record<string, string>;

/** The plan of the fixtures' order i as JSON text, from a template with @@name@@ markers. */
interface OrderTemplate {
  text: string;
  uuids: number;
  values(i: number): Values;
}

async function orderTemplate(db: Database, pool: pg.Pool, orders: NonNullable<BarePostgresOptions['orders']>): Promise<OrderTemplate> {
  const like = `${orders.fixtures.prefix}-%`;
  const members = new Map(
    (await pool.query<{ id: string; membership_number: string; email: string }>(
      'select m.id, m.membership_number, c.email from loyalty_members m join loyalty_contacts c on c.id = m.contact_id where m.membership_number like $1',
      [like],
    )).rows.map((r) => [r.membership_number, r]),
  );
  const vouchers = new Map((await pool.query<{ id: string; voucher_code: string }>('select id, voucher_code from loyalty_vouchers where voucher_code like $1', [like])).rows.map((r) => [r.voucher_code, r.id]));

  const engine = new LoyaltyEngine(db);
  const reference = await engine.reference();
  const first = benchPosOrder(orders.fixtures, orders.storeId, 0);
  const templateTransaction = `${orders.fixtures.prefix}-TEMPLATE`;
  const order = posOrder.parse(first.order);
  const context = await readOrderContext(db, {
    externalTransactionNumber: templateTransaction,
    storeId: order.storeId,
    productCodes: [...new Set(order.line_items.map((item) => item.productCode))],
    membershipNumber: first.membershipNumber,
    voucherCode: first.voucherCode,
    today: engine.today(),
  });
  const uuids: string[] = [];
  // As server/src/loyalty/orders/place-order.ts calls the planner.
  const plan = planOrder({ externalTransactionNumber: templateTransaction, order, till: { cashierId: orders.cashierId } }, context, {
    now: engine.now(),
    today: engine.today(),
    programName: reference.programName,
    uuid: () => uuids[uuids.push(randomUUID()) - 1]!,
    tierByName: (name) => reference.tierByName(name),
    earning: reference.earning,
    thresholds: reference.thresholds,
    orderEventDefinitionKey: engine.settings.orderEventDefinitionKey,
    cashRoundingUnit: engine.settings.cashRoundingUnit,
  });

  const member = members.get(first.membershipNumber);
  const voucherId = vouchers.get(first.voucherCode);
  if (!member || !voucherId) throw new Error(`the fixtures ${orders.fixtures.prefix} have no member ${first.membershipNumber} or voucher ${first.voucherCode}`);
  let text = JSON.stringify(plan);
  const mark = (from: string, name: string, required = true) => {
    if (required && !text.includes(from)) throw new Error(`the order's plan has no ${from} (${name}): its shape changed`);
    text = text.split(from).join(`@@${name}@@`);
  };
  // The transaction number also sits inside other strings (the journey event's dedupe key): replaced
  // wherever it appears. The others are whole JSON strings.
  mark(templateTransaction, 'transaction');
  mark(JSON.stringify(first.membershipNumber), 'member');
  mark(JSON.stringify(member.id), 'memberId');
  mark(JSON.stringify(member.email), 'email');
  mark(JSON.stringify(first.voucherCode), 'voucher');
  mark(JSON.stringify(voucherId), 'voucherId');
  uuids.forEach((uuid, n) => mark(JSON.stringify(uuid), `uuid${n}`, false));

  return {
    text,
    uuids: uuids.length,
    values(i) {
      const next = benchPosOrder(orders.fixtures, orders.storeId, i);
      const m = members.get(next.membershipNumber);
      const v = vouchers.get(next.voucherCode);
      if (!m || !v) throw new Error(`no member ${next.membershipNumber} or voucher ${next.voucherCode}`);
      const values: Values = {
        transaction: `${orders.fixtures.prefix}-BARE-${i}`,
        member: JSON.stringify(next.membershipNumber),
        memberId: JSON.stringify(m.id),
        email: JSON.stringify(m.email),
        voucher: JSON.stringify(next.voucherCode),
        voucherId: JSON.stringify(v),
      };
      for (let n = 0; n < uuids.length; n += 1) values[`uuid${n}`] = JSON.stringify(randomUUID());
      return values;
    },
  };
}

async function serve(): Promise<void> {
  const poolSize = loadConfig({ DATABASE_URL: options.databaseUrl, DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }).database;
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: poolSize.kind === 'postgres' ? poolSize.poolSize : 1 });
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  const template = options.orders ? await orderTemplate(db, pool, options.orders) : null;

  const app = Fastify({ logger: false });
  app.get('/', async () => ({ ready: true }));
  app.get<{ Params: { membershipNumber: string } }>('/profile/:membershipNumber', async (request, reply) => {
    // The statement name and text of the server's profile query (JsonQuery runs it so on node-postgres).
    const { rows } = await pool.query<{ result: unknown }>({ name: 'loyalty_member_profile', text: profileQueryText, values: [request.params.membershipNumber, jakartaDayOfInstant(new Date())] });
    if (!rows[0]) return reply.status(404).send({ error: 'no such member' });
    return rows[0].result;
  });
  app.post<{ Params: { i: string } }>('/orders/:i', async (request, reply) => {
    if (!template) return reply.status(404).send({ error: 'started without BARE_ORDERS' });
    const values = template.values(Number(request.params.i));
    const plan = JSON.parse(template.text.replace(/@@(\w+)@@/g, (_, name: string) => values[name]!)) as OrderPlan;
    const { response } = await writeOrderPlan(db, plan);
    return reply.status(201).send({ orders: [response] });
  });
  process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
  await app.listen({ port: options.port, host: '127.0.0.1' });
}

if (options.workers > 1 && cluster.isPrimary) {
  let listening = 0;
  for (let i = 0; i < options.workers; i += 1) {
    cluster.fork().once('listening', () => {
      if ((listening += 1) === options.workers) process.send?.('ready');
    });
  }
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(0);
  });
} else {
  await serve();
  if (cluster.isPrimary) process.send?.('ready');
}
