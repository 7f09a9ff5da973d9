import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HomeListForm, HomeSectionForm, NewStoreForm, PromoForm, ShopSettingsForm, StoreForm } from '#domain/back-office/shop.ts';
import * as adminShop from '#domain/back-office/endpoints/shop.ts';
import { api } from '../../../api/client.ts';
import { adminKeys } from '../api.ts';

/** The settings, promo and home-page screens' calls (decision 023); keys under adminKeys.all. */
const shopKeys = {
  settings: () => [...adminKeys.all, 'settings', 'shop'] as const,
  stores: () => [...adminKeys.all, 'stores'] as const,
  promos: () => [...adminKeys.all, 'promos'] as const,
  promo: (id: string) => [...adminKeys.all, 'promos', 'one', id] as const,
  home: () => [...adminKeys.all, 'home'] as const,
};

export const useShopSettings = () =>
  useQuery({ queryKey: shopKeys.settings(), queryFn: ({ signal }) => api.call(adminShop.getShopSettings, {}, { signal }) });
export const useStores = () => useQuery({ queryKey: shopKeys.stores(), queryFn: ({ signal }) => api.call(adminShop.listStores, {}, { signal }) });
export const usePromos = () => useQuery({ queryKey: shopKeys.promos(), queryFn: ({ signal }) => api.call(adminShop.listPromos, {}, { signal }) });
export const usePromo = (id: string | undefined) =>
  useQuery({
    queryKey: shopKeys.promo(id ?? ''),
    queryFn: ({ signal }) => api.call(adminShop.getPromo, { params: { id: Number(id) } }, { signal }),
    enabled: id !== undefined,
  });
export const useHome = () => useQuery({ queryKey: shopKeys.home(), queryFn: ({ signal }) => api.call(adminShop.getHomeContent, {}, { signal }) });

/** After a write: the area's queries, the audit log, and (settings) the storefront's /config.json reload. */
function useShopChange<Input, Result>(keys: readonly (readonly unknown[])[], call: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      for (const queryKey of keys) await queryClient.invalidateQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    },
  });
}

export const useSaveShopSettings = () =>
  useShopChange([shopKeys.settings(), ['platform', 'config']], (body: ShopSettingsForm) => api.call(adminShop.updateShopSettings, { body }));

export const useSaveStore = (storeId: string | undefined) =>
  useShopChange([shopKeys.stores()], (body: NewStoreForm | StoreForm) =>
    storeId === undefined
      ? api.call(adminShop.createStore, { body: body as NewStoreForm })
      : api.call(adminShop.updateStore, { params: { storeId }, body: body as StoreForm }),
  );

export const useSavePromo = (id: string | undefined) =>
  useShopChange([shopKeys.promos()], (body: PromoForm) =>
    id === undefined ? api.call(adminShop.createPromo, { body }) : api.call(adminShop.updatePromo, { params: { id: Number(id) }, body }),
  );

export const useSaveHomeSection = () => useShopChange([shopKeys.home()], (body: HomeSectionForm) => api.call(adminShop.updateHomeSection, { body }));
export const useSaveHomeList = () => useShopChange([shopKeys.home()], (body: HomeListForm) => api.call(adminShop.updateHomeList, { body }));
