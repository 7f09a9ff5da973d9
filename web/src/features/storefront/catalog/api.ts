import { queryOptions, useQuery } from '@tanstack/react-query';
import * as catalog from '#domain/storefront/endpoints/catalog.ts';
import * as storefront from '#domain/storefront/endpoints/content.ts';
import { api } from '../../../api/client.ts';

/** Query keys of the catalogue, from one factory. */
const catalogKeys = {
  all: ['catalog'] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  product: (id: string) => [...catalogKeys.all, 'product', id] as const,
  search: (q: string, category: string | undefined) => [...catalogKeys.all, 'search', q, category ?? ''] as const,
  discount: (name: string) => [...catalogKeys.all, 'discount', name] as const,
  flashDeals: () => [...catalogKeys.all, 'flash-deals'] as const,
};

/** The storefront's products; also fetched as the page loads (routes.tsx), like productQuery. */
export const productsQuery = () =>
  queryOptions({ queryKey: catalogKeys.products(), queryFn: ({ signal }) => api.call(catalog.listProducts, {}, { signal }) });

export function useProducts() {
  return useQuery({ ...productsQuery(), select: (data) => data.products });
}

export const productQuery = (id: string) =>
  queryOptions({ queryKey: catalogKeys.product(id), queryFn: ({ signal }) => api.call(catalog.getProduct, { params: { id } }, { signal }) });

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}

export function useProductSearch(q: string, category: string | undefined) {
  return useQuery({
    queryKey: catalogKeys.search(q, category),
    queryFn: ({ signal }) => api.call(catalog.searchProducts, { query: { q, category } }, { signal }),
  });
}

export function useDiscountProducts(name: string) {
  return useQuery({
    queryKey: catalogKeys.discount(name),
    queryFn: ({ signal }) => api.call(catalog.listDiscountProducts, { params: { name } }, { signal }),
    select: (data) => data.products,
  });
}

export function useFlashDealProducts() {
  return useQuery({
    queryKey: catalogKeys.flashDeals(),
    queryFn: ({ signal }) => api.call(storefront.listFlashDeals, {}, { signal }),
    select: (data) => data.products,
  });
}
