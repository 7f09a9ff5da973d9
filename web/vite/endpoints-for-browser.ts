import type { Plugin } from 'vite';
import type { AnyEndpoint } from '../../domain/platform/endpoint.ts';
import { endpointAreaOfFile, endpointAreas } from '../../domain/endpoints.ts';

/**
 * The browser's view of the endpoint declarations: when web code imports `#domain/<context>/endpoints/<area>.ts`,
 * the build serves a module with each endpoint's method, path and access only. The declarations'
 * zod schemas (and zod itself) stay on the server, which validates every request; the web gets its
 * types from the real module through TypeScript. Importing anything else from such a file in the
 * browser fails the build (no such export).
 */
export function endpointsForBrowser(): Plugin {
  return {
    name: 'lumbung:endpoints-for-browser',
    enforce: 'pre',
    load(id) {
      const area = endpointAreaOfFile(id.split('?')[0] ?? '');
      if (!area) return null;
      const declarations: Record<string, AnyEndpoint> = endpointAreas[area];
      return Object.entries(declarations)
        .map(([name, { method, path: pattern, access }]) => `export const ${name} = ${JSON.stringify({ method, path: pattern, access })};`)
        .join('\n');
    },
  };
}
