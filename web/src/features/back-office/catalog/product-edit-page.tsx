import { useParams } from 'react-router';
import { newProductForm, PRODUCT_STATUSES, productForm, type AdminProduct } from '#domain/back-office/catalog.ts';
import { paths } from '../../../paths.ts';
import { SelectField, TextAreaField } from '../../../ui/form/index.ts';
import { ListState } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { useProduct, useSaveProduct } from './api.ts';
import { CatalogFormFooter, useCatalogForm, valuesOf, type TextInput, type Values } from './catalog-form.tsx';
import { ImageField } from './image-field.tsx';

/** The form's text fields beside the image and status: [name, label, hint?], in the spec's order. */
const MAIN: TextInput[] = [
  ['productName', 'Product name'],
  ['brand', 'Brand', 'Xiaomi, Samsung, Asus, Apple, …'],
  ['category', 'Category', 'smartphones, ai phones, …'],
  ['subcategory', 'Subcategory', 'Smartphone, General Accessories, …'],
  ['price', 'Price (IDR)', 'Whole rupiah, e.g. 3499000'],
  ['discountPrice', 'Discount price (IDR)', 'The same as the price when there is no discount'],
  ['stock', 'Stock', 'Units left to sell'],
  ['barcode', 'Barcode', 'Digits; may be empty'],
];
const SPECS: TextInput[] = [
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

/** Add a storefront product or edit every field of one (storefront.md §3 Product); checked with the server's own schema. */
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
  const { values, set, problems, mayEdit } = form;
  const input = form.textInput('product');

  return (
    <form onSubmit={form.submit} noValidate aria-label="Product" className="space-y-6">
      <Panel title="Product">
        <div className="grid gap-4 md:grid-cols-2">
          {productId === undefined && input(['productId', 'Product ID', 'Digits or a code like HAP-IP-14PL-CON; also the SKU'])}
          {MAIN.map(input)}
          <SelectField id="product-status" label="Status" problem={problems.of('status')} value={values.status ?? ''} onValue={set('status')} disabled={!mayEdit}>
            {PRODUCT_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </SelectField>
        </div>
        <div className="mt-4">
          <ImageField id="product-imageUrl" value={values.imageUrl ?? ''} onChange={set('imageUrl')} problem={problems.of('imageUrl')} />
        </div>
        <div className="mt-4">
          <TextAreaField id="product-description" label="Description" problem={problems.of('description')} rows={4} value={values.description ?? ''} onValue={set('description')} disabled={!mayEdit} />
        </div>
      </Panel>
      <Panel title="Specifications">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{SPECS.map(input)}</div>
      </Panel>
      <CatalogFormFooter form={form} backHref={paths.adminProducts.href()} addLabel="Add the product" />
    </form>
  );
}
