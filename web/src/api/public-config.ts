import type { PublicIdentityConfig } from '#domain/platform/api/platform.ts';
import * as platform from '#domain/platform/endpoints/platform.ts';
import { api } from './client.ts';

let initialLoad: Promise<PublicIdentityConfig> | undefined;

/**
 * The page's first request for /config.json: the sign-in runtime (auth-root.tsx) and the first
 * usePublicConfig read (ui/shop-identity.ts) share it, so a page load asks once (decision 013). Not
 * aborted by a query's signal, since the other reader may still wait for it.
 */
export function initialPublicConfig(): Promise<PublicIdentityConfig> {
  initialLoad ??= api.call(platform.identityConfig, {}, { anonymous: true });
  return initialLoad;
}
