import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityOptions {
  publicUrl: string;
  /** Extra origins the browser may talk to (e.g. a hosted identity tenant). */
  connectOrigins?: string[];
  frameOrigins?: string[];
  formOrigins?: string[];
}

/** What helmet's middleware touches of a response. */
interface HeaderSink {
  setHeader(name: string, value: string): void;
  removeHeader(name: string): void;
  getHeader(name: string): string | undefined;
}
type Middleware = (req: unknown, res: HeaderSink, next: (error?: unknown) => void) => void;

/** The Content-Security-Policy and the other helmet options that fit the SPA. */
function helmetOptions(options: SecurityOptions): HelmetOptions {
  const https = options.publicUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(options.connectOrigins ?? [])],
        frameSrc: ["'self'", ...(options.frameOrigins ?? [])],
        formAction: ["'self'", ...(options.formOrigins ?? [])],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        // Only on https: on plain http (local use) it would break every request to a LAN address.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    // Sign-in pop-ups and the silent-renewal frame talk across windows of our own origin.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}

/**
 * The headers helmet sets with these options, computed once: helmet is run a single time against a
 * recording response. Nothing in them depends on the request (no CSP nonces), so every response can
 * get the same list.
 */
function securityHeaders(options: SecurityOptions): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const sink: HeaderSink = {
    setHeader: (name, value) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name) => void headers.delete(name.toLowerCase()),
    getHeader: (name) => headers.get(name.toLowerCase()),
  };
  let failure: unknown;
  (helmet(helmetOptions(options)) as unknown as Middleware)({}, sink, (error) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return [...headers];
}

/**
 * Security headers for every response, with a Content-Security-Policy that fits the SPA. Decision 019:
 * @fastify/helmet built a new helmet (and parsed the CSP directives again) on every request, a sixth of
 * the time of a small answer; the headers are now computed once at start and copied onto each response.
 * They go on the raw response, as helmet put them, because the embedded identity provider's pages read
 * and extend the CSP there (identity/embedded/html.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
