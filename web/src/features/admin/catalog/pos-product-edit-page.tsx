import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { fieldMessages } from '#domain/admin-forms.ts';
import { newPosProductForm, POS_BRANDS, POS_PRODUCT_STATUSES, posProductForm, type AdminPosProduct } from '#domain/admin-catalog.ts';
import { ApiError } from '../../../api/client.ts';
import { paths } from '../../../paths.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';
import { AdminPage, describedBy, Field, inputClass, ListState, Panel } from '../admin-ui.tsx';
import { useMayAct } from '../session.tsx';
import { usePosProduct, useSavePosProduct } from './api.ts';
import { POS_BRAND_LABELS, toNumber } from './form-values.ts';
import { ImageField } from './image-field.tsx';

type Values = Record<string, string>;

const FIELDS: [string, string, string?][] = [
  ['name', 'Name'],
  ['price', 'Price (IDR)', 'Whole rupiah before PPN, e.g. 27500'],
  ['barcode', 'Barcode (EAN-13)', '13 digits; the last is the check digit'],
  ['sku', 'SKU'],
  ['family', 'Family', 'Food, Household, Phones, …'],
  ['category', 'Category'],
];

const EMPTY: Values = { productCode: '', brand: 'grandlucky', status: 'active', picture: '', description: '', ...Object.fromEntries(FIELDS.map(([name]) => [name, ''])) };
const valuesOf = (p: AdminPosProduct): Values => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, String(v)]));

/** Issue 16 §2: add a product to a till's grid or edit one; checked with the server's own schema. */
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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // After an add, the page of the new product opens with the add's message.
  const location = useLocation();
  const [saved, setSaved] = useState<string | null>((location.state as { saved?: string } | null)?.saved ?? null);
  const save = useSavePosProduct(id);
  const navigate = useNavigate();
  const mayEdit = useMayAct('admin');
  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const input = Object.fromEntries(
      Object.entries(values)
        .filter(([name]) => name in EMPTY && (id === undefined || name !== 'productCode'))
        .map(([name, value]) => [name, name === 'price' ? toNumber(value) : value]),
    );
    const parsed = (id === undefined ? newPosProductForm : posProductForm).safeParse(input);
    if (!parsed.success) return setErrors(fieldMessages(parsed.error));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        const message = `Saved. The ${POS_BRAND_LABELS[result.brand] ?? result.brand} till ${result.status === 'active' ? 'sells it now' : 'no longer shows it'}.`;
        if (id === undefined) void navigate(paths.adminPosProduct.href({ id: result.id }), { state: { saved: message } });
        else setSaved(message);
      },
      onError: (error) => setErrors(error instanceof ApiError && Object.keys(error.fields).length > 0 ? error.fields : { form: errorMessage(error) }),
    });
  };

  const input = ([name, label, hint]: [string, string, string?]) => (
    <Field key={name} id={`pos-${name}`} label={label} error={errors[name]} {...(hint ? { hint } : {})}>
      <input
        id={`pos-${name}`}
        className={inputClass}
        inputMode={name === 'price' || name === 'barcode' ? 'numeric' : undefined}
        value={values[name] ?? ''}
        onChange={(e) => set(name)(e.target.value)}
        disabled={!mayEdit}
        {...describedBy(`pos-${name}`, errors[name], Boolean(hint))}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="POS product" className="space-y-6">
      <Panel title="Product">
        <div className="grid gap-4 md:grid-cols-2">
          {id === undefined && input(['productCode', 'Product code', 'Capital letters, digits and dashes, e.g. GL-KOPI-200'])}
          <Field id="pos-brand" label="Brand" error={errors.brand}>
            <select id="pos-brand" className={inputClass} value={values.brand} onChange={(e) => set('brand')(e.target.value)} disabled={!mayEdit}>
              {POS_BRANDS.map((b) => (
                <option key={b} value={b}>
                  {POS_BRAND_LABELS[b]}
                </option>
              ))}
            </select>
          </Field>
          {FIELDS.map(input)}
          <Field id="pos-status" label="Status" error={errors.status}>
            <select id="pos-status" className={inputClass} value={values.status} onChange={(e) => set('status')(e.target.value)} disabled={!mayEdit}>
              {POS_PRODUCT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s === 'active' ? 'Active' : 'Inactive'}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="mt-4">
          <ImageField id="pos-picture" value={values.picture ?? ''} onChange={set('picture')} error={errors.picture} />
        </div>
        <div className="mt-4">
          <Field id="pos-description" label="Description" error={errors.description}>
            <textarea id="pos-description" rows={3} className={inputClass} value={values.description} onChange={(e) => set('description')(e.target.value)} disabled={!mayEdit} />
          </Field>
        </div>
      </Panel>
      <div className="flex flex-wrap items-center gap-3">
        {mayEdit && (
          <Button type="submit" variant="navy" size="sm" className="px-6" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : id === undefined ? 'Add the product' : 'Save changes'}
          </Button>
        )}
        <ButtonLink to={paths.adminPosProducts.href()} variant="outline" size="sm" className="inline-flex items-center px-5 py-2">
          Back to the list
        </ButtonLink>
        {saved && <p role="status" className="text-sm font-medium text-emerald-800">{saved}</p>}
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.form ?? 'Check the fields marked in red.'}
          </p>
        )}
      </div>
    </form>
  );
}
