import type { Plugin } from 'vite';
import type { AnyEndpoint } from '../../domain/endpoints/endpoint.ts';
import { endpointAreas } from '../../domain/endpoints/index.ts';

const AREA_FILE = /\/domain\/endpoints\/([a-z-]+)\.ts$/;

/**
 * The browser's view of the endpoint declarations: when web code imports `#domain/endpoints/<area>.ts`,
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
      const area = AREA_FILE.exec((id.split('?')[0] ?? '').replaceAll('\\', '/'))?.[1];
      // The file admin-users.ts is the area adminUsers.
      const name = area?.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
      if (!name || !(name in endpointAreas)) return null;
      const declarations: Record<string, AnyEndpoint> = endpointAreas[name as keyof typeof endpointAreas];
      return Object.entries(declarations)
        .map(([name, { method, path: pattern, access }]) => `export const ${name} = ${JSON.stringify({ method, path: pattern, access })};`)
        .join('\n');
    },
  };
}
