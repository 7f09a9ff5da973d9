/**
 * The HTTP contract: zod schemas of every /api request and response. The server validates with
 * them and the web client derives its types from them, so neither side copies a shape by hand.
 */
import { z } from 'zod';

// ---------------------------------------------------------------- errors
export const apiErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

// ---------------------------------------------------------------- health and version
export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export const metaResponse = z.object({ version: z.string() });
export type Meta = z.infer<typeof metaResponse>;

// ---------------------------------------------------------------- storefront catalogue
/** storefront.md §3 Product: the spec's exact field names, every value a string. */
export const product = z.object({
  'Product ID': z.string(),
  'Product Name': z.string(),
  'Image Url': z.string(),
  Category: z.string(),
  Subcategory: z.string(),
  'Price (IDR)': z.string(),
  'Discount Price (IDR)': z.string(),
  Stock: z.string(),
  SKU: z.string(),
  Barcode: z.string(),
  Brand: z.string(),
  Description: z.string(),
  'Battery Capacity (mAh)': z.string(),
  Processor: z.string(),
  'RAM (GB)': z.string(),
  'Storage (GB)': z.string(),
  Connectivity: z.string(),
  'Warranty (Months)': z.string(),
  'Launch Year': z.string(),
  'Color/Variant': z.string(),
  'Arrival Date': z.string(),
  Status: z.string(),
  'Weight (g)': z.string(),
  'Screen Size (inches)': z.string(),
});
export type Product = z.infer<typeof product>;

export const productIdParams = z.object({ id: z.string().min(1).max(64) });
export const productListResponse = z.object({ products: z.array(product) });
export * from './api/loyalty.ts';
