import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { MAIN_ROUTES, routeBudgets } from './bundle-size.ts';

// A built app in miniature: the entry imports a shared chunk statically and the SDK dynamically;
// each main route's screen imports a chunk of its own.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lumbung-budget-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const files: Record<string, string> = {
  'assets/index.js': 'entry;'.repeat(500),
  'assets/shared.js': 'shared;'.repeat(300),
  'assets/sdk.js': 'sdk;'.repeat(9000),
  // The Indonesian shell texts (the measured language) and their English twin.
  'assets/common-id.js': 'teks;'.repeat(100),
  'assets/common-en.js': 'text;'.repeat(100),
};
const manifest: Record<string, unknown> = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/sdk.ts'], css: ['assets/index.css'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/sdk.ts': { file: 'assets/sdk.js', isDynamicEntry: true },
  '../domain/texts/id/common.json': { file: 'assets/common-id.js', isDynamicEntry: true },
  '../domain/texts/en/common.json': { file: 'assets/common-en.js', isDynamicEntry: true },
};
for (const { screen } of MAIN_ROUTES) {
  const name = path.basename(screen, '.tsx');
  files[`assets/${name}.js`] = `${name};`.repeat(200);
  manifest[screen] = { file: `assets/${name}.js`, isDynamicEntry: true, imports: ['_shared.js'] };
}
fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
fs.mkdirSync(path.join(dist, '.vite'));
for (const [file, content] of Object.entries(files)) fs.writeFileSync(path.join(dist, file), content);
fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));

const gz = (file: string) => gzipSync(files[file]!, { level: 9 }).length;

describe('initial JavaScript per route', () => {
  it('counts the entry, the screen, their static imports and the default language’s texts once each, not what loads later', () => {
    const home = routeBudgets(dist).find((b) => b.route === '/')!;
    expect(home.files.sort()).toEqual(['assets/common-id.js', 'assets/home-page.js', 'assets/index.js', 'assets/shared.js']);
    expect(home.bytes).toBe(gz('assets/index.js') + gz('assets/shared.js') + gz('assets/home-page.js') + gz('assets/common-id.js'));
  });

  it('gives every main route its own figure', () => {
    expect(routeBudgets(dist).map((b) => b.route)).toEqual(['/', '/all-products', '/loyalty', '/pos/grandlucky']);
  });
});
