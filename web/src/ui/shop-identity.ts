import { useQuery } from '@tanstack/react-query';
import type { ShopIdentity } from '#domain/platform/api/platform.ts';
import * as platform from '#domain/platform/endpoints/platform.ts';
import { api } from '../api/client.ts';
import { initialPublicConfig } from '../api/public-config.ts';
import { useFirstScreenShown } from './first-screen.ts';

/**
 * The shop's identity (SHOP_* variables, served in /config.json): the top bar's and footer's contact
 * block, the help center's. Null until it has loaded; the blocks keep their place meanwhile.
 */
export interface ShopContact extends ShopIdentity {
  whatsappHref: string;
}

let initialLoadTaken = false;

/** /config.json, the browser's public settings (loaded once per page; a refetch or retry asks again). */
export function usePublicConfig(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['platform', 'config'],
    queryFn: ({ signal }) => {
      if (!initialLoadTaken) {
        initialLoadTaken = true;
        return initialPublicConfig();
      }
      return api.call(platform.identityConfig, {}, { signal, anonymous: true });
    },
    staleTime: Infinity,
  });
}

export function useShopContact(): ShopContact | null {
  // The header's and footer's contact block keeps its place until then (ui/first-screen.ts).
  const { data } = usePublicConfig(useFirstScreenShown());
  if (!data) return null;
  return { ...data.shop, whatsappHref: `https://wa.me/${data.shop.whatsappNumber}` };
}
