/**
 * The back office's catalogue: the forms of a storefront product and a POS product, the
 * list filters and answers, and the image upload's rules. The server validates its bodies with these
 * schemas and the /admin forms validate with the same ones before sending (decision 017).
 */
import { z } from 'zod';
import { isValidEan13 } from '../pos/ean13.ts';

// ---------------------------------------------------------------- images

/** What an uploaded product image may be: the type is read from the file's first bytes, not trusted from the header. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_EXTENSIONS: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export const imageUploadResponse = z.object({
  /** Content-hashed, served with `immutable` cache headers. */
  url: z.string(),
  contentType: z.enum(IMAGE_TYPES),
  bytes: z.number().int(),
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponse>;
export const imageNameParams = z.object({ name: z.string().regex(/^[0-9a-f]{64}\.(png|jpg|webp)$/, 'No such image') });

// ---------------------------------------------------------------- shared rules

const MAX_PRICE = 1_000_000_000;
const text = (label: string, max: number) => z.string({ error: `Enter the ${label}` }).trim().max(max, `The ${label} has at most ${max} characters`);
const required = (label: string, max: number) => text(label, max).min(1, `Enter the ${label}`);
const rupiah = (label: string) =>
  z
    .number({ error: `Enter the ${label} in whole rupiah` })
    .int(`The ${label} is whole rupiah, without decimals`)
    .min(1, `The ${label} is at least Rp 1`)
    .max(MAX_PRICE, `The ${label} is at most Rp ${MAX_PRICE.toLocaleString('id-ID')}`);
/** An image the server stores (/api/…), a file under /images, or an https address. */
export const imageUrl = z
  .string({ error: 'Upload an image or enter its address' })
  .trim()
  .min(1, 'Upload an image or enter its address')
  .max(500, 'An image address has at most 500 characters')
  .regex(/^(\/|https:\/\/)/, 'An image address starts with / or https://');
/** A spec value kept as the spec's text ('0.0', '6.7', '12'): a number written with a dot, or empty. */
const specNumber = (label: string) =>
  z.string().trim().max(20).regex(/^(\d+(\.\d+)?)?$/, `The ${label} is a number such as 12 or 6.7`).default('');

// ---------------------------------------------------------------- storefront products

export const PRODUCT_STATUSES = ['Active', 'Inactive'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Every field of the spec's Product (storefront.md §3), typed; the server stores the spec's strings. */
export const productForm = z
  .object({
    productName: required('product name', 200),
    imageUrl,
    category: required('category', 60),
    subcategory: text('subcategory', 60).default(''),
    price: rupiah('price'),
    discountPrice: rupiah('discount price'),
    stock: z.number({ error: 'Enter the stock' }).int('Stock is a whole number').min(0, 'Stock cannot be negative').max(1_000_000, 'Stock is at most 1.000.000'),
    barcode: z.string().trim().regex(/^\d{0,14}$/, 'A barcode is up to 14 digits').default(''),
    brand: required('brand', 60),
    description: text('description', 5000).default(''),
    batteryCapacityMah: specNumber('battery capacity'),
    processor: text('processor', 100).default(''),
    ramGb: specNumber('RAM'),
    storageGb: specNumber('storage'),
    connectivity: text('connectivity', 100).default(''),
    warrantyMonths: z.string().trim().regex(/^\d{0,3}$/, 'The warranty is a number of months').default(''),
    launchYear: z.string().trim().regex(/^(\d{4})?$/, 'The launch year has four digits').default(''),
    colorVariant: text('colour', 100).default(''),
    arrivalDate: z
      .string()
      .trim()
      .refine((value) => value === '' || new RegExp(`^\\d{2}-(${MONTHS.join('|')})-\\d{4}$`).test(value), 'The arrival date is written like 01-Jan-2025')
      .default(''),
    status: z.enum(PRODUCT_STATUSES, { error: 'Choose Active or Inactive' }),
    weightG: specNumber('weight'),
    screenSizeInches: specNumber('screen size'),
  })
  .superRefine((form, context) => {
    if (form.discountPrice > form.price) context.addIssue({ code: 'custom', path: ['discountPrice'], message: 'The discount price cannot be above the price' });
  });
export type ProductForm = z.input<typeof productForm>;

/** A new product also names its id (the spec's Product ID, also its SKU): digits or a code like HAP-IP-14PL-CON. */
export const newProductForm = z
  .object({ productId: z.string({ error: 'Enter the product ID' }).trim().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, 'A product ID is letters, digits and dashes (at most 40)') })
  .and(productForm);
export type NewProductForm = z.input<typeof newProductForm>;

export const adminProduct = z.object({
  productId: z.string(),
  productName: z.string(),
  imageUrl: z.string(),
  category: z.string(),
  subcategory: z.string(),
  price: z.number(),
  discountPrice: z.number(),
  stock: z.number(),
  sku: z.string(),
  barcode: z.string(),
  brand: z.string(),
  description: z.string(),
  batteryCapacityMah: z.string(),
  processor: z.string(),
  ramGb: z.string(),
  storageGb: z.string(),
  connectivity: z.string(),
  warrantyMonths: z.string(),
  launchYear: z.string(),
  colorVariant: z.string(),
  arrivalDate: z.string(),
  status: z.string(),
  weightG: z.string(),
  screenSizeInches: z.string(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const CATALOG_PAGE_SIZE = 25;
const searchText = z.string().trim().max(100, 'Search for at most 100 characters').default('');
const page = z.coerce.number().int().min(1, 'Pages start at 1').max(10_000).default(1);

export const productListQuery = z.object({
  q: searchText,
  category: z.string().trim().max(60).default(''),
  brand: z.string().trim().max(60).default(''),
  status: z.enum(['', ...PRODUCT_STATUSES]).default(''),
  page,
});
export type ProductListQuery = z.input<typeof productListQuery>;
export const productListResponse = z.object({
  products: z.array(adminProduct),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** What the filters offer: every category and brand in the catalogue. */
  categories: z.array(z.string()),
  brands: z.array(z.string()),
});
export type ProductListResponse = z.infer<typeof productListResponse>;
export const productIdParams = z.object({ productId: z.string().max(40) });

// ---------------------------------------------------------------- POS products

export const POS_BRANDS = ['grandlucky', 'erafone'] as const;
export const POS_PRODUCT_STATUSES = ['active', 'inactive'] as const;

export const posProductForm = z.object({
  name: required('name', 200),
  brand: z.enum(POS_BRANDS, { error: 'Choose Grand Lucky or Erafone' }),
  price: rupiah('price'),
  picture: imageUrl,
  family: required('family', 60),
  category: required('category', 60),
  sku: required('SKU', 60),
  description: text('description', 2000).default(''),
  barcode: z
    .string({ error: 'Enter the EAN-13 barcode' })
    .trim()
    .refine(isValidEan13, 'A barcode is 13 digits with a valid EAN-13 check digit'),
  status: z.enum(POS_PRODUCT_STATUSES, { error: 'Choose active or inactive' }),
});
export type PosProductForm = z.input<typeof posProductForm>;

export const newPosProductForm = z
  .object({ productCode: z.string({ error: 'Enter the product code' }).trim().regex(/^[A-Z0-9][A-Z0-9-]{0,39}$/, 'A product code is capital letters, digits and dashes (at most 40)') })
  .and(posProductForm);
export type NewPosProductForm = z.input<typeof newPosProductForm>;

export const adminPosProduct = z.object({
  id: z.string(),
  productCode: z.string(),
  brand: z.string(),
  name: z.string(),
  price: z.number(),
  picture: z.string(),
  family: z.string(),
  category: z.string(),
  sku: z.string(),
  description: z.string(),
  barcode: z.string(),
  status: z.string(),
});
export type AdminPosProduct = z.infer<typeof adminPosProduct>;

export const posProductListQuery = z.object({
  q: searchText,
  brand: z.enum(['', ...POS_BRANDS]).default(''),
  category: z.string().trim().max(60).default(''),
  status: z.enum(['', ...POS_PRODUCT_STATUSES]).default(''),
  page,
});
export type PosProductListQuery = z.input<typeof posProductListQuery>;
export const posProductListResponse = z.object({
  products: z.array(adminPosProduct),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  categories: z.array(z.string()),
});
export type PosProductListResponse = z.infer<typeof posProductListResponse>;
export const posProductIdParams = z.object({ id: z.string().max(40) });
