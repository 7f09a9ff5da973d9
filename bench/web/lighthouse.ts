import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { freePort, startTarget } from '../server.ts';
import { routeBudgets } from '../bundle-size.ts';

/**
 * `npm run bench:web` (decision 013): builds the web app, starts the production server on PGlite,
 * and runs Lighthouse 12 (mobile with its default simulated throttling, then desktop) against the
 * main routes — the member area signed in as a member, the POS signed in as the cashier — in
 * Debian's Chromium. Prints score, FCP, LCP, TBT, CLS and accessibility per route, the failed
 * accessibility audits, and the initial JavaScript per route; writes everything as JSON.
 *
 * CHROME_PATH (default /usr/bin/chromium), BENCH_WEB_RUNS (runs per route, the median by
 * performance is kept; default 1), BENCH_WEB_ONLY (route names to measure, separated by commas: each a
 * substring of the names, or `=name` for exactly one),
 * BENCH_WEB_OUT (JSON file; default bench/web/lighthouse-result.json), BENCH_WEB_REPORTS (a directory:
 * every run's full Lighthouse report goes there, to see what the LCP element and the long tasks were),
 * BENCH_WEB_DIST (measure this existing build instead of building one).
 */
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));
const only = process.env.BENCH_WEB_ONLY;
const outFile = process.env.BENCH_WEB_OUT ?? 'bench/web/lighthouse-result.json';
const reportsDir = process.env.BENCH_WEB_REPORTS;

/** Who the route is measured as: anonymous, or signed in through the real sign-in screen first. */
type Visitor = 'anonymous' | 'member' | 'cashier';

/** The demo accounts (README "Demo accounts") each signed-in visitor uses, and where its sign-in lands. */
const ACCOUNTS: Record<Exclude<Visitor, 'anonymous'>, { email: string; password: string; path: string; heading: string | RegExp }> = {
  member: { email: 'budi.santoso@example.com', password: 'Poin#1001', path: '/loyalty', heading: /^Halo, / },
  cashier: { email: 'kasir@lumbung.test', password: 'Kasir#2024', path: '/pos/grandlucky', heading: 'POS' },
};

interface BenchRoute {
  name: string;
  path: string;
  visitor: Visitor;
}

/** The mobile targets of the web performance work (decision 013): performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05, TBT ≤ 150 ms, accessibility 100. */
const TARGETS = { performance: 95, lcpMs: 2000, cls: 0.05, tbtMs: 150, accessibility: 100 };

interface Measurement {
  route: string;
  url: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Accessibility audits that failed, by id (e.g. color-contrast). */
  accessibilityFailures: string[];
  /** The largest-contentful-paint element, as Lighthouse names it. */
  lcpElement?: string;
  /** Elements that shifted, largest first. */
  layoutShifts?: string[];
  /** Set when Lighthouse could not measure the route (twice in a row); the figures are then NaN. */
  error?: string;
}

async function routesToMeasure(baseUrl: string): Promise<BenchRoute[]> {
  const { products } = (await (await fetch(`${baseUrl}/api/products`)).json()) as { products: Array<{ 'Product ID': string }> };
  const first = products[0];
  if (!first) throw new Error('the catalogue is empty');
  return [
    { name: '/', path: '/', visitor: 'anonymous' },
    { name: '/all-products', path: '/all-products', visitor: 'anonymous' },
    { name: '/all-products/{id}', path: `/all-products/${encodeURIComponent(first['Product ID'])}`, visitor: 'anonymous' },
    { name: '/promo', path: '/promo', visitor: 'anonymous' },
    // The member's own account opens the member area without a number (decision 009: the account owns it).
    { name: '/loyalty', path: '/loyalty', visitor: 'member' },
    { name: '/pos/grandlucky', path: '/pos/grandlucky', visitor: 'cashier' },
  ];
}

/** Signs in through the app's own sign-in screen; the session stays in the browser profile. */
async function signIn(context: BrowserContext, baseUrl: string, visitor: Exclude<Visitor, 'anonymous'>): Promise<void> {
  const account = ACCOUNTS[visitor];
  const page = await context.newPage();
  await page.goto(`${baseUrl}${account.path}`);
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === account.path);
  await page.getByRole('heading', { name: account.heading, exact: typeof account.heading === 'string' }).first().waitFor();
  await page.close();
}

function numeric(result: Result, audit: string): number {
  return result.audits[audit]?.numericValue ?? Number.NaN;
}

type DetailItems = Array<Record<string, unknown>>;
function detailItems(result: Result, audit: string): DetailItems {
  const details = result.audits[audit]?.details as { items?: DetailItems } | undefined;
  return details?.items ?? [];
}

function nodeLabel(item: Record<string, unknown>): string | undefined {
  const node = (item.node ?? item) as { selector?: string; snippet?: string; nodeLabel?: string };
  return node.selector ? `${node.selector} ${node.snippet?.slice(0, 80) ?? ''}`.trim() : node.nodeLabel;
}

function summarise(result: Result, route: BenchRoute, formFactor: Measurement['formFactor']): Measurement {
  const a11y = result.categories.accessibility;
  const failures = (a11y?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && result.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  const lcpItem = detailItems(result, 'largest-contentful-paint-element')[0] as { items?: DetailItems } | undefined;
  return {
    route: route.name,
    url: route.path,
    formFactor,
    performance: Math.round((result.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((a11y?.score ?? 0) * 100),
    fcpMs: numeric(result, 'first-contentful-paint'),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    accessibilityFailures: failures,
    lcpElement: lcpItem?.items?.[0] ? nodeLabel(lcpItem.items[0]) : undefined,
    layoutShifts: detailItems(result, 'layout-shifts')
      .slice(0, 3)
      .map((item) => `${nodeLabel(item) ?? '?'} (${Number(item.score ?? 0).toFixed(3)})`),
  };
}

async function measure(port: number, baseUrl: string, route: BenchRoute, formFactor: Measurement['formFactor']): Promise<Measurement> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // A signed-in route must keep the session the sign-in left in the profile.
    disableStorageReset: route.visitor !== 'anonymous',
  };
  const samples: Measurement[] = [];
  let lastError = '';
  // A busy machine sometimes loses the trace (NO_NAVSTART): each sample gets a second attempt.
  for (let attempt = 0; samples.length < runs && attempt < runs * 2; attempt += 1) {
    const run = await lighthouse(`${baseUrl}${route.path}`, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!run || run.lhr.runtimeError) {
      lastError = run?.lhr.runtimeError?.message ?? 'Lighthouse returned nothing';
      process.stderr.write(`    ${route.path}: ${lastError}\n`);
      continue;
    }
    samples.push(summarise(run.lhr, route, formFactor));
    if (reportsDir) {
      fs.mkdirSync(reportsDir, { recursive: true });
      const name = `${formFactor}${route.path.replace(/[^a-z0-9]+/gi, '-')}-${samples.length}.json`;
      fs.writeFileSync(path.join(reportsDir, name), JSON.stringify(run.lhr));
    }
  }
  if (samples.length === 0) {
    const nothing = Number.NaN;
    return { route: route.name, url: route.path, formFactor, performance: nothing, accessibility: nothing, fcpMs: nothing, lcpMs: nothing, tbtMs: nothing, cls: nothing, accessibilityFailures: [], error: lastError };
  }
  samples.sort((a, b) => a.performance - b.performance);
  return samples[Math.floor(samples.length / 2)]!;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mark = (ok: boolean) => (ok ? '' : ' ✗');

function printTable(rows: Measurement[], formFactor: Measurement['formFactor']): void {
  const mobile = formFactor === 'mobile';
  console.log(`\n## Lighthouse ${formFactor}${mobile ? ' (targets: performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05, TBT ≤ 150 ms, accessibility 100; ✗ = missed)' : ''}\n`);
  console.log('| route | performance | FCP | LCP | TBT | CLS | accessibility |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows.filter((row) => row.formFactor === formFactor)) {
    if (r.error) {
      console.log(`| ${r.url} | not measured: ${r.error} | | | | | |`);
      continue;
    }
    const t = mobile ? TARGETS : null;
    console.log(
      `| ${r.url} | ${r.performance}${mark(!t || r.performance >= t.performance)} | ${seconds(r.fcpMs)} | ${seconds(r.lcpMs)}${mark(!t || r.lcpMs <= t.lcpMs)} | ` +
        `${Math.round(r.tbtMs)} ms${mark(!t || r.tbtMs <= t.tbtMs)} | ${r.cls.toFixed(3)}${mark(!t || r.cls <= t.cls)} | ${r.accessibility}${mark(!t || r.accessibility >= t.accessibility)} |`,
    );
  }
}

/**
 * One browser profile per form factor and visitor: it starts signed out; a sign-in in it carries over to
 * Lighthouse's tabs. `routes` all have the same visitor.
 */
async function measureInFreshBrowser(baseUrl: string, routes: BenchRoute[], formFactor: Measurement['formFactor']): Promise<Measurement[]> {
  const debuggingPort = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lumbung-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debuggingPort}`],
  });
  const rows: Measurement[] = [];
  try {
    let signedIn = false;
    for (const route of routes) {
      if (route.visitor !== 'anonymous' && !signedIn) {
        try {
          await signIn(context, baseUrl, route.visitor);
          signedIn = true;
        } catch (error) {
          const nothing = Number.NaN;
          const why = `sign-in failed: ${(error as Error).message.split('\n')[0]}`;
          rows.push({ route: route.name, url: route.path, formFactor, performance: nothing, accessibility: nothing, fcpMs: nothing, lcpMs: nothing, tbtMs: nothing, cls: nothing, accessibilityFailures: [], error: why });
          continue;
        }
      }
      process.stderr.write(`  lighthouse ${formFactor} ${route.path}...\n`);
      rows.push(await measure(debuggingPort, baseUrl, route, formFactor));
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return rows;
}

async function main(): Promise<void> {
  // Its own build directory, so a build in web/dist during the run cannot change what is measured.
  const given = process.env.BENCH_WEB_DIST;
  const dist = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lumbung-bench-web-'));
  if (!given) execSync(`npx vite build --outDir ${dist} --emptyOutDir`, { stdio: 'ignore' });
  const budgets = routeBudgets(dist);
  process.env.WEB_DIST_DIR = dist;
  const target = await startTarget('pglite');
  const rows: Measurement[] = [];
  try {
    const picks = only?.split(',').map((pick) => pick.trim()) ?? [];
    const picked = (name: string) => picks.some((pick) => (pick.startsWith('=') ? name === pick.slice(1) : name.includes(pick)));
    const routes = (await routesToMeasure(target.baseUrl)).filter((r) => picks.length === 0 || picked(r.name));
    // Each visitor in a profile of its own: an anonymous route's storage reset would end a session,
    // and the member and the cashier are different accounts.
    for (const formFactor of ['mobile', 'desktop'] as const) {
      for (const visitor of ['anonymous', 'member', 'cashier'] as const) {
        const group = routes.filter((r) => r.visitor === visitor);
        if (group.length > 0) rows.push(...(await measureInFreshBrowser(target.baseUrl, group, formFactor)));
      }
    }
  } finally {
    await target.stop();
    if (!given) fs.rmSync(dist, { recursive: true, force: true });
  }

  console.log('# Lumbung web benchmark (Lighthouse 12, production build, PGlite)');
  console.log('\n## Initial JavaScript per route (gzipped; budget for / is 100 KiB)\n');
  console.log('| route | initial JS | files |');
  console.log('|---|---|---|');
  for (const b of budgets) console.log(`| ${b.route} | ${(b.bytes / 1024).toFixed(1)} KiB | ${b.files.length} |`);
  printTable(rows, 'mobile');
  printTable(rows, 'desktop');
  const details = rows.filter((r) => r.accessibilityFailures.length > 0 || r.cls > TARGETS.cls);
  if (details.length > 0) console.log('\n## Findings\n');
  for (const r of details) {
    if (r.accessibilityFailures.length) console.log(`- ${r.formFactor} ${r.url}: accessibility fails ${r.accessibilityFailures.join(', ')}`);
    if (r.cls > TARGETS.cls) console.log(`- ${r.formFactor} ${r.url}: layout shifts ${r.layoutShifts?.join('; ')}`);
  }
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, `${JSON.stringify({ measuredAt: new Date().toISOString(), runsPerRoute: runs, targets: TARGETS, budgets, results: rows }, null, 2)}\n`);
  console.log(`\n(JSON: ${outFile})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
