import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGE_PARAM, languageCookie, type Language } from '#domain/platform/language.ts';
import { readManifest } from '../../../../web/vite/manifest.ts';
import { translate } from '../texts.ts';
import { etagOf } from './compression.ts';
import { apiNotFound } from './error-handler.ts';

/** Paths the server owns: never answered with the SPA's index.html. */
const SERVER_PREFIXES = ['/api/', '/idp/', '/services/', '/healthz', '/meta.json', '/config.json'];

/** How long a browser may keep each kind of built file (decision 013). */
function cacheControlFor(filePath: string): string {
  // Content-hashed names change with their content: keep them for a year, never revalidate.
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  // index.html names the current assets: always revalidated (ETag), so a deploy shows at once.
  if (/\.html(\.br|\.gz)?$/.test(filePath)) return 'no-cache';
  // Public files (favicon, product images) keep their names: a day, then revalidated.
  return 'public, max-age=86400';
}

/**
 * A file a page will ask for once its script runs, named in the page's HTML so the browser fetches it
 * while the script still downloads (decision 013: the home page's banner, its largest paint, was found only
 * after the app had loaded and fetched the home content).
 */
export interface Preload {
  href: string;
  /**
   * `fetch`: an API answer the app reads with fetch(); `image`: a picture the page shows; `module`: a
   * file of the screen's code (rel=modulepreload).
   */
  as: 'fetch' | 'image' | 'module';
  /** Ahead of the other pictures (the largest paint's). */
  highPriority?: boolean;
}

/** The preloads of the page at `pathname` (none for most pages). */
export type PagePreloads = (pathname: string) => Promise<readonly Preload[]>;

/**
 * How a page's language is chosen (decision 029): the request's (`?lang=`, the `lang` cookie) or the
 * shop's default, and the code of that language's shell texts, which every page loads before it paints.
 */
export interface PageLanguage {
  of(request: FastifyRequest): Language;
  shellTexts(language: Language): readonly string[];
}

/** The built files of each language's shell texts (`common`), from the Vite manifest; none without a build. */
export function shellTextsOf(distDir: string): (language: Language) => readonly string[] {
  const manifest = readManifest(distDir);
  return (language) => {
    const file = manifest?.[`../domain/texts/${language}/common.json`]?.file;
    return file ? [`/${file}`] : [];
  };
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

function preloadLink({ href, as, highPriority }: Preload): string {
  // Module scripts load in CORS mode; `crossorigin` as on the entry's script tag, so the two match.
  if (as === 'module') return `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`;
  // fetch() asks in CORS mode with same-origin credentials: `crossorigin="anonymous"` makes the preload match it.
  const mode = as === 'fetch' ? ' crossorigin="anonymous"' : '';
  const priority = highPriority ? ' fetchpriority="high"' : '';
  return `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${mode}${priority}>`;
}

interface HtmlVariant {
  etag: string;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * index.html with a page's preloads in its head, compressed once per distinct set of preloads (they
 * change only when the shop's content does), so a request costs a map lookup.
 */
class PreloadedPages {
  private readonly variants = new Map<string, HtmlVariant>();

  constructor(
    private readonly indexHtml: string,
    readonly preloadsOf: PagePreloads,
  ) {}

  variant(preloads: readonly Preload[], language: Language): HtmlVariant {
    const early = preloads.filter((p) => p.as !== 'module').map(preloadLink).join('');
    const code = preloads.filter((p) => p.as === 'module').map(preloadLink).join('');
    const key = `${language}:${early}${code}`;
    let variant = this.variants.get(key);
    if (variant) return variant;
    // The data and pictures straight after <title>, before the entry's script, so the preload scanner
    // meets them first; the screen's code at the end of <head>, after the entry and the stylesheet.
    // <html lang> is the page's language: screen readers pronounce it right, and the app starts in it.
    const t = translate(language);
    const html = this.indexHtml
      .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(t('common.meta.title'))}</title>`)
      .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeAttribute(t('common.meta.description'))}"`)
      .replace('</title>', `</title>${early}`)
      .replace('</head>', `${code}</head>`);
    const plain = Buffer.from(html);
    variant = { etag: etagOf(plain), plain, br: brotliCompressSync(plain), gzip: gzipSync(plain) };
    if (this.variants.size >= 16) this.variants.clear(); // content edits: keep only recent ones
    this.variants.set(key, variant);
    return variant;
  }

  send(request: FastifyRequest, reply: FastifyReply, variant: HtmlVariant): FastifyReply {
    reply.header('cache-control', 'no-cache').header('etag', variant.etag).header('vary', 'accept-encoding, cookie');
    if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    reply.type('text/html; charset=utf-8');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(variant.br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(variant.gzip);
    return reply.send(variant.plain);
  }
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html revalidated, and a
 * history fallback so a deep link such as /pos/grandlucky or /promo-news/3 loads the app. The
 * build writes a brotli and a gzip copy of every text file (web/vite/precompress.ts); the one the
 * browser accepts goes out with its `Content-Encoding` and `Vary: Accept-Encoding`. A page with
 * preloads gets index.html with them in its head; if they cannot be read, the plain one.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, language: PageLanguage, pagePreloads: PagePreloads = async () => []): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const preloaded = hasBuild ? new PreloadedPages(fs.readFileSync(indexFile, 'utf8'), pagePreloads) : undefined;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // @fastify/static 10 hands over the Fastify reply here.
      setHeaders(reply: { header(name: string, value: string): unknown }, filePath: string) {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const serverPath = SERVER_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !serverPath;
    if (wantsPage && hasBuild) {
      const pathname = url.split('?')[0] ?? '/';
      // A missing asset file is a real 404, not the app.
      if (path.extname(pathname) === '' || pathname.endsWith('.html')) {
        if (preloaded) {
          const preloads = await preloaded.preloadsOf(pathname).catch((error: unknown) => {
            request.log.warn({ err: error }, 'page preloads unavailable; serving index.html without them');
            return [];
          });
          const pageLanguage = language.of(request);
          // ?lang= chooses like the top bar's control: remembered for the next visits.
          if (isLanguage(new URLSearchParams(url.split('?')[1] ?? '').get(LANGUAGE_PARAM))) {
            reply.header('set-cookie', languageCookie(pageLanguage));
          }
          const texts = language.shellTexts(pageLanguage).map((href): Preload => ({ href, as: 'module' }));
          return preloaded.send(request, reply, preloaded.variant([...texts, ...preloads], pageLanguage));
        }
        return reply.type('text/html; charset=utf-8').sendFile('index.html');
      }
    }
    return reply.status(404).send(apiNotFound(request.method, url, language.of(request)));
  });
}
