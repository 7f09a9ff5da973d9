/**
 * Draws every storefront image (products, slides, categories, banners, brands, promos) as SVG under
 * web/public/images from the seed data, and the home page's pictures also as WebP (needs Chromium).
 * The machine is offline, so the shop ships its own art.
 * Deterministic; the output is committed (npm start does not run this).
 *
 *   node --import tsx scripts/generate-storefront-images.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import {
  Baby,
  BookOpen,
  Car,
  Cpu,
  Flower2,
  Gift,
  HeartPulse,
  Music,
  PawPrint,
  Shirt,
  ShoppingBasket,
  type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { seedProducts } from '../server/src/seed/data/products.ts';
import { seedPromos } from '../server/src/seed/data/promos.ts';
import * as content from '../server/src/seed/data/storefront.ts';
import * as art from './storefront-art.ts';

const OUT = path.resolve('web/public');
const FONT = 'Segoe UI, Roboto, Helvetica, Arial, sans-serif';

/** Pictures the seed names as WebP: drawn as SVG beside it, then rasterised (below). */
const toRasterise: { svgFile: string; webpFile: string }[] = [];

function write(url: string, svg: string): void {
  const file = path.join(OUT, url.replace(/\.webp$/, '.svg'));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${svg.replace(/\n\s*/g, '\n').trim()}\n`);
  if (url.endsWith('.webp')) toRasterise.push({ svgFile: file, webpFile: path.join(OUT, url) });
}

function svg(width: number, height: number, body: string, label?: string): string {
  art.resetIds();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"${label ? ` role="img" aria-label="${label}"` : ''}>${body}</svg>`;
}

/** A drawing from the 400x400 art box, placed at (x, y) with the given size. */
const place = (drawing: string, x: number, y: number, size: number) =>
  `<g transform="translate(${x} ${y}) scale(${size / 400})">${drawing}</g>`;

const shadow = (cx: number, cy: number, rx: number) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx / 9}" fill="#0f172a" opacity=".12"/>`;

function backdrop(id: string, from: string, to: string, width: number, height: number, rx = 0): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" rx="${rx}" fill="url(#${id})"/>`;
}

const bubbles = (width: number, height: number, colour: string) =>
  `<circle cx="${width * 0.85}" cy="${height * 0.15}" r="${height * 0.35}" fill="${colour}" opacity=".18"/><circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.3}" fill="${colour}" opacity=".14"/>`;

// ---------------------------------------------------------------- products
for (const p of seedProducts) {
  const kind = art.productKind(p['Product Name'], p.Subcategory);
  const accent = art.BRAND_ACCENT[p.Brand] ?? '#d6334f';
  const body = `${backdrop('bg', '#ffffff', '#eef2f7', 400, 400)}<circle cx="200" cy="190" r="150" fill="${accent}" opacity=".07"/>${shadow(200, 372, 130)}${place(art.drawProduct(kind, p.Brand, p['Color/Variant']), 20, 14, 360)}`;
  write(p['Image Url'], svg(400, 400, body));
}

// ---------------------------------------------------------------- main banner slides
const slideArt: string[] = [
  place(art.phone('Samsung', 'Titanium Gray'), 230, 40, 330) + place(art.phone('Apple', 'Pink'), 60, 110, 250),
  place(art.earbuds('White'), 40, 150, 220) + place(art.watch('Midnight', '#d6334f'), 220, 40, 220) + place(art.charger('Black'), 330, 190, 200),
  place(art.phone('Asus', 'Phantom Black'), 180, 30, 360) + place(art.headphones('Silver'), 20, 170, 230),
];
content.slides.forEach((slide, i) => {
  const body = `<circle cx="300" cy="210" r="180" fill="#d6334f" opacity=".10"/><circle cx="300" cy="210" r="130" fill="#d6334f" opacity=".10"/>${shadow(300, 400, 200)}${slideArt[i] ?? ''}
<g transform="translate(62 62) rotate(-12)"><circle r="46" fill="#d6334f"/><text y="-4" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="800" fill="#fff">50%</text><text y="20" text-anchor="middle" font-family="${FONT}" font-size="15" font-weight="700" fill="#fff">OFF</text></g>`;
  write(slide.cover, svg(560, 420, body));
});

// ---------------------------------------------------------------- category sidebar icons
const CATEGORY_ICONS: Record<string, [LucideIcon, string]> = {
  Fashion: [Shirt, '#db2777'],
  Electronic: [Cpu, '#2563eb'],
  Cars: [Car, '#dc2626'],
  Garden: [Flower2, '#16a34a'],
  Gifts: [Gift, '#9333ea'],
  Music: [Music, '#ea580c'],
  Health: [HeartPulse, '#e11d48'],
  Pets: [PawPrint, '#a16207'],
  Baby: [Baby, '#0891b2'],
  Groceries: [ShoppingBasket, '#65a30d'],
  Books: [BookOpen, '#4f46e5'],
};
for (const c of content.sidebarCategories) {
  const [Icon, colour] = CATEGORY_ICONS[c.name] ?? [Gift, '#d6334f'];
  const icon = renderToStaticMarkup(createElement(Icon, { size: 18, color: colour, strokeWidth: 2.2 }))
    .replace(/ class="[^"]*"/, '')
    .replace('<svg', '<svg x="5" y="5"');
  write(c.image, svg(28, 28, `<rect width="28" height="28" rx="8" fill="${colour}" fill-opacity=".12"/>${icon}`));
}

// ---------------------------------------------------------------- top categories
const topArt: Record<string, [string, string, string]> = {
  Headphones: [art.headphones('Midnight Black'), '#fde68a', '#f59e0b'],
  Watches: [art.watch('Gold', '#0ea5e9'), '#bae6fd', '#0284c7'],
  Sunglasses: [art.sunglasses(), '#fbcfe8', '#db2777'],
};
for (const c of content.topCategories) {
  const [drawing, from, to] = topArt[c.name] ?? topArt.Headphones!;
  write(c.image, svg(480, 300, `${backdrop('bg', from, to, 480, 300)}${bubbles(480, 300, '#ffffff')}${shadow(240, 290, 120)}${place(drawing, 130, 40, 240)}`));
}

// ---------------------------------------------------------------- Huge Discounts
const discountArt: Record<string, [string, string, string]> = {
  Samsung: [art.phone('Samsung', 'Cobalt Violet'), '#c7d2fe', '#4338ca'],
  Xiaomi: [art.phone('Xiaomi', 'Jade Green'), '#fed7aa', '#ea580c'],
  Apple: [art.phone('Apple', 'Natural Titanium'), '#e2e8f0', '#475569'],
  Asus: [art.phone('Asus', 'Phantom Black'), '#fecaca', '#b91c1c'],
  'AI Phones': [art.phone('Google', 'Hazel'), '#bfdbfe', '#1d4ed8'],
  Accessories: [art.earbuds('White'), '#bbf7d0', '#15803d'],
  Oppo: [art.phone('Oppo', 'Wave Green'), '#a7f3d0', '#047857'],
  Vivo: [art.phone('Vivo', 'Peacock Green'), '#c7d2fe', '#3730a3'],
};
for (const d of content.discountGroups) {
  const [drawing, from, to] = discountArt[d.name] ?? discountArt.Samsung!;
  const body = `${backdrop('bg', from, to, 320, 240)}${bubbles(320, 240, '#ffffff')}${place(drawing, 120, 20, 210)}
<text x="22" y="70" font-family="${FONT}" font-size="18" font-weight="700" fill="#fff">UP TO</text><text x="20" y="118" font-family="${FONT}" font-size="48" font-weight="800" fill="#fff">-30%</text>`;
  write(d.cover, svg(320, 240, body));
}

// ---------------------------------------------------------------- new arrivals
const arrivalArt: Record<string, [string, string]> = {
  'Smart Watch': [art.watch('Midnight', '#22c55e'), '#ecfeff'],
  'Aviator Sunglasses': [art.sunglasses(), '#fdf2f8'],
  'Wireless Headphones': [art.headphones('Blue'), '#eff6ff'],
  'Matte Lipstick': [art.lipstick(), '#fff1f2'],
  'Monstera Plant': [art.plant('monstera'), '#f0fdf4'],
  'Bonsai Tree': [art.plant('bonsai'), '#fefce8'],
};
for (const item of content.newArrivals) {
  const [drawing, bg] = arrivalArt[item.name] ?? arrivalArt['Smart Watch']!;
  write(item.cover, svg(240, 240, `<rect width="240" height="240" fill="${bg}"/>${shadow(120, 226, 70)}${place(drawing, 20, 14, 200)}`));
}

// ---------------------------------------------------------------- brands (wordmarks)
const WORDMARKS: Record<string, string> = {
  Apple: `<path d="M30 20c3-4 7-5 9-5 0 3-1 6-4 8-2 2-5 2-5-3z" fill="#111827"/><path d="M34 25c-3 0-5-2-8-2-5 0-9 4-9 11 0 8 5 16 9 16 2 0 3-1 6-1s4 1 6 1c4 0 8-8 9-11-4-2-5-5-5-8 0-3 2-5 4-6-2-3-5-4-8-4-2 0-3 1-4 4z" fill="#111827"/><text x="56" y="42" font-family="${FONT}" font-size="26" font-weight="600" fill="#111827">Apple</text>`,
  Samsung: `<rect x="6" y="10" width="148" height="40" rx="20" fill="#1428a0"/><text x="80" y="37" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="800" letter-spacing="3" fill="#fff">SAMSUNG</text>`,
  Oppo: `<text x="80" y="42" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="600" letter-spacing="2" fill="#1ba784">oppo</text>`,
  Vivo: `<text x="80" y="42" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="700" fill="#415fff">vivo</text>`,
  Redmi: `<text x="80" y="42" text-anchor="middle" font-family="${FONT}" font-size="32" font-weight="800" fill="#ff4a1c">Redmi</text>`,
  Sony: `<text x="80" y="43" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="34" font-weight="700" letter-spacing="4" fill="#000">SONY</text>`,
};
for (const b of content.brands) write(b.logo, svg(160, 60, WORDMARKS[b.name] ?? ''));

// ---------------------------------------------------------------- home banners
const bannerArt: [string, string, string][] = [
  [art.phone('Samsung', 'Cobalt Violet'), '#312e81', '#7c3aed'],
  [art.headphones('Pink'), '#9d174d', '#f43f5e'],
  [art.powerbank('Blue'), '#0c4a6e', '#0891b2'],
];
content.banners.forEach((b, i) => {
  const [drawing, from, to] = bannerArt[i] ?? bannerArt[0]!;
  write(b.image, svg(480, 240, `${backdrop('bg', from, to, 480, 240)}${bubbles(480, 240, '#ffffff')}${place(drawing, 270, 20, 200)}`));
});

// ---------------------------------------------------------------- promos
const promoArt: Record<string, [string, string, string]> = {
  Electronics: [art.phone('Xiaomi', 'Jade Green') + place(art.earbuds('White'), -120, 190, 200), '#1e1b4b', '#4338ca'],
  Fashion: [art.sunglasses(), '#831843', '#ec4899'],
  Healthcare: [art.watch('Mint', '#10b981'), '#064e3b', '#10b981'],
  Beauty: [art.lipstick(), '#881337', '#fb7185'],
  'Home & Living': [art.plant('monstera'), '#14532d', '#65a30d'],
  'Food & Beverage': [
    `<rect x="120" y="150" width="160" height="180" rx="20" fill="#fef3c7"/><path d="M120 190 h160" stroke="#92400e" stroke-width="10"/><path d="M280 190 q60 10 40 80 q-10 30 -40 30" stroke="#fef3c7" stroke-width="18" fill="none"/><path d="M160 130 q-10 -30 10 -50 M200 130 q-10 -30 10 -50 M240 130 q-10 -30 10 -50" stroke="#fff" stroke-width="8" fill="none" opacity=".7" stroke-linecap="round"/>`,
    '#7c2d12',
    '#f97316',
  ],
};
for (const promo of seedPromos) {
  const [drawing, from, to] = promoArt[promo.category] ?? promoArt.Electronics!;
  const body = `${backdrop('bg', from, to, 640, 360)}${bubbles(640, 360, '#ffffff')}${place(drawing, 340, 30, 300)}
<text x="44" y="120" font-family="${FONT}" font-size="24" font-weight="700" fill="#fff" opacity=".9">${promo.category.replace('&', '&amp;')}</text>
<text x="40" y="214" font-family="${FONT}" font-size="96" font-weight="800" fill="#fff">${promo.discount}%</text>
<text x="46" y="262" font-family="${FONT}" font-size="30" font-weight="700" fill="#fff" letter-spacing="6">OFF</text>`;
  write(promo.image, svg(640, 360, body));
}

// The promo home's hero art: a gift and a phone on a transparent background (navy hero behind it).
write(
  '/images/promos/promo-hero.svg',
  svg(
    480,
    400,
    `<circle cx="250" cy="200" r="170" fill="#ffffff" opacity=".06"/><circle cx="250" cy="200" r="120" fill="#ffffff" opacity=".06"/>${place(art.phone('Samsung', 'Cobalt Violet'), 170, 20, 320)}${place(art.earbuds('White'), 20, 180, 200)}
<g transform="translate(110 90) rotate(-14)"><circle r="62" fill="#d6334f"/><text y="-2" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="800" fill="#fff">70%</text><text y="28" text-anchor="middle" font-family="${FONT}" font-size="18" font-weight="700" fill="#fff">OFF</text></g>`,
  ),
);

/**
 * The home page's pictures go out as WebP (decision 013): the browser builds a whole SVG document on the
 * main thread for every SVG <img> (about 12 ms each on this machine, four times that on Lighthouse's
 * phone), while a WebP decodes off it. Drawn by Chromium at 1.5 times the SVG's size (phones have 1.5x
 * and more), at most 600 px wide (the banner is 343 px wide on a phone), quality 0.75.
 */
async function rasterise(): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    for (const { svgFile, webpFile } of toRasterise) {
      const svgText = fs.readFileSync(svgFile, 'utf8');
      const base64 = await page.evaluate(async (source) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
        await image.decode();
        const width = Math.min(600, Math.round(image.naturalWidth * 1.5));
        const height = Math.round((image.naturalHeight / image.naturalWidth) * width);
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
        return canvas.toDataURL('image/webp', 0.75).split(',')[1] ?? '';
      }, svgText);
      fs.writeFileSync(webpFile, Buffer.from(base64, 'base64'));
    }
  } finally {
    await browser.close();
  }
}

await rasterise();
console.log(`storefront images written to web/public/images (${toRasterise.length} also as WebP)`);
