/** The back office's catalogue: storefront products, POS products and their images. */
import {
  adminPosProduct,
  adminProduct,
  imageNameParams,
  imageUploadResponse,
  newPosProductForm,
  newProductForm,
  posProductForm,
  posProductIdParams,
  posProductListQuery,
  posProductListResponse,
  productForm,
  productIdParams,
  productListQuery,
  productListResponse,
} from '../catalog.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Back office');

export const listProducts = endpoint({
  method: 'GET',
  path: '/api/admin/products',
  access: 'manager',
  summary: 'Storefront products by position, 25 a page with the total; `q` matches the name, id or SKU; filters by category, brand and status.',
  query: productListQuery,
  responses: { 200: productListResponse },
});

export const getProduct = endpoint({
  method: 'GET',
  path: '/api/admin/products/:productId',
  access: 'manager',
  summary: 'One storefront product, active or not.',
  params: productIdParams,
  responses: { 200: adminProduct },
  errors: { 404: 'No such product.' },
});

export const createProduct = endpoint({
  method: 'POST',
  path: '/api/admin/products',
  access: 'admin',
  summary: 'Adds a storefront product (last in the lists); audited. The storefront shows it at once.',
  body: newProductForm,
  responses: { 201: adminProduct },
  errors: { 409: 'The product ID is taken.' },
});

export const updateProduct = endpoint({
  method: 'PUT',
  path: '/api/admin/products/:productId',
  access: 'admin',
  summary: 'Changes every field of a storefront product; `Inactive` takes it off the lists and search (orders keep it). Audited.',
  params: productIdParams,
  body: productForm,
  responses: { 200: adminProduct },
  errors: { 404: 'No such product.' },
});

export const listPosProducts = endpoint({
  method: 'GET',
  path: '/api/admin/pos-products',
  access: 'manager',
  summary: 'POS products by brand and position, 25 a page with the total; `q` matches the name, code, SKU or barcode.',
  query: posProductListQuery,
  responses: { 200: posProductListResponse },
});

export const getPosProduct = endpoint({
  method: 'GET',
  path: '/api/admin/pos-products/:id',
  access: 'manager',
  summary: 'One POS product, active or not.',
  params: posProductIdParams,
  responses: { 200: adminPosProduct },
  errors: { 404: 'No such product.' },
});

export const createPosProduct = endpoint({
  method: 'POST',
  path: '/api/admin/pos-products',
  access: 'admin',
  summary: "Adds a product to a brand's till grid (last); audited.",
  body: newPosProductForm,
  responses: { 201: adminPosProduct },
  errors: { 409: 'The product code or barcode is taken.' },
});

export const updatePosProduct = endpoint({
  method: 'PUT',
  path: '/api/admin/pos-products/:id',
  access: 'admin',
  summary: 'Changes a POS product; `inactive` takes it off the till. Audited.',
  params: posProductIdParams,
  body: posProductForm,
  responses: { 200: adminPosProduct },
  errors: { 404: 'No such product.', 409: 'The barcode is taken.' },
});

export const uploadImage = endpoint({
  method: 'POST',
  path: '/api/admin/images',
  access: 'admin',
  summary: 'Stores a product image sent as the raw body (PNG, JPEG or WebP, at most 2 MB); answers its content-hashed address. Audited.',
  description: 'The type is read from the first bytes of the file: anything else is a 415, a file over 2 MB a 413. The same file twice gives the same address.',
  responses: { 201: imageUploadResponse },
});

export const getImage = endpoint({
  method: 'GET',
  path: '/api/images/:name',
  access: 'anonymous',
  summary: 'An uploaded image; its address carries its SHA-256, so it is cached for a year as immutable.',
  params: imageNameParams,
  responses: { 200: null },
  errors: { 404: 'No such image.' },
});
