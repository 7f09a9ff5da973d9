import { useState, type FormEvent } from 'react';
import { newStoreForm, SHOP_SETTING_FIELDS, shopSettingsForm, storeForm, type AdminStore, type ShopSettingField, type ShopSettingsResponse } from '#domain/back-office/shop.ts';
import { STORE_BRANDS } from '#domain/loyalty/vouchers.ts';
import { Button } from '../../../ui/button.tsx';
import { FormFooter, SelectField, SubmitButton, TextField, useFormProblems } from '../../../ui/form/index.ts';
import { DataTable, FITTED_TABLE_CLASS, ListState, type Column } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { POS_BRAND_LABELS } from '../catalog-parts.ts';
import { useMayAct } from '../session.tsx';
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

/** The shop's identity (receipts, footer, help center) and the POS stores; managers read, admins edit (decision 023). */
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
  const problems = useFormProblems();
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveShopSettings();
  const mayEdit = useMayAct('admin');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const body = problems.check(shopSettingsForm, values);
    if (!body) return;
    save.mutate(body, {
      onSuccess: (result) => {
        setValues(result.settings);
        setSaved(`Saved. Receipts and the shop now show ${result.effective.name}.`);
      },
      onError: problems.fail,
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Shop identity" className="space-y-4">
      <p className="text-sm text-slate-600">An empty field uses the server’s setting (the variable named under it).</p>
      <div className="grid gap-4 md:grid-cols-2">
        {SHOP_SETTING_FIELDS.map((field) => {
          const [label, variable] = SHOP_LABELS[field];
          return (
            <div key={field} className={field === 'address' ? 'md:col-span-2' : undefined}>
              <TextField
                id={`shop-${field}`}
                label={label}
                problem={problems.of(field)}
                hint={`Empty: ${data.defaults[field]} (${variable})`}
                value={values[field]}
                placeholder={data.defaults[field]}
                inputMode={field === 'phone' ? 'tel' : field === 'email' ? 'email' : undefined}
                onValue={(value) => setValues((v) => ({ ...v, [field]: value }))}
                disabled={!mayEdit}
              />
            </div>
          );
        })}
      </div>
      <FormFooter saved={saved} problem={problems.summary}>
        {mayEdit && <SubmitButton pending={save.isPending}>Save the shop identity</SubmitButton>}
      </FormFooter>
    </form>
  );
}

const STORE_COLUMNS: Column<AdminStore>[] = [
  {
    header: 'Store',
    cell: (store) => (
      <>
        <div className="font-semibold">{store.name}</div>
        <div className="text-xs text-slate-600">
          {store.storeId}
          <span className="sm:hidden"> · {POS_BRAND_LABELS[store.brand] ?? store.brand}</span>
        </div>
      </>
    ),
  },
  { header: 'Brand', className: 'hidden sm:table-cell', cell: (store) => POS_BRAND_LABELS[store.brand] ?? store.brand },
  { header: 'Sales', className: 'text-right', cellClassName: 'tabular-nums', cell: (store) => store.orders.toLocaleString('id-ID') },
];

function StoresPanel() {
  const stores = useStores();
  const mayEdit = useMayAct('admin');
  const [editing, setEditing] = useState<AdminStore | 'new' | null>(null);
  const rows = stores.data?.stores ?? [];
  const editColumn: Column<AdminStore> = {
    header: <span className="sr-only">Edit</span>,
    headerClassName: 'w-16',
    cell: (store) => (
      <Button variant="outline" size="sm" className="px-3" aria-label={`Edit ${store.name}`} onClick={() => setEditing(store)}>
        Edit
      </Button>
    ),
  };
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
        <DataTable label="POS stores" columns={[...STORE_COLUMNS, mayEdit && editColumn]} rows={rows} rowKey={(store) => store.storeId} tableClassName={FITTED_TABLE_CLASS} />
      </ListState>
    </Panel>
  );
}

function StoreEditor({ store, onDone }: { store: AdminStore | null; onDone: () => void }) {
  const [values, setValues] = useState({ storeId: store?.storeId ?? '', name: store?.name ?? '', brand: store?.brand ?? 'grandlucky' });
  const problems = useFormProblems();
  const save = useSaveStore(store?.storeId);
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = store ? problems.check(storeForm, { name: values.name, brand: values.brand }) : problems.check(newStoreForm, values);
    if (!body) return;
    save.mutate(body, { onSuccess: onDone, onError: problems.fail });
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
          <TextField id="store-id" label="Store ID" problem={problems.of('storeId')} hint="e.g. STORE-015; it cannot change later" value={values.storeId} onValue={set('storeId')} />
        )}
        <TextField id="store-name" label="Store name" problem={problems.of('name')} value={values.name} onValue={set('name')} />
        <SelectField id="store-brand" label="Brand" problem={problems.of('brand')} value={values.brand} onValue={set('brand')}>
          {STORE_BRANDS.map((b) => (
            <option key={b} value={b}>
              {POS_BRAND_LABELS[b]}
            </option>
          ))}
        </SelectField>
      </div>
      <FormFooter problem={problems.summary}>
        <SubmitButton pending={save.isPending} className="px-5">
          {store ? 'Save the store' : 'Add the store'}
        </SubmitButton>
        <Button variant="outline" size="sm" className="bg-white px-4" onClick={onDone}>
          Cancel
        </Button>
      </FormFooter>
    </form>
  );
}
