import { useLocation, useParams } from 'react-router';
import { newPosProductForm, POS_BRANDS, POS_PRODUCT_STATUSES, posProductForm, type AdminPosProduct } from '#domain/back-office/catalog.ts';
import { paths } from '../../../paths.ts';
import { SelectField, TextAreaField } from '../../../ui/form/index.ts';
import { ListState } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { usePosProduct, useSavePosProduct } from './api.ts';
import { AdminOnlyNotice, CatalogFormFooter, ReadOnlyNote, useCatalogForm, valuesOf, type TextInput, type Values } from './catalog-form.tsx';
import { useMayAct } from '../session.tsx';
import { POS_BRAND_LABELS } from './form-values.ts';
import { ImageField } from './image-field.tsx';
import { useT } from '../../../texts/texts.tsx';
import type { Translate } from '#domain/texts/translate.ts';

const FIELDS = ['name', 'price', 'barcode', 'sku', 'family', 'category'] as const;
type Field = (typeof FIELDS)[number] | 'productCode';
/** The fields with a hint under them. */
const HINTED = ['productCode', 'price', 'barcode', 'family'] as const;
const hinted = (name: Field): name is (typeof HINTED)[number] => (HINTED as readonly string[]).includes(name);
/** A field as the form's text input takes it: [name, label, hint?]. */
const inputOf = (t: Translate) => (name: Field): TextInput => [name, t(`backOffice.catalog.posProduct.field.${name}`), hinted(name) ? t(`backOffice.catalog.posProduct.hint.${name}`) : undefined];

const EMPTY: Values = { productCode: '', brand: 'grandlucky', status: 'active', picture: '', description: '', ...Object.fromEntries(FIELDS.map((name) => [name, ''])) };
const NUMBERS = new Set(['price']);

/** Add a product to a till's grid or edit one; checked with the server's own schema. */
export function PosProductEditPage() {
  const { id } = useParams();
  const t = useT();
  const location = useLocation();
  const mayAdd = useMayAct('admin');
  const product = usePosProduct(id);
  return (
    <AdminPage
      title={id ? (product.data?.name ?? t('backOffice.catalog.posProduct.title')) : t('backOffice.catalog.posProduct.addTitle')}
      intro={id ? t('backOffice.catalog.posProduct.intro', { code: product.data?.productCode ?? '…' }) : t('backOffice.catalog.posProduct.addIntro')}
    >
      {id ? (
        <ListState isPending={product.isPending} error={product.error} isEmpty={false} empty="" onRetry={() => void product.refetch()}>
          {product.data && <PosProductForm key={id} id={id} initial={valuesOf(product.data)} />}
        </ListState>
      ) : mayAdd ? (
        // Keyed by the visit: opening the form again starts it empty, without the last visit's problems.
        <PosProductForm key={location.key} id={undefined} initial={EMPTY} />
      ) : (
        <AdminOnlyNotice message={t('backOffice.catalog.form.onlyAdminsAdd')} backHref={paths.adminPosProducts.href()} />
      )}
    </AdminPage>
  );
}

function PosProductForm({ id, initial }: { id: string | undefined; initial: Values }) {
  const t = useT();
  const form = useCatalogForm({
    initial,
    empty: EMPTY,
    id,
    keyField: 'productCode',
    numbers: NUMBERS,
    createSchema: newPosProductForm,
    updateSchema: posProductForm,
    save: useSavePosProduct(id),
    savedMessage: (result: AdminPosProduct) => t('backOffice.catalog.posProduct.saved', { brand: POS_BRAND_LABELS[result.brand] ?? result.brand, state: result.status }),
    pathOf: (result) => paths.adminPosProduct.href({ id: result.id }),
  });
  const { values, set, problems, mayEdit } = form;
  const input = (name: Field) => form.textInput('pos')(inputOf(t)(name));

  return (
    <form onSubmit={form.submit} noValidate aria-label={t('backOffice.catalog.posProduct.title')} className="space-y-6">
      <ReadOnlyNote show={!mayEdit} />
      <Panel title={t('backOffice.catalog.product.title')}>
        <div className="grid gap-4 md:grid-cols-2">
          {id === undefined && input('productCode')}
          <SelectField id="pos-brand" label={t('backOffice.catalog.column.brand')} problem={problems.of('brand')} value={values.brand ?? ''} onValue={set('brand')} disabled={!mayEdit}>
            {POS_BRANDS.map((b) => (
              <option key={b} value={b}>
                {POS_BRAND_LABELS[b]}
              </option>
            ))}
          </SelectField>
          {FIELDS.map(input)}
          <SelectField id="pos-status" label={t('backOffice.catalog.column.status')} problem={problems.of('status')} value={values.status ?? ''} onValue={set('status')} disabled={!mayEdit}>
            {POS_PRODUCT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`backOffice.catalog.status.${s}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="mt-4">
          <ImageField id="pos-picture" value={values.picture ?? ''} onChange={set('picture')} problem={problems.of('picture')} disabled={!mayEdit} />
        </div>
        <div className="mt-4">
          <TextAreaField id="pos-description" label={t('backOffice.catalog.form.description')} problem={problems.of('description')} maxLength={form.maxLength('description')} rows={3} value={values.description ?? ''} onValue={set('description')} disabled={!mayEdit} />
        </div>
      </Panel>
      <CatalogFormFooter form={form} backHref={paths.adminPosProducts.href()} addLabel={t('backOffice.catalog.form.addProduct')} />
    </form>
  );
}
