import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm run dev`: the API server with reload-on-save (tsx watch) on API_PORT (3001), and Vite's dev
 * server with hot module replacement on PORT (3000), which proxies the server's paths to it.
 * Open http://localhost:3000.
 */
const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
      WEB_DIST_DIR: 'web/.no-build-in-dev',
      LOG_PRETTY: process.env.LOG_PRETTY ?? 'true',
      // The development mailbox (/idp/dev/mailbox) and demo social sign-in, unless a tenant is configured.
      IDENTITY_DEV_TOOLS: process.env.IDENTITY_DEV_TOOLS ?? (process.env.AUTH0_DOMAIN ? 'false' : 'true'),
      // GET /api/mc/events lists the journey events the embedded sink received (development only).
      MC_EVENTS_ROUTE: process.env.MC_EVENTS_ROUTE ?? 'true',
    },
  }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: webPort, DEV_API_URL: `http://localhost:${apiPort}` },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
