/** The storefront catalogue's endpoints (storefront.md §2-§3), in the spec's field names ('Product ID', 'Price (IDR)', …). */
import { product, productIdParams, productListResponse } from '../api/catalog.ts';
import { discountProductsParams, discountProductsResponse, productSearchQuery, productSearchResponse } from '../api/content.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Catalogue');

export const listProducts = endpoint({
  method: 'GET',
  path: '/api/products',
  access: 'anonymous',
  summary: 'Every product of the storefront (all fields are strings, as in the spec).',
  responses: { 200: productListResponse },
});

export const searchProducts = endpoint({
  method: 'GET',
  path: '/api/products/search',
  access: 'anonymous',
  summary: 'Header search over name, brand, category and subcategory.',
  description: 'Case-insensitive; LIKE wildcards in `q` are taken literally. `category` narrows to one Category.',
  query: productSearchQuery,
  responses: { 200: productSearchResponse },
});

export const getProduct = endpoint({
  method: 'GET',
  path: '/api/products/:id',
  access: 'anonymous',
  summary: 'One product.',
  params: productIdParams,
  responses: { 200: product },
  errors: { 404: 'No product with that id.' },
});

export const listDiscountProducts = endpoint({
  method: 'GET',
  path: '/api/discount-products/:name',
  access: 'anonymous',
  summary: 'The discounted products of a brand, category or subcategory word (the Huge Discounts cards), biggest saving first.',
  params: discountProductsParams,
  responses: { 200: discountProductsResponse },
});
