import { parsePointsInput } from '#domain/pos/pricing.ts';
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
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#domain/platform/language.ts';
import { formatNumber } from '#domain/platform/format.ts';
import { useLanguage, useT } from '../../../texts/texts.tsx';
import type { Translate } from '#domain/texts/translate.ts';

/** Each field's server variable, named under it. */
const SHOP_VARIABLES: Record<ShopSettingField, string> = { name: 'SHOP_NAME', address: 'SHOP_ADDRESS', npwp: 'SHOP_NPWP', phone: 'SHOP_PHONE', email: 'SHOP_EMAIL' };

/** The language as stored: '' leaves it to DEFAULT_LANGUAGE, so saving other fields never pins it. */
type ShopFormValues = Record<ShopSettingField, string> & {
  defaultLanguage: ShopSettingsResponse['defaultLanguage']['setting'];
  /** The till's offline limits (decision 030), as typed. */
  offlineMaxHours: string;
  offlineMaxSaleRupiah: string;
  /** The till's limits (domain/pos/till-limits.ts), as typed. */
  tillMaxLineQuantity: string;
  tillMaxSaleRupiah: string;
};
const formValues = (data: ShopSettingsResponse): ShopFormValues => ({
  ...data.settings,
  defaultLanguage: data.defaultLanguage.setting,
  offlineMaxHours: String(data.offline.offlineMaxHours),
  offlineMaxSaleRupiah: String(data.offline.offlineMaxSaleRupiah),
  tillMaxLineQuantity: String(data.till.tillMaxLineQuantity),
  tillMaxSaleRupiah: String(data.till.tillMaxSaleRupiah),
});
/** The till's offline limits, each a whole number the admin types. */
const OFFLINE_LIMITS = [
  { field: 'offlineMaxHours', label: 'backOffice.settings.offline.maxHours', hint: 'backOffice.settings.offline.maxHoursHint' },
  { field: 'offlineMaxSaleRupiah', label: 'backOffice.settings.offline.maxSale', hint: 'backOffice.settings.offline.maxSaleHint' },
] as const;
/** The till's limits: past them a sale is refused, online; an offline one is booked with a conflict. */
const TILL_LIMITS = [
  { field: 'tillMaxLineQuantity', label: 'backOffice.settings.till.maxLineQuantity', hint: 'backOffice.settings.till.maxLineQuantityHint' },
  { field: 'tillMaxSaleRupiah', label: 'backOffice.settings.till.maxSale', hint: 'backOffice.settings.till.maxSaleHint' },
] as const;
const LIMIT_SECTIONS = [
  { title: 'backOffice.settings.offline.title', fields: OFFLINE_LIMITS },
  { title: 'backOffice.settings.till.title', fields: TILL_LIMITS },
] as const;

/** What the form sends: the limits as whole numbers (a blank or a word fails the schema's own check). */
const toRequest = (values: ShopFormValues) => ({
  ...values,
  offlineMaxHours: wholeNumberOf(values.offlineMaxHours),
  offlineMaxSaleRupiah: wholeNumberOf(values.offlineMaxSaleRupiah),
  tillMaxLineQuantity: wholeNumberOf(values.tillMaxLineQuantity),
  tillMaxSaleRupiah: wholeNumberOf(values.tillMaxSaleRupiah),
});
/** As the till reads a typed amount ('5.000.000' too); a blank is 0 and a word NaN, both refused by the schema. */
const wholeNumberOf = (text: string) => parsePointsInput(text) ?? Number.NaN;

/** The shop's identity (receipts, footer, help center) and the POS stores; managers read, admins edit (decision 023). */
export function SettingsPage() {
  const t = useT();
  const settings = useShopSettings();
  return (
    <AdminPage title={t('backOffice.settings.title')} intro={t('backOffice.settings.intro')}>
      <Panel title={t('backOffice.settings.identity.title')}>
        <ListState isPending={settings.isPending} error={settings.error} isEmpty={false} empty="" onRetry={() => void settings.refetch()}>
          {settings.data && <ShopIdentityForm data={settings.data} />}
        </ListState>
      </Panel>
      <StoresPanel />
    </AdminPage>
  );
}

function ShopIdentityForm({ data }: { data: ShopSettingsResponse }) {
  const t = useT();
  const [values, setValues] = useState<ShopFormValues>(() => formValues(data));
  const problems = useFormProblems();
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveShopSettings();
  const mayEdit = useMayAct('admin');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const body = problems.check(shopSettingsForm, toRequest(values));
    if (!body) return;
    save.mutate(body, {
      onSuccess: (result) => {
        setValues(formValues(result));
        setSaved(t('backOffice.settings.identity.saved', { name: result.effective.name }));
      },
      onError: problems.fail,
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('backOffice.settings.identity.title')} className="space-y-4">
      <p className="text-sm text-slate-600">{t('backOffice.settings.identity.emptyUsesVariable')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {SHOP_SETTING_FIELDS.map((field) => {
          return (
            <div key={field} className={field === 'address' ? 'md:col-span-2' : undefined}>
              <TextField
                id={`shop-${field}`}
                label={t(`backOffice.settings.identity.field.${field}`)}
                problem={problems.of(field)}
                hint={t('backOffice.settings.identity.emptyHint', { value: data.defaults[field], variable: SHOP_VARIABLES[field] })}
                value={values[field]}
                placeholder={data.defaults[field]}
                inputMode={field === 'phone' ? 'tel' : field === 'email' ? 'email' : undefined}
                onValue={(value) => setValues((v) => ({ ...v, [field]: value }))}
                disabled={!mayEdit}
              />
            </div>
          );
        })}
        {/* decision 029: the language of visitors who chose none, over DEFAULT_LANGUAGE. */}
        <SelectField
          id="shop-defaultLanguage"
          label={t('backOffice.settings.identity.language')}
          problem={problems.of('defaultLanguage')}
          hint={t('backOffice.settings.identity.languageHint', { language: LANGUAGE_NAMES[data.defaultLanguage.default] })}
          value={values.defaultLanguage}
          onValue={(value) => setValues((v) => ({ ...v, defaultLanguage: value as ShopFormValues['defaultLanguage'] }))}
          disabled={!mayEdit}
        >
          <option value="">{t('backOffice.settings.identity.languageFromServer', { language: LANGUAGE_NAMES[data.defaultLanguage.default] })}</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </SelectField>
      </div>
      {/* decision 030: past the offline limits the till asks a manager's PIN for an offline sale; past the till's limits a sale is refused. */}
      {LIMIT_SECTIONS.map((section) => (
        <fieldset key={section.title} className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 font-semibold text-ink">{t(section.title)}</legend>
          {section.fields.map(({ field, label, hint }) => (
            <TextField
              key={field}
              id={`shop-${field}`}
              label={t(label)}
              problem={problems.of(field)}
              hint={t(hint)}
              value={values[field]}
              inputMode="numeric"
              onValue={(value) => setValues((v) => ({ ...v, [field]: value }))}
              disabled={!mayEdit}
            />
          ))}
        </fieldset>
      ))}
      <FormFooter saved={saved} problem={problems.summary}>
        {mayEdit && <SubmitButton pending={save.isPending}>{t('backOffice.settings.identity.save')}</SubmitButton>}
      </FormFooter>
    </form>
  );
}

const storeColumns = (t: Translate, language: Language): Column<AdminStore>[] => [
  {
    header: t('backOffice.settings.stores.store'),
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
  { header: t('backOffice.settings.stores.brand'), className: 'hidden sm:table-cell', cell: (store) => POS_BRAND_LABELS[store.brand] ?? store.brand },
  { header: t('backOffice.settings.stores.sales'), className: 'text-right', cellClassName: 'tabular-nums', cell: (store) => formatNumber(store.orders, language) },
];

function StoresPanel() {
  const t = useT();
  const language = useLanguage();
  const stores = useStores();
  const mayEdit = useMayAct('admin');
  const [editing, setEditing] = useState<AdminStore | 'new' | null>(null);
  const rows = stores.data?.stores ?? [];
  const editColumn: Column<AdminStore> = {
    header: <span className="sr-only">{t('backOffice.common.edit')}</span>,
    headerClassName: 'w-16',
    cell: (store) => (
      <Button variant="outline" size="sm" className="px-3" aria-label={t('backOffice.common.editNamed', { name: store.name })} onClick={() => setEditing(store)}>
        {t('backOffice.common.edit')}
      </Button>
    ),
  };
  return (
    <Panel
      title={t('backOffice.settings.stores.title')}
      actions={
        <>
          <CsvExportButton endpoint={adminExports.exportStores} query={undefined} file="stores" />
          {mayEdit && editing === null && (
            <Button variant="navy" size="sm" className="px-4" onClick={() => setEditing('new')}>
              {t('backOffice.settings.stores.add')}
            </Button>
          )}
        </>
      }
    >
      <p className="mb-3 text-sm text-slate-600">{t('backOffice.settings.stores.idFixed')}</p>
      {editing !== null && <StoreEditor key={editing === 'new' ? 'new' : editing.storeId} store={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      <ListState isPending={stores.isPending} error={stores.error} isEmpty={rows.length === 0} empty={t('backOffice.settings.stores.empty')} onRetry={() => void stores.refetch()}>
        <DataTable label={t('backOffice.settings.stores.tableLabel')} columns={[...storeColumns(t, language), mayEdit && editColumn]} rows={rows} rowKey={(store) => store.storeId} tableClassName={FITTED_TABLE_CLASS} />
      </ListState>
    </Panel>
  );
}

function StoreEditor({ store, onDone }: { store: AdminStore | null; onDone: () => void }) {
  const [values, setValues] = useState({ storeId: store?.storeId ?? '', name: store?.name ?? '', brand: store?.brand ?? 'grandlucky' });
  const t = useT();
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
    <form onSubmit={submit} noValidate aria-label={store ? t('backOffice.common.editNamed', { name: store.name }) : t('backOffice.settings.stores.add')} className="mb-4 space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <div className="grid gap-4 md:grid-cols-3">
        {store ? (
          <div>
            <p className="text-sm font-semibold text-ink">{t('backOffice.settings.stores.storeId')}</p>
            <p className="mt-2 text-sm">{store.storeId}</p>
          </div>
        ) : (
          <TextField id="store-id" label={t('backOffice.settings.stores.storeId')} problem={problems.of('storeId')} hint={t('backOffice.settings.stores.storeIdHint')} value={values.storeId} onValue={set('storeId')} />
        )}
        <TextField id="store-name" label={t('backOffice.settings.stores.storeName')} problem={problems.of('name')} value={values.name} onValue={set('name')} />
        <SelectField id="store-brand" label={t('backOffice.settings.stores.brand')} problem={problems.of('brand')} value={values.brand} onValue={set('brand')}>
          {STORE_BRANDS.map((b) => (
            <option key={b} value={b}>
              {POS_BRAND_LABELS[b]}
            </option>
          ))}
        </SelectField>
      </div>
      <FormFooter problem={problems.summary}>
        <SubmitButton pending={save.isPending} className="px-5">
          {store ? t('backOffice.settings.stores.save') : t('backOffice.settings.stores.addSubmit')}
        </SubmitButton>
        <Button variant="outline" size="sm" className="bg-white px-4" onClick={onDone}>
          {t('backOffice.common.cancel')}
        </Button>
      </FormFooter>
    </form>
  );
}
