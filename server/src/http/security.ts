import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  publicUrl: string;
  /** Extra origins the browser may talk to (e.g. a hosted identity tenant). */
  connectOrigins?: string[];
  frameOrigins?: string[];
  formOrigins?: string[];
}

/** Security headers for every response, with a Content-Security-Policy that fits the SPA. */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const https = options.publicUrl.startsWith('https://');
  await app.register(helmet, {
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
  });
}
