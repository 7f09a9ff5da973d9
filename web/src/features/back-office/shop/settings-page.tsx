import { useState, type FormEvent } from 'react';
import { fieldMessages } from '#domain/back-office/forms.ts';
import { newStoreForm, SHOP_SETTING_FIELDS, shopSettingsForm, storeForm, type AdminStore, type ShopSettingField, type ShopSettingsResponse } from '#domain/back-office/shop.ts';
import { STORE_BRANDS } from '#domain/loyalty/vouchers.ts';
import { Button } from '../../../ui/button.tsx';
import { AdminPage, describedBy, Field, inputClass, ListState, Panel, scrollRegion, tdClass, thClass } from '../admin-ui.tsx';
import { POS_BRAND_LABELS } from '../catalog-parts.ts';
import { useMayAct } from '../session.tsx';
import { failure, FormFooter } from './form-ui.tsx';
import { useSaveShopSettings, useSaveStore, useShopSettings, useStores } from './api.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { CsvExportButton } from '../csv-export-button.tsx';

const SHOP_LABELS: Record<ShopSettingField, [label: string, variable: string]> = {
  name: ['Shop name', 'SHOP_NAME'],
  address: ['Address', 'SHOP_ADDRESS'],
  npwp: ['NPWP', 'SHOP_NPWP'],
  phone: ['Phone and WhatsApp', 'SHOP_PHONE'],
  email: ['E-mail', 'SHOP_EMAIL'],
};

/** Issue 16 §8: the shop's identity (receipts, footer, help center) and the POS stores; managers read, admins edit. */
export function SettingsPage() {
  const settings = useShopSettings();
  return (
    <AdminPage title="Settings" intro="The seller on every receipt and in the shop’s top bar and footer, and the stores the tills sell at.">
      <Panel title="Shop identity">
        <ListState isPending={settings.isPending} error={settings.error} isEmpty={false} empty="" onRetry={() => void settings.refetch()}>
          {settings.data && <ShopIdentityForm data={settings.data} />}
        </ListState>
      </Panel>
      <StoresPanel />
    </AdminPage>
  );
}

function ShopIdentityForm({ data }: { data: ShopSettingsResponse }) {
  const [values, setValues] = useState<Record<ShopSettingField, string>>(data.settings);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveShopSettings();
  const mayEdit = useMayAct('admin');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const parsed = shopSettingsForm.safeParse(values);
    if (!parsed.success) return setErrors(fieldMessages(parsed.error));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        setValues(result.settings);
        setSaved(`Saved. Receipts and the shop now show ${result.effective.name}.`);
      },
      onError: (error) => setErrors(failure(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Shop identity" className="space-y-4">
      <p className="text-sm text-slate-600">An empty field uses the server’s setting (the variable named under it).</p>
      <div className="grid gap-4 md:grid-cols-2">
        {SHOP_SETTING_FIELDS.map((field) => {
          const [label, variable] = SHOP_LABELS[field];
          const id = `shop-${field}`;
          return (
            <div key={field} className={field === 'address' ? 'md:col-span-2' : undefined}>
              <Field id={id} label={label} error={errors[field]} hint={`Empty: ${data.defaults[field]} (${variable})`}>
                <input
                  id={id}
                  className={inputClass}
                  value={values[field]}
                  placeholder={data.defaults[field]}
                  inputMode={field === 'phone' ? 'tel' : field === 'email' ? 'email' : undefined}
                  onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                  disabled={!mayEdit}
                  {...describedBy(id, errors[field], true)}
                />
              </Field>
            </div>
          );
        })}
      </div>
      <FormFooter mayEdit={mayEdit} pending={save.isPending} label="Save the shop identity" saved={saved} errors={errors} />
    </form>
  );
}

function StoresPanel() {
  const stores = useStores();
  const mayEdit = useMayAct('admin');
  const [editing, setEditing] = useState<AdminStore | 'new' | null>(null);
  const rows = stores.data?.stores ?? [];
  return (
    <Panel
      title="Stores"
      actions={
        <>
          <CsvExportButton endpoint={adminExports.exportStores} query={undefined} file="stores" />
          {mayEdit && editing === null && (
            <Button variant="navy" size="sm" className="px-4" onClick={() => setEditing('new')}>
              Add a store
            </Button>
          )}
        </>
      }
    >
      <p className="mb-3 text-sm text-slate-600">A store’s ID is fixed once it exists: its sales, shifts, returns and Z reports keep it.</p>
      {editing !== null && <StoreEditor key={editing === 'new' ? 'new' : editing.storeId} store={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      <ListState isPending={stores.isPending} error={stores.error} isEmpty={rows.length === 0} empty="No stores yet." onRetry={() => void stores.refetch()}>
        <div {...scrollRegion('POS stores')}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">POS stores</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>Store</th>
                <th scope="col" className={`${thClass} hidden sm:table-cell`}>Brand</th>
                <th scope="col" className={`${thClass} text-right`}>Sales</th>
                {mayEdit && <th scope="col" className={`${thClass} w-16`}><span className="sr-only">Edit</span></th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((store) => (
                <tr key={store.storeId}>
                  <td className={tdClass}>
                    <div className="font-semibold">{store.name}</div>
                    <div className="text-xs text-slate-600">
                      {store.storeId}
                      <span className="sm:hidden"> · {POS_BRAND_LABELS[store.brand] ?? store.brand}</span>
                    </div>
                  </td>
                  <td className={`${tdClass} hidden sm:table-cell`}>{POS_BRAND_LABELS[store.brand] ?? store.brand}</td>
                  <td className={`${tdClass} text-right tabular-nums`}>{store.orders.toLocaleString('id-ID')}</td>
                  {mayEdit && (
                    <td className={tdClass}>
                      <Button variant="outline" size="sm" className="px-3" aria-label={`Edit ${store.name}`} onClick={() => setEditing(store)}>
                        Edit
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
    </Panel>
  );
}

function StoreEditor({ store, onDone }: { store: AdminStore | null; onDone: () => void }) {
  const [values, setValues] = useState({ storeId: store?.storeId ?? '', name: store?.name ?? '', brand: store?.brand ?? 'grandlucky' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveStore(store?.storeId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = store ? storeForm.safeParse({ name: values.name, brand: values.brand }) : newStoreForm.safeParse(values);
    if (!parsed.success) return setErrors(fieldMessages(parsed.error));
    setErrors({});
    save.mutate(parsed.data, { onSuccess: onDone, onError: (error) => setErrors(failure(error)) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={store ? `Edit ${store.name}` : 'Add a store'} className="mb-4 space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <div className="grid gap-4 md:grid-cols-3">
        {store ? (
          <div>
            <p className="text-sm font-semibold text-ink">Store ID</p>
            <p className="mt-2 text-sm">{store.storeId}</p>
          </div>
        ) : (
          <Field id="store-id" label="Store ID" error={errors.storeId} hint="e.g. STORE-015; it cannot change later">
            <input id="store-id" className={inputClass} value={values.storeId} onChange={(e) => setValues((v) => ({ ...v, storeId: e.target.value }))} {...describedBy('store-id', errors.storeId, true)} />
          </Field>
        )}
        <Field id="store-name" label="Store name" error={errors.name}>
          <input id="store-name" className={inputClass} value={values.name} onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))} {...describedBy('store-name', errors.name)} />
        </Field>
        <Field id="store-brand" label="Brand" error={errors.brand}>
          <select id="store-brand" className={inputClass} value={values.brand} onChange={(e) => setValues((v) => ({ ...v, brand: e.target.value }))}>
            {STORE_BRANDS.map((b) => (
              <option key={b} value={b}>
                {POS_BRAND_LABELS[b]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="navy" size="sm" className="px-5" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : store ? 'Save the store' : 'Add the store'}
        </Button>
        <Button variant="outline" size="sm" className="bg-white px-4" onClick={onDone}>
          Cancel
        </Button>
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.form ?? 'Check the fields marked in red.'}
          </p>
        )}
      </div>
    </form>
  );
}
