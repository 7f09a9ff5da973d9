import Fastify from 'fastify';

/**
 * The top ceiling of `npm run bench` (decision 019): a bare Fastify hello-world, no plugins, no hooks, no
 * schemas, in its own process — what this machine's Node and Fastify can answer at all in this run.
 * `GET /meta.json` (a constant from memory through the whole real stack) is reported against it.
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
