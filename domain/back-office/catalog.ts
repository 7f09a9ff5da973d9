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
export const imageNameParams = z.object({ name: z.string().regex(/^[0-9a-f]{64}\.(png|jpg|webp)$/, 'backOffice.errors.catalog.noImage') });

// ---------------------------------------------------------------- shared rules

const MAX_PRICE = 1_000_000_000;
// zod's own findings (required, too long, at least / at most) are worded from the catalogue
// (errors.validation); only the rules zod cannot name carry a message of their own.
const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1);
const rupiah = () => z.number().int('backOffice.errors.catalog.wholeRupiah').min(1).max(MAX_PRICE);
/** An image the server stores (/api/…), a file under /images, or an https address. */
export const imageUrl = z
  .string({ error: 'backOffice.errors.catalog.imageRequired' })
  .trim()
  .min(1, 'backOffice.errors.catalog.imageRequired')
  .max(500)
  .regex(/^(\/|https:\/\/)/, 'backOffice.errors.catalog.imageAddress');
/** A spec value kept as the spec's text ('0.0', '6.7', '12'): a number written with a dot, or empty. */
const specNumber = () =>
  z.string().trim().max(20).regex(/^(\d+(\.\d+)?)?$/, 'backOffice.errors.catalog.specNumber').default('');

// ---------------------------------------------------------------- storefront products

export const PRODUCT_STATUSES = ['Active', 'Inactive'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Every field of the spec's Product (storefront.md §3), typed; the server stores the spec's strings. */
export const productForm = z
  .object({
    productName: required(200),
    imageUrl,
    category: required(60),
    subcategory: text(60).default(''),
    price: rupiah(),
    discountPrice: rupiah(),
    stock: z.number().int().min(0).max(1_000_000),
    barcode: z.string().trim().regex(/^\d{0,14}$/, 'backOffice.errors.catalog.barcodeDigits').default(''),
    brand: required(60),
    description: text(5000).default(''),
    batteryCapacityMah: specNumber(),
    processor: text(100).default(''),
    ramGb: specNumber(),
    storageGb: specNumber(),
    connectivity: text(100).default(''),
    warrantyMonths: z.string().trim().regex(/^\d{0,3}$/, 'backOffice.errors.catalog.warrantyMonths').default(''),
    launchYear: z.string().trim().regex(/^(\d{4})?$/, 'backOffice.errors.catalog.launchYear').default(''),
    colorVariant: text(100).default(''),
    arrivalDate: z
      .string()
      .trim()
      .refine((value) => value === '' || new RegExp(`^\\d{2}-(${MONTHS.join('|')})-\\d{4}$`).test(value), 'backOffice.errors.catalog.arrivalDate')
      .default(''),
    status: z.enum(PRODUCT_STATUSES),
    weightG: specNumber(),
    screenSizeInches: specNumber(),
  })
  .superRefine((form, context) => {
    if (form.discountPrice > form.price) context.addIssue({ code: 'custom', path: ['discountPrice'], message: 'backOffice.errors.catalog.discountAbovePrice' });
  });
export type ProductForm = z.input<typeof productForm>;

/** A new product also names its id (the spec's Product ID, also its SKU): digits or a code like HAP-IP-14PL-CON. */
export const newProductForm = z
  .object({ productId: z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, 'backOffice.errors.catalog.productIdFormat') })
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
const searchText = z.string().trim().max(100).default('');
const page = z.coerce.number().int().min(1).max(10_000).default(1);

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
  name: required(200),
  brand: z.enum(POS_BRANDS),
  price: rupiah(),
  picture: imageUrl,
  family: required(60),
  category: required(60),
  sku: required(60),
  description: text(2000).default(''),
  barcode: z.string().trim().refine(isValidEan13, 'backOffice.errors.catalog.ean13'),
  status: z.enum(POS_PRODUCT_STATUSES),
});
export type PosProductForm = z.input<typeof posProductForm>;

export const newPosProductForm = z
  .object({ productCode: z.string().trim().regex(/^[A-Z0-9][A-Z0-9-]{0,39}$/, 'backOffice.errors.catalog.productCodeFormat') })
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
