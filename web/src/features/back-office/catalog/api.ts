import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewPosProductForm, NewProductForm, PosProductForm, PosProductListQuery, ProductForm, ProductListQuery } from '#domain/back-office/catalog.ts';
import * as adminCatalog from '#domain/back-office/endpoints/catalog.ts';
import { api } from '../../../api/client.ts';
import { adminKeys } from '../api.ts';

/** The catalogue screens' calls; keys under adminKeys.all like every back-office call. */
const catalogKeys = {
  products: (query: ProductListQuery) => [...adminKeys.all, 'products', query] as const,
  product: (productId: string) => [...adminKeys.all, 'products', 'one', productId] as const,
  posProducts: (query: PosProductListQuery) => [...adminKeys.all, 'pos-products', query] as const,
  posProduct: (id: string) => [...adminKeys.all, 'pos-products', 'one', id] as const,
};

export function useProducts(query: ProductListQuery) {
  return useQuery({
    queryKey: catalogKeys.products(query),
    queryFn: ({ signal }) => api.call(adminCatalog.listProducts, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(productId: string | undefined) {
  return useQuery({
    queryKey: catalogKeys.product(productId ?? ''),
    queryFn: ({ signal }) => api.call(adminCatalog.getProduct, { params: { productId: productId ?? '' } }, { signal }),
    enabled: productId !== undefined,
  });
}

export function usePosProducts(query: PosProductListQuery) {
  return useQuery({
    queryKey: catalogKeys.posProducts(query),
    queryFn: ({ signal }) => api.call(adminCatalog.listPosProducts, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePosProduct(id: string | undefined) {
  return useQuery({
    queryKey: catalogKeys.posProduct(id ?? ''),
    queryFn: ({ signal }) => api.call(adminCatalog.getPosProduct, { params: { id: id ?? '' } }, { signal }),
    enabled: id !== undefined,
  });
}

/** After a write: the lists, the edited product and the audit log reload. */
function useCatalogChange<Input, Result>(area: 'products' | 'pos-products', call: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...adminKeys.all, area] });
      await queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    },
  });
}

export const useSaveProduct = (productId: string | undefined) =>
  useCatalogChange('products', (body: NewProductForm | ProductForm) =>
    productId === undefined
      ? api.call(adminCatalog.createProduct, { body: body as NewProductForm })
      : api.call(adminCatalog.updateProduct, { params: { productId }, body: body as ProductForm }),
  );

export const useSavePosProduct = (id: string | undefined) =>
  useCatalogChange('pos-products', (body: NewPosProductForm | PosProductForm) =>
    id === undefined
      ? api.call(adminCatalog.createPosProduct, { body: body as NewPosProductForm })
      : api.call(adminCatalog.updatePosProduct, { params: { id }, body: body as PosProductForm }),
  );

export function useUploadImage() {
  return useMutation({ mutationFn: (file: File) => api.call(adminCatalog.uploadImage, { body: file } as never) });
}
