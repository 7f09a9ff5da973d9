import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests run the real server (built SPA + API + PGlite in a fresh temporary directory) on a
 * free port, in Debian's Chromium. Workers inherit E2E_PORT / E2E_DATA_DIR (and the loop's ports and
 * directories below) from this first load.
 */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'lumbung-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

/*
 * The Salesforce loop (decision 012, e2e/pos/salesforce-loop.spec.ts): an "engine" instance serving the
 * Salesforce-compatible surface, and a "shop" instance whose loyalty routes use our Salesforce adapter
 * pointed at it. Each has its own database; every other spec uses only the server above.
 */
process.env.E2E_SF_ENGINE_PORT ??= String(await freePort());
// Inside the run's directory, so e2e/global-teardown.ts removes them with it.
process.env.E2E_SF_ENGINE_DATA_DIR ??= path.join(process.env.E2E_DATA_DIR, 'sf-engine');
process.env.E2E_SF_SHOP_PORT ??= String(await freePort());
process.env.E2E_SF_SHOP_DATA_DIR ??= path.join(process.env.E2E_DATA_DIR, 'sf-shop');
const engineURL = `http://localhost:${process.env.E2E_SF_ENGINE_PORT}`;
const shopURL = `http://localhost:${process.env.E2E_SF_SHOP_PORT}`;
process.env.E2E_SF_ENGINE_URL = engineURL;
process.env.E2E_SF_SHOP_URL = shopURL;
const SF_COMPAT_CLIENT = { id: 'lumbung-e2e-loop', secret: 'e2e-loop-secret-0123456789' };

/** The environment every instance shares: its own port, address and PGlite directory. */
function serverEnv(serverPort: string, dataDir: string, publicURL: string): Record<string, string> {
  // The specs read the English texts (their visitors carry `lang=en`, e2e/fixtures.ts); what the server
  // words with no visitor's language at hand (an e-mail asked for server to server) is in the shop's
  // default, English here too. The Indonesian journeys choose Indonesian as a visitor does.
  return { PORT: serverPort, HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: publicURL, LOG_LEVEL: 'warn', DATABASE_URL: '', DEFAULT_LANGUAGE: 'en' };
}

export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  // One worker: Chromium and the server already keep both cores busy (two workers, with the specs
  // that change shop-wide state run first on their own, took 8.2 minutes against 8.5 for one).
  workers: 1,
  retries: 0,
  // A `test.only` left in a spec would silently skip every other test on CI.
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'e2e/.report' }]],
  outputDir: 'e2e/.results',
  use: {
    baseURL,
    // No trace by default: recording one for every test (DOM snapshots, screencast) took a third of
    // the tests' time on this 2-core machine. A failure keeps its screenshot and Playwright's page
    // snapshot; rerun one with `--trace on` to get its trace.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The till registers a service worker (decision 030) that answers its requests from a cache when the
    // network fails: no spec meets it unless it asks (e2e/pos/offline.spec.ts), so page.route() mocks and
    // fresh answers behave as before.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx server/src/main.ts',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv(String(port), process.env.E2E_DATA_DIR, baseURL),
        // The development mailbox and the demo social sign-in (e2e/identity/identity.spec.ts).
        IDENTITY_DEV_TOOLS: 'true',
        // Cash rounded down to Rp 100 (decision 014; e2e/pos/tenders.spec.ts, e2e/pos/shift.spec.ts).
        CASH_ROUNDING: '100',
        // The referral job every 2 s instead of hourly: a referral is credited within the test (e2e/loyalty/referral.spec.ts).
        REFERRAL_CREDITS_INTERVAL_MS: '2000',
      },
    },
    {
      // (a) the engine: demo data seeded, the Salesforce-compatible surface on for one client.
      command: 'node --import tsx server/src/main.ts',
      url: `${engineURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv(process.env.E2E_SF_ENGINE_PORT, process.env.E2E_SF_ENGINE_DATA_DIR, engineURL),
        SF_COMPAT_CLIENT_ID: SF_COMPAT_CLIENT.id,
        SF_COMPAT_CLIENT_SECRET: SF_COMPAT_CLIENT.secret,
      },
    },
    {
      // (b) the shop: its loyalty routes call (a) through the Salesforce adapter.
      command: 'node --import tsx server/src/main.ts',
      url: `${shopURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv(process.env.E2E_SF_SHOP_PORT, process.env.E2E_SF_SHOP_DATA_DIR, shopURL),
        SALESFORCE_LOGIN_URL: engineURL,
        SALESFORCE_CLIENT_ID: SF_COMPAT_CLIENT.id,
        SALESFORCE_CLIENT_SECRET: SF_COMPAT_CLIENT.secret,
        // The engine books points at once: no need to wait the hosted service's 3 s.
        SALESFORCE_POST_ORDER_WAIT_MS: '200',
        IDENTITY_DEV_TOOLS: 'true',
      },
    },
  ],
});
