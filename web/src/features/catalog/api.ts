import { useQuery } from '@tanstack/react-query';
import type { DiscountProductsResponse, Product, ProductSearchResponse } from '#domain/api.ts';
import { api } from '../../api/client.ts';

/** Query keys of the catalogue, from one factory. */
export const catalogKeys = {
  all: ['catalog'] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  product: (id: string) => [...catalogKeys.all, 'product', id] as const,
  search: (q: string, category: string | undefined) => [...catalogKeys.all, 'search', q, category ?? ''] as const,
  discount: (name: string) => [...catalogKeys.all, 'discount', name] as const,
  flashDeals: () => [...catalogKeys.all, 'flash-deals'] as const,
};

export function useProducts() {
  return useQuery({
    queryKey: catalogKeys.products(),
    queryFn: ({ signal }) => api.get<{ products: Product[] }>('/api/products', { signal }),
    select: (data) => data.products,
  });
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => api.get<Product>(`/api/products/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useProductSearch(q: string, category: string | undefined) {
  return useQuery({
    queryKey: catalogKeys.search(q, category),
    queryFn: ({ signal }) => api.get<ProductSearchResponse>('/api/products/search', { query: { q, category }, signal }),
  });
}

export function useDiscountProducts(name: string) {
  return useQuery({
    queryKey: catalogKeys.discount(name),
    queryFn: ({ signal }) => api.get<DiscountProductsResponse>(`/api/discount-products/${encodeURIComponent(name)}`, { signal }),
    select: (data) => data.products,
  });
}

export function useFlashDealProducts() {
  return useQuery({
    queryKey: catalogKeys.flashDeals(),
    queryFn: ({ signal }) => api.get<{ products: Product[] }>('/api/storefront/flash-deals', { signal }),
    select: (data) => data.products,
  });
}
