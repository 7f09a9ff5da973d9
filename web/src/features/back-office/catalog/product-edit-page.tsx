import { useParams } from 'react-router';
import { newProductForm, PRODUCT_STATUSES, productForm, type AdminProduct } from '#domain/back-office/catalog.ts';
import { paths } from '../../../paths.ts';
import { AdminPage, Field, inputClass, ListState, Panel } from '../admin-ui.tsx';
import { useProduct, useSaveProduct } from './api.ts';
import { CatalogFormFooter, useCatalogForm, valuesOf, type TextField, type Values } from './catalog-form.tsx';
import { ImageField } from './image-field.tsx';

/** The form's text fields beside the image and status: [name, label, hint?], in the spec's order. */
const MAIN: TextField[] = [
  ['productName', 'Product name'],
  ['brand', 'Brand', 'Xiaomi, Samsung, Asus, Apple, …'],
  ['category', 'Category', 'smartphones, ai phones, …'],
  ['subcategory', 'Subcategory', 'Smartphone, General Accessories, …'],
  ['price', 'Price (IDR)', 'Whole rupiah, e.g. 3499000'],
  ['discountPrice', 'Discount price (IDR)', 'The same as the price when there is no discount'],
  ['stock', 'Stock', 'Units left to sell'],
  ['barcode', 'Barcode', 'Digits; may be empty'],
];
const SPECS: TextField[] = [
  ['batteryCapacityMah', 'Battery capacity (mAh)'],
  ['processor', 'Processor'],
  ['ramGb', 'RAM (GB)'],
  ['storageGb', 'Storage (GB)'],
  ['connectivity', 'Connectivity'],
  ['warrantyMonths', 'Warranty (months)', '12 or 24'],
  ['launchYear', 'Launch year'],
  ['colorVariant', 'Colour / variant'],
  ['arrivalDate', 'Arrival date', 'Like 01-Jan-2025'],
  ['weightG', 'Weight (g)'],
  ['screenSizeInches', 'Screen size (inches)'],
];
const NUMBERS = new Set(['price', 'discountPrice', 'stock']);

const EMPTY: Values = { productId: '', imageUrl: '', description: '', status: 'Active', ...Object.fromEntries([...MAIN, ...SPECS].map(([name]) => [name, ''])) };

/** Issue 16 §2: add a storefront product or edit every field of one; checked with the server's own schema. */
export function ProductEditPage() {
  const { productId } = useParams();
  const product = useProduct(productId);
  const title = productId ? (product.data?.productName ?? 'Product') : 'Add a product';
  return (
    <AdminPage title={title} intro={productId ? `Product ID ${productId} (also its SKU).` : 'It appears last in the shop’s lists when its status is Active.'}>
      {productId ? (
        <ListState isPending={product.isPending} error={product.error} isEmpty={false} empty="" onRetry={() => void product.refetch()}>
          {product.data && <ProductForm key={productId} productId={productId} initial={valuesOf(product.data)} />}
        </ListState>
      ) : (
        <ProductForm productId={undefined} initial={EMPTY} />
      )}
    </AdminPage>
  );
}

function ProductForm({ productId, initial }: { productId: string | undefined; initial: Values }) {
  const form = useCatalogForm({
    initial,
    empty: EMPTY,
    id: productId,
    keyField: 'productId',
    numbers: NUMBERS,
    createSchema: newProductForm,
    updateSchema: productForm,
    save: useSaveProduct(productId),
    savedMessage: (result: AdminProduct) => `Saved. The shop shows ${result.productName} ${result.status === 'Active' ? 'now' : 'no more (inactive)'}.`,
    pathOf: (result) => paths.adminProduct.href({ productId: result.productId }),
  });
  const { values, set, errors, mayEdit } = form;
  const input = form.textInput('product');

  return (
    <form onSubmit={form.submit} noValidate aria-label="Product" className="space-y-6">
      <Panel title="Product">
        <div className="grid gap-4 md:grid-cols-2">
          {productId === undefined && input(['productId', 'Product ID', 'Digits or a code like HAP-IP-14PL-CON; also the SKU'])}
          {MAIN.map(input)}
          <Field id="product-status" label="Status" error={errors.status}>
            <select id="product-status" className={inputClass} value={values.status} onChange={(e) => set('status')(e.target.value)} disabled={!mayEdit}>
              {PRODUCT_STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </Field>
        </div>
        <div className="mt-4">
          <ImageField id="product-imageUrl" value={values.imageUrl ?? ''} onChange={set('imageUrl')} error={errors.imageUrl} />
        </div>
        <div className="mt-4">
          <Field id="product-description" label="Description" error={errors.description}>
            <textarea id="product-description" rows={4} className={inputClass} value={values.description} onChange={(e) => set('description')(e.target.value)} disabled={!mayEdit} />
          </Field>
        </div>
      </Panel>
      <Panel title="Specifications">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{SPECS.map(input)}</div>
      </Panel>
      <CatalogFormFooter form={form} backHref={paths.adminProducts.href()} addLabel="Add the product" />
    </form>
  );
}
