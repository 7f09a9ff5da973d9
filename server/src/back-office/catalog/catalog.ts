import { createHash } from 'node:crypto';
import { and, asc, count, eq, ilike, max, or } from 'drizzle-orm';
import {
  CATALOG_PAGE_SIZE,
  IMAGE_EXTENSIONS,
  MAX_IMAGE_BYTES,
  type AdminPosProduct,
  type AdminProduct,
  type ImageType,
  type ImageUploadResponse,
  type PosProductListResponse,
  type ProductListResponse,
} from '#domain/back-office/catalog.ts';
import type { z } from 'zod';
import type { newPosProductForm, newProductForm, posProductForm, posProductListQuery, productForm, productListQuery } from '#domain/back-office/catalog.ts';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { catalogImages, posProducts, products } from '../../platform/db/schema/index.ts';
import { Conflict, DomainError, NotFound } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/auth.ts';
import { likePattern } from '../../platform/db/sql.ts';
import { backOfficeWrite } from '../../platform/audit.ts';

type ProductRow = typeof products.$inferSelect;
type PosProductRow = typeof posProducts.$inferSelect;
type ProductValues = z.output<typeof productForm>;
type PosProductValues = z.output<typeof posProductForm>;

// ---------------------------------------------------------------- storefront products

/** The row as the back office shows it: prices and stock as numbers (the spec keeps them as text). */
function toAdminProduct(row: ProductRow): AdminProduct {
  const { position: _position, priceIdr, discountPriceIdr, stockAvailable, stock: _stock, ...rest } = row;
  return { ...rest, price: Number.parseInt(priceIdr, 10) || 0, discountPrice: Number.parseInt(discountPriceIdr, 10) || 0, stock: stockAvailable };
}

/** The form as columns: the spec's strings, with `stock` (text) and `stock_available` kept equal. */
function productColumns(form: ProductValues) {
  const { price, discountPrice, stock, ...rest } = form;
  return { ...rest, priceIdr: String(price), discountPriceIdr: String(discountPrice), stock: String(stock), stockAvailable: stock };
}

export async function listProducts(db: Database, query: z.output<typeof productListQuery>): Promise<ProductListResponse> {
  const text = query.q.trim();
  const where = and(
    text ? or(ilike(products.productName, likePattern(text)), ilike(products.productId, likePattern(text)), ilike(products.sku, likePattern(text))) : undefined,
    query.category ? eq(products.category, query.category) : undefined,
    query.brand ? eq(products.brand, query.brand) : undefined,
    query.status ? eq(products.status, query.status) : undefined,
  );
  const [rows, [total], categories, brands] = await Promise.all([
    db.select().from(products).where(where).orderBy(asc(products.position)).limit(CATALOG_PAGE_SIZE).offset((query.page - 1) * CATALOG_PAGE_SIZE),
    db.select({ n: count() }).from(products).where(where),
    db.selectDistinct({ value: products.category }).from(products).orderBy(asc(products.category)),
    db.selectDistinct({ value: products.brand }).from(products).orderBy(asc(products.brand)),
  ]);
  return {
    products: rows.map(toAdminProduct),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: CATALOG_PAGE_SIZE,
    categories: categories.map((c) => c.value),
    brands: brands.map((b) => b.value),
  };
}

export async function getProduct(db: Database, productId: string): Promise<AdminProduct> {
  const [row] = await db.select().from(products).where(eq(products.productId, productId));
  if (!row) throw new NotFound({ key: 'backOffice.errors.catalog.noProduct', values: { id: productId } });
  return toAdminProduct(row);
}

/** Only the fields that differ, before and after (decision 017: the audit holds what the action concerns). */
export function changes<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } | null {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  if (keys.length === 0) return null;
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])) as Partial<T>, after: Object.fromEntries(keys.map((k) => [k, after[k]])) as Partial<T> };
}

export async function createProduct(db: Database, actor: Principal, form: z.output<typeof newProductForm>): Promise<AdminProduct> {
  return backOfficeWrite(db, actor, async (tx) => {
    const [taken] = await tx.select({ id: products.productId }).from(products).where(eq(products.productId, form.productId));
    if (taken) throw new Conflict({ key: 'backOffice.errors.catalog.productExists', values: { id: form.productId } });
    const [last] = await tx.select({ position: max(products.position) }).from(products);
    const { productId, ...fields } = form;
    const [row] = await tx
      .insert(products)
      .values({ productId, sku: productId, position: (last?.position ?? 0) + 1, ...productColumns(fields) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new Conflict({ key: 'backOffice.errors.catalog.productExists', values: { id: form.productId } });
    const product = toAdminProduct(row);
    return { result: product, audit: { action: 'product.create', entity: 'product', entityId: productId, before: null, after: product } };
  });
}

export async function updateProduct(db: Database, actor: Principal, productId: string, form: ProductValues): Promise<AdminProduct> {
  return backOfficeWrite(db, actor, async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.productId, productId)).for('update');
    if (!current) throw new NotFound({ key: 'backOffice.errors.catalog.noProduct', values: { id: productId } });
    const [row] = await tx.update(products).set(productColumns(form)).where(eq(products.productId, productId)).returning();
    if (!row) throw new NotFound({ key: 'backOffice.errors.catalog.noProduct', values: { id: productId } });
    const product = toAdminProduct(row);
    const diff = changes(toAdminProduct(current), product);
    return { result: product, audit: diff && { action: 'product.update', entity: 'product', entityId: productId, ...diff } };
  });
}

// ---------------------------------------------------------------- POS products

const toAdminPosProduct = ({ position: _position, ...row }: PosProductRow): AdminPosProduct => row;

export async function listPosProducts(db: Database, query: z.output<typeof posProductListQuery>): Promise<PosProductListResponse> {
  const text = query.q.trim();
  const where = and(
    text
      ? or(
          ilike(posProducts.name, likePattern(text)),
          ilike(posProducts.productCode, likePattern(text)),
          ilike(posProducts.sku, likePattern(text)),
          eq(posProducts.barcode, text),
        )
      : undefined,
    query.brand ? eq(posProducts.brand, query.brand) : undefined,
    query.category ? eq(posProducts.category, query.category) : undefined,
    query.status ? eq(posProducts.status, query.status) : undefined,
  );
  const [rows, [total], categories] = await Promise.all([
    db.select().from(posProducts).where(where).orderBy(asc(posProducts.brand), asc(posProducts.position)).limit(CATALOG_PAGE_SIZE).offset((query.page - 1) * CATALOG_PAGE_SIZE),
    db.select({ n: count() }).from(posProducts).where(where),
    db.selectDistinct({ value: posProducts.category }).from(posProducts).orderBy(asc(posProducts.category)),
  ]);
  return { products: rows.map(toAdminPosProduct), total: total?.n ?? 0, page: query.page, pageSize: CATALOG_PAGE_SIZE, categories: categories.map((c) => c.value) };
}

export async function getPosProduct(db: Database, id: string): Promise<AdminPosProduct> {
  const [row] = await db.select().from(posProducts).where(eq(posProducts.id, id));
  if (!row) throw new NotFound({ key: 'backOffice.errors.catalog.noPosProduct', values: { id } });
  return toAdminPosProduct(row);
}

async function assertBarcodeFree(tx: Transaction, barcode: string, id: string | null): Promise<void> {
  const [holder] = await tx.select({ id: posProducts.id, name: posProducts.name }).from(posProducts).where(eq(posProducts.barcode, barcode));
  if (holder && holder.id !== id) throw new Conflict({ key: 'backOffice.errors.catalog.barcodeTaken', values: { barcode, product: holder.name } });
}

export async function createPosProduct(db: Database, actor: Principal, form: z.output<typeof newPosProductForm>): Promise<AdminPosProduct> {
  return backOfficeWrite(db, actor, async (tx) => {
    const [taken] = await tx.select({ id: posProducts.id }).from(posProducts).where(eq(posProducts.productCode, form.productCode));
    if (taken) throw new Conflict({ key: 'backOffice.errors.catalog.posProductExists', values: { code: form.productCode } });
    await assertBarcodeFree(tx, form.barcode, null);
    const [last] = await tx.select({ position: max(posProducts.position) }).from(posProducts).where(eq(posProducts.brand, form.brand));
    const [row] = await tx
      .insert(posProducts)
      .values({ id: `PC-${form.productCode}`, position: (last?.position ?? 0) + 1, ...form })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new Conflict({ key: 'backOffice.errors.catalog.posProductOrBarcodeExists', values: { code: form.productCode, barcode: form.barcode } });
    const product = toAdminPosProduct(row);
    return { result: product, audit: { action: 'pos-product.create', entity: 'pos-product', entityId: row.id, before: null, after: product } };
  });
}

export async function updatePosProduct(db: Database, actor: Principal, id: string, form: PosProductValues): Promise<AdminPosProduct> {
  return backOfficeWrite(db, actor, async (tx) => {
    const [current] = await tx.select().from(posProducts).where(eq(posProducts.id, id)).for('update');
    if (!current) throw new NotFound({ key: 'backOffice.errors.catalog.noPosProduct', values: { id } });
    await assertBarcodeFree(tx, form.barcode, id);
    const brandChanged = current.brand !== form.brand;
    const [last] = brandChanged ? await tx.select({ position: max(posProducts.position) }).from(posProducts).where(eq(posProducts.brand, form.brand)) : [];
    const [row] = await tx
      .update(posProducts)
      .set({ ...form, ...(brandChanged ? { position: (last?.position ?? 0) + 1 } : {}) })
      .where(eq(posProducts.id, id))
      .returning();
    if (!row) throw new NotFound({ key: 'backOffice.errors.catalog.noPosProduct', values: { id } });
    const product = toAdminPosProduct(row);
    const diff = changes(toAdminPosProduct(current), product);
    return { result: product, audit: diff && { action: 'pos-product.update', entity: 'pos-product', entityId: id, ...diff } };
  });
}

// ---------------------------------------------------------------- images

/** The type from the file's first bytes (its magic number), whatever the request's header says. */
function sniffImageType(data: Buffer): ImageType | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

class ImageTooLarge extends DomainError {
  readonly status = 413;
  readonly code = 'image_too_large';
}

class UnsupportedImage extends DomainError {
  readonly status = 415;
  readonly code = 'unsupported_image';
}

const imageUrlFor = (sha256: string, type: ImageType) => `/api/images/${sha256}.${IMAGE_EXTENSIONS[type]}`;

export async function storeImage(db: Database, actor: Principal, data: Buffer): Promise<ImageUploadResponse> {
  if (data.length > MAX_IMAGE_BYTES) throw new ImageTooLarge({ key: 'backOffice.errors.catalog.imageTooLarge' });
  const type = sniffImageType(data);
  if (!type) throw new UnsupportedImage({ key: 'backOffice.errors.catalog.unsupportedImage' });
  const sha256 = createHash('sha256').update(data).digest('hex');
  const url = imageUrlFor(sha256, type);
  return backOfficeWrite(db, actor, async (tx) => {
    const [row] = await tx.insert(catalogImages).values({ sha256, contentType: type, bytes: data.length, data }).onConflictDoNothing().returning({ sha256: catalogImages.sha256 });
    return {
      result: { url, contentType: type, bytes: data.length },
      audit: row ? { action: 'image.upload', entity: 'image', entityId: sha256, before: null, after: { url, contentType: type, bytes: data.length } } : null,
    };
  });
}

export async function loadImage(db: Database, name: string): Promise<{ contentType: string; data: Buffer } | null> {
  const [sha256, extension] = name.split('.');
  const [row] = await db.select({ contentType: catalogImages.contentType, data: catalogImages.data }).from(catalogImages).where(eq(catalogImages.sha256, sha256 ?? ''));
  if (!row || IMAGE_EXTENSIONS[row.contentType as ImageType] !== extension) return null;
  return row;
}
