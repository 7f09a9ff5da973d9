import { useLocation, useParams } from 'react-router';
import { newProductForm, PRODUCT_STATUSES, productForm, type AdminProduct } from '#domain/back-office/catalog.ts';
import { paths } from '../../../paths.ts';
import { SelectField, TextAreaField } from '../../../ui/form/index.ts';
import { ListState } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { useProduct, useSaveProduct } from './api.ts';
import { AdminOnlyNotice, CatalogFormFooter, ReadOnlyNote, useCatalogForm, valuesOf, type TextInput, type Values } from './catalog-form.tsx';
import { useMayAct } from '../session.tsx';
import { ImageField } from './image-field.tsx';
import { useT } from '../../../texts/texts.tsx';
import type { Translate } from '#domain/texts/translate.ts';

/** The form's text fields beside the image and status, in the spec's order. */
const MAIN = ['productName', 'brand', 'category', 'subcategory', 'price', 'discountPrice', 'stock', 'barcode'] as const;
const SPECS = ['batteryCapacityMah', 'processor', 'ramGb', 'storageGb', 'connectivity', 'warrantyMonths', 'launchYear', 'colorVariant', 'arrivalDate', 'weightG', 'screenSizeInches'] as const;
type Field = (typeof MAIN)[number] | (typeof SPECS)[number] | 'productId';
/** The fields with a hint under them. */
const HINTED = ['productId', 'brand', 'category', 'subcategory', 'price', 'discountPrice', 'stock', 'barcode', 'warrantyMonths', 'arrivalDate'] as const;
const hinted = (name: Field): name is (typeof HINTED)[number] => (HINTED as readonly string[]).includes(name);
/** A field as the form's text input takes it: [name, label, hint?]. */
const inputOf = (t: Translate) => (name: Field): TextInput => [name, t(`backOffice.catalog.product.field.${name}`), hinted(name) ? t(`backOffice.catalog.product.hint.${name}`) : undefined];
const NUMBERS = new Set(['price', 'discountPrice', 'stock']);

const EMPTY: Values = { productId: '', imageUrl: '', description: '', status: 'Active', ...Object.fromEntries([...MAIN, ...SPECS].map((name) => [name, ''])) };

/** Add a storefront product or edit every field of one (storefront.md §3 Product); checked with the server's own schema. */
export function ProductEditPage() {
  const { productId } = useParams();
  const t = useT();
  const location = useLocation();
  const mayAdd = useMayAct('admin');
  const product = useProduct(productId);
  const title = productId ? (product.data?.productName ?? t('backOffice.catalog.product.title')) : t('backOffice.catalog.products.add');
  return (
    <AdminPage title={title} intro={productId ? t('backOffice.catalog.product.intro', { id: productId }) : t('backOffice.catalog.product.addIntro')}>
      {productId ? (
        <ListState isPending={product.isPending} error={product.error} isEmpty={false} empty="" onRetry={() => void product.refetch()}>
          {product.data && <ProductForm key={productId} productId={productId} initial={valuesOf(product.data)} />}
        </ListState>
      ) : mayAdd ? (
        // Keyed by the visit: opening the form again starts it empty, without the last visit's problems.
        <ProductForm key={location.key} productId={undefined} initial={EMPTY} />
      ) : (
        <AdminOnlyNotice message={t('backOffice.catalog.form.onlyAdminsAdd')} backHref={paths.adminProducts.href()} />
      )}
    </AdminPage>
  );
}

function ProductForm({ productId, initial }: { productId: string | undefined; initial: Values }) {
  const t = useT();
  const form = useCatalogForm({
    initial,
    empty: EMPTY,
    id: productId,
    keyField: 'productId',
    numbers: NUMBERS,
    createSchema: newProductForm,
    updateSchema: productForm,
    save: useSaveProduct(productId),
    savedMessage: (result: AdminProduct) => t('backOffice.catalog.product.saved', { name: result.productName, state: result.status === 'Active' ? 'active' : 'inactive' }),
    pathOf: (result) => paths.adminProduct.href({ productId: result.productId }),
  });
  const { values, set, problems, mayEdit } = form;
  const input = (name: Field) => form.textInput('product')(inputOf(t)(name));

  return (
    <form onSubmit={form.submit} noValidate aria-label={t('backOffice.catalog.product.title')} className="space-y-6">
      <ReadOnlyNote show={!mayEdit} />
      <Panel title={t('backOffice.catalog.product.title')}>
        <div className="grid gap-4 md:grid-cols-2">
          {productId === undefined && input('productId')}
          {MAIN.map(input)}
          <SelectField id="product-status" label={t('backOffice.catalog.column.status')} problem={problems.of('status')} value={values.status ?? ''} onValue={set('status')} disabled={!mayEdit}>
            {PRODUCT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(s === 'Active' ? 'backOffice.catalog.status.active' : 'backOffice.catalog.status.inactive')}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="mt-4">
          <ImageField id="product-imageUrl" value={values.imageUrl ?? ''} onChange={set('imageUrl')} problem={problems.of('imageUrl')} disabled={!mayEdit} />
        </div>
        <div className="mt-4">
          <TextAreaField id="product-description" label={t('backOffice.catalog.form.description')} problem={problems.of('description')} maxLength={form.maxLength('description')} rows={4} value={values.description ?? ''} onValue={set('description')} disabled={!mayEdit} />
        </div>
      </Panel>
      <Panel title={t('backOffice.catalog.product.specifications')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{SPECS.map(input)}</div>
      </Panel>
      <CatalogFormFooter form={form} backHref={paths.adminProducts.href()} addLabel={t('backOffice.catalog.form.addProduct')} />
    </form>
  );
}
