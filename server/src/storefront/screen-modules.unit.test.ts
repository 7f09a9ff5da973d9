import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SCREENS } from '../../../web/vite/manifest.ts';
import { screenModulesOf } from './screen-modules.ts';

const dirs: string[] = [];
function dist(manifest?: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumbung-screens-'));
  dirs.push(dir);
  if (manifest) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the files of a screen’s code', () => {
  it('are none without a build manifest', () => {
    expect(screenModulesOf(dist())(SCREENS.home)).toEqual([]);
  });

  it('are the screen’s chunk and its static imports, less the entry’s, and never its stylesheets', () => {
    const modules = screenModulesOf(
      dist({
        'src/main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'], dynamicImports: [SCREENS.home] },
        '_shared.js': { file: 'assets/shared-2.js' },
        '_deep.js': { file: 'assets/deep-3.js', imports: ['_shared.js'] },
        '_near.js': { file: 'assets/near-4.js', imports: ['_deep.js'] },
        [SCREENS.home]: { file: 'assets/home-page-5.js', imports: ['_near.js', '_shared.js'], css: ['assets/home-page-5.css'] },
      }),
    );
    expect(modules(SCREENS.home)).toEqual(['/assets/home-page-5.js', '/assets/near-4.js', '/assets/deep-3.js']);
  });

  it('say which screen a stale build lacks', () => {
    const modules = screenModulesOf(dist({ 'src/main.tsx': { file: 'assets/index-1.js', isEntry: true } }));
    expect(() => modules(SCREENS.allProducts)).toThrow(`${SCREENS.allProducts} is not in the Vite manifest`);
  });
});
