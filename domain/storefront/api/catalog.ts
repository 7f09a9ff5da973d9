/** The storefront catalogue's Product entity (storefront.md §3). */
import { z } from 'zod';

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
