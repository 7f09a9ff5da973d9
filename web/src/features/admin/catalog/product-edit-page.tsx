import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { fieldMessages } from '#domain/admin-forms.ts';
import { newProductForm, PRODUCT_STATUSES, productForm, type AdminProduct } from '#domain/admin-catalog.ts';
import { ApiError } from '../../../api/client.ts';
import { paths } from '../../../paths.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';
import { AdminPage, describedBy, Field, inputClass, ListState, Panel } from '../admin-ui.tsx';
import { useMayAct } from '../session.tsx';
import { useProduct, useSaveProduct } from './api.ts';
import { toNumber } from './form-values.ts';
import { ImageField } from './image-field.tsx';

type Values = Record<string, string>;

/** The form's text fields beside the image and status: [name, label, hint?], in the spec's order. */
const MAIN: [string, string, string?][] = [
  ['productName', 'Product name'],
  ['brand', 'Brand', 'Xiaomi, Samsung, Asus, Apple, …'],
  ['category', 'Category', 'smartphones, ai phones, …'],
  ['subcategory', 'Subcategory', 'Smartphone, General Accessories, …'],
  ['price', 'Price (IDR)', 'Whole rupiah, e.g. 3499000'],
  ['discountPrice', 'Discount price (IDR)', 'The same as the price when there is no discount'],
  ['stock', 'Stock', 'Units left to sell'],
  ['barcode', 'Barcode', 'Digits; may be empty'],
];
const SPECS: [string, string, string?][] = [
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
const valuesOf = (p: AdminProduct): Values => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, String(v)]));

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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // After an add, the page of the new product opens with the add's message.
  const location = useLocation();
  const [saved, setSaved] = useState<string | null>((location.state as { saved?: string } | null)?.saved ?? null);
  const save = useSaveProduct(productId);
  const navigate = useNavigate();
  const mayEdit = useMayAct('admin');
  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const input = Object.fromEntries(
      Object.entries(values)
        .filter(([name]) => name in EMPTY && (productId === undefined || name !== 'productId'))
        .map(([name, value]) => [name, NUMBERS.has(name) ? toNumber(value) : value]),
    );
    const parsed = (productId === undefined ? newProductForm : productForm).safeParse(input);
    if (!parsed.success) return setErrors(fieldMessages(parsed.error));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        const message = `Saved. The shop shows ${result.productName} ${result.status === 'Active' ? 'now' : 'no more (inactive)'}.`;
        if (productId === undefined) void navigate(paths.adminProduct.href({ productId: result.productId }), { state: { saved: message } });
        else setSaved(message);
      },
      onError: (error) => setErrors(error instanceof ApiError && Object.keys(error.fields).length > 0 ? error.fields : { form: errorMessage(error) }),
    });
  };

  const input = ([name, label, hint]: [string, string, string?]) => (
    <Field key={name} id={`product-${name}`} label={label} error={errors[name]} {...(hint ? { hint } : {})}>
      <input
        id={`product-${name}`}
        className={inputClass}
        inputMode={NUMBERS.has(name) ? 'numeric' : undefined}
        value={values[name] ?? ''}
        onChange={(e) => set(name)(e.target.value)}
        disabled={!mayEdit}
        {...describedBy(`product-${name}`, errors[name], Boolean(hint))}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Product" className="space-y-6">
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
      <div className="flex flex-wrap items-center gap-3">
        {mayEdit && (
          <Button type="submit" variant="navy" size="sm" className="px-6" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : productId === undefined ? 'Add the product' : 'Save changes'}
          </Button>
        )}
        <ButtonLink to={paths.adminProducts.href()} variant="outline" size="sm" className="inline-flex items-center px-5 py-2">
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
