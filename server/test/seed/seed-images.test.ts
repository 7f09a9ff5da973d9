import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedProducts } from '../../src/seed/data/products.ts';
import * as content from '../../src/seed/data/storefront.ts';

const file = (url: string) => path.resolve('web/public', `.${url}`);
/** WebP files start with RIFF, four bytes of length, then WEBP. */
const isWebp = (bytes: Buffer) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

describe('the pictures the seed names', () => {
  const urls = [
    ...seedProducts.map((p) => p['Image Url']),
    ...content.sidebarCategories.map((c) => c.image),
    ...content.slides.map((s) => s.cover),
    ...content.topCategories.map((c) => c.image),
    ...content.discountGroups.map((d) => d.cover),
    ...content.newArrivals.map((n) => n.cover),
    ...content.brands.map((b) => b.logo),
    ...content.banners.map((b) => b.image),
  ];

  it('exist under web/public, each WebP a real WebP with its SVG source beside it', () => {
    expect(urls.length).toBeGreaterThan(80);
    for (const url of urls) {
      expect(fs.existsSync(file(url)), url).toBe(true);
      if (!url.endsWith('.webp')) continue;
      expect(isWebp(fs.readFileSync(file(url))), url).toBe(true);
      expect(fs.existsSync(file(url.replace(/\.webp$/, '.svg'))), url).toBe(true);
    }
  });

  it('are WebP on the home page and the product lists (an SVG <img> is a document built on the main thread)', () => {
    expect(content.slides.every((s) => s.cover.endsWith('.webp'))).toBe(true);
    expect(seedProducts.every((p) => p['Image Url'].endsWith('.webp'))).toBe(true);
  });
});
