import { useParams } from 'react-router';
import { newPosProductForm, POS_BRANDS, POS_PRODUCT_STATUSES, posProductForm, type AdminPosProduct } from '#domain/back-office/catalog.ts';
import { paths } from '../../../paths.ts';
import { SelectField, TextAreaField } from '../../../ui/form/index.ts';
import { ListState } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { usePosProduct, useSavePosProduct } from './api.ts';
import { CatalogFormFooter, useCatalogForm, valuesOf, type TextInput, type Values } from './catalog-form.tsx';
import { POS_BRAND_LABELS } from './form-values.ts';
import { ImageField } from './image-field.tsx';

const FIELDS: TextInput[] = [
  ['name', 'Name'],
  ['price', 'Price (IDR)', 'Whole rupiah before PPN, e.g. 27500'],
  ['barcode', 'Barcode (EAN-13)', '13 digits; the last is the check digit'],
  ['sku', 'SKU'],
  ['family', 'Family', 'Food, Household, Phones, …'],
  ['category', 'Category'],
];

const EMPTY: Values = { productCode: '', brand: 'grandlucky', status: 'active', picture: '', description: '', ...Object.fromEntries(FIELDS.map(([name]) => [name, ''])) };
const NUMBERS = new Set(['price']);

/** Add a product to a till's grid or edit one; checked with the server's own schema. */
export function PosProductEditPage() {
  const { id } = useParams();
  const product = usePosProduct(id);
  return (
    <AdminPage title={id ? (product.data?.name ?? 'POS product') : 'Add a POS product'} intro={id ? `Code ${product.data?.productCode ?? '…'}.` : 'It appears last in its brand’s till grid when active.'}>
      {id ? (
        <ListState isPending={product.isPending} error={product.error} isEmpty={false} empty="" onRetry={() => void product.refetch()}>
          {product.data && <PosProductForm key={id} id={id} initial={valuesOf(product.data)} />}
        </ListState>
      ) : (
        <PosProductForm id={undefined} initial={EMPTY} />
      )}
    </AdminPage>
  );
}

function PosProductForm({ id, initial }: { id: string | undefined; initial: Values }) {
  const form = useCatalogForm({
    initial,
    empty: EMPTY,
    id,
    keyField: 'productCode',
    numbers: NUMBERS,
    createSchema: newPosProductForm,
    updateSchema: posProductForm,
    save: useSavePosProduct(id),
    savedMessage: (result: AdminPosProduct) =>
      `Saved. The ${POS_BRAND_LABELS[result.brand] ?? result.brand} till ${result.status === 'active' ? 'sells it now' : 'no longer shows it'}.`,
    pathOf: (result) => paths.adminPosProduct.href({ id: result.id }),
  });
  const { values, set, problems, mayEdit } = form;
  const input = form.textInput('pos');

  return (
    <form onSubmit={form.submit} noValidate aria-label="POS product" className="space-y-6">
      <Panel title="Product">
        <div className="grid gap-4 md:grid-cols-2">
          {id === undefined && input(['productCode', 'Product code', 'Capital letters, digits and dashes, e.g. GL-KOPI-200'])}
          <SelectField id="pos-brand" label="Brand" problem={problems.of('brand')} value={values.brand ?? ''} onValue={set('brand')} disabled={!mayEdit}>
            {POS_BRANDS.map((b) => (
              <option key={b} value={b}>
                {POS_BRAND_LABELS[b]}
              </option>
            ))}
          </SelectField>
          {FIELDS.map(input)}
          <SelectField id="pos-status" label="Status" problem={problems.of('status')} value={values.status ?? ''} onValue={set('status')} disabled={!mayEdit}>
            {POS_PRODUCT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === 'active' ? 'Active' : 'Inactive'}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="mt-4">
          <ImageField id="pos-picture" value={values.picture ?? ''} onChange={set('picture')} problem={problems.of('picture')} />
        </div>
        <div className="mt-4">
          <TextAreaField id="pos-description" label="Description" problem={problems.of('description')} rows={3} value={values.description ?? ''} onValue={set('description')} disabled={!mayEdit} />
        </div>
      </Panel>
      <CatalogFormFooter form={form} backHref={paths.adminPosProducts.href()} addLabel="Add the product" />
    </form>
  );
}
