import { HOME_PAGE_BUDGET_BYTES, HOME_PAGE_CEILING_BYTES, routeBudgets } from './bundle-size.ts';

/**
 * Run after `npm run build` (npm run test:e2e does): prints each main route's initial JavaScript
 * and fails when the home page's exceeds its ceiling (decision 013).
 */
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const budgets = routeBudgets();
for (const b of budgets) console.log(`${b.route.padEnd(16)} ${kib(b.bytes)} gzipped initial JavaScript`);
const home = budgets.find((b) => b.route === '/')!;
if (home.bytes > HOME_PAGE_CEILING_BYTES) {
  console.error(
    `The home page loads ${kib(home.bytes)} of JavaScript (gzipped) before it paints; the ceiling is ` +
      `${kib(HOME_PAGE_CEILING_BYTES)} (target ${kib(HOME_PAGE_BUDGET_BYTES)}). Load what the first screen does not need ` +
      `lazily. Files: ${home.files.join(', ')}`,
  );
  process.exit(1);
}
console.log(`The home page is within its ceiling (${kib(HOME_PAGE_CEILING_BYTES)}) and the ${kib(HOME_PAGE_BUDGET_BYTES)} budget.`);
