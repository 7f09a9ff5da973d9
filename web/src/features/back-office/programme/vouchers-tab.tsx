import { useState, type FormEvent } from 'react';
import { STORE_BRANDS, voucherDefinitionForm, voucherDefinitionUpdateForm, type AdminVoucherDefinition } from '#domain/back-office/programme.ts';
import { VOUCHER_TYPES, type VoucherType } from '#domain/loyalty/vouchers.ts';
import { formatRupiah } from '#domain/platform/format.ts';
import { Button } from '../../../ui/button.tsx';
import { FormFooter, SelectField, SubmitButton, TextAreaField, TextField, useFormProblems } from '../../../ui/form/index.ts';
import { DataTable, ListState, type Column } from '../../../ui/table/index.ts';
import { Panel } from '../admin-page.tsx';
import { useMayAct } from '../session.tsx';
import { useSaveVoucherDefinition, useVoucherDefinitions } from './api.ts';
import { numberOrNull } from './form-values.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { CsvExportButton } from '../csv-export-button.tsx';

const BRAND_LABELS: Record<(typeof STORE_BRANDS)[number], string> = { grandlucky: 'Grand Lucky', erafone: 'Erafone' };
const value = (d: AdminVoucherDefinition) =>
  d.type === 'FixedValue' ? formatRupiah(d.faceValue ?? 0) : `${d.discountPercent ?? 0}%${d.maxDiscount ? ` up to ${formatRupiah(d.maxDiscount)}` : ''}`;
const LISTS = [
  ['eligibleProductCodes', 'Eligible products', 'Product codes; empty with no eligible categories: every product'],
  ['eligibleCategories', 'Eligible categories', 'Category names'],
  ['excludedProductCodes', 'Excluded products', 'Product codes never discounted'],
  ['excludedCategories', 'Excluded categories', 'Category names never discounted'],
] as const;
type ListName = (typeof LISTS)[number][0];
const splitList = (text: string) =>
  text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Voucher definitions (fixed or percentage, caps, eligible and excluded products and categories, validity; decision 021). */
export function VouchersTab() {
  const vouchers = useVoucherDefinitions();
  const mayEdit = useMayAct('admin');
  // The id being edited ('new': the add form). A definition that issued vouchers gets a new id when saved.
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = vouchers.data?.voucherDefinitions ?? [];
  const edited = editing === 'new' ? null : (list.find((d) => d.id === editing) ?? null);
  const columns: Column<AdminVoucherDefinition>[] = [
    {
      header: 'Voucher',
      cell: (d) => (
        <>
          <p className="font-semibold">{d.name}</p>
          <p className="text-xs text-slate-600">
            {d.code}
            {d.storeBrand ? ` · ${BRAND_LABELS[d.storeBrand]} only` : ''}
          </p>
        </>
      ),
    },
    { header: 'Value', cell: value },
    { header: 'Valid for', cell: (d) => `${d.validityDays} days` },
    { header: 'Minimum', cell: (d) => (d.minimumPurchase > 0 ? formatRupiah(d.minimumPurchase) : '—') },
    { header: 'Issued', cell: (d) => d.issued.toLocaleString('id-ID') },
    {
      header: <span className="sr-only">Edit</span>,
      cell: (d) => (
        <Button variant="outline" size="sm" className="px-3" onClick={() => { setNotice(null); setEditing(d.id); }} aria-label={`${mayEdit ? 'Edit' : 'View'} ${d.name}`}>
          {mayEdit ? 'Edit' : 'View'}
        </Button>
      ),
    },
  ];
  return (
    <div className="space-y-6">
      <Panel
        title="Voucher definitions"
        actions={
          <>
            <CsvExportButton endpoint={adminExports.exportVoucherDefinitions} query={undefined} file="voucher-definitions" />
            {mayEdit && (
              <Button variant="navy" size="sm" className="px-4" onClick={() => { setNotice(null); setEditing('new'); }}>
                Add a voucher definition
              </Button>
            )}
          </>
        }
      >
        <ListState isPending={vouchers.isPending} error={vouchers.error} isEmpty={list.length === 0} empty="No voucher definitions yet." onRetry={() => void vouchers.refetch()}>
          <DataTable label="Voucher definitions" columns={columns} rows={list} rowKey={(d) => d.id} />
        </ListState>
      </Panel>
      {(editing === 'new' || edited) && (
        <DefinitionForm
          key={editing ?? ''}
          definition={edited}
          notice={notice}
          onSaved={(result, message) => {
            setNotice(message);
            setEditing(result.id);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function DefinitionForm({
  definition: d,
  notice,
  onSaved,
  onClose,
}: {
  definition: AdminVoucherDefinition | null;
  notice: string | null;
  onSaved: (result: AdminVoucherDefinition, message: string) => void;
  onClose: () => void;
}) {
  const mayEdit = useMayAct('admin');
  const save = useSaveVoucherDefinition(d?.id);
  const [values, setValues] = useState({
    code: d?.code ?? '',
    name: d?.name ?? '',
    description: d?.description ?? '',
    faceValue: d?.faceValue == null ? '' : String(d.faceValue),
    discountPercent: d?.discountPercent == null ? '' : String(d.discountPercent),
    maxDiscount: d?.maxDiscount == null ? '' : String(d.maxDiscount),
    imageUrl: d?.imageUrl ?? '',
    validityDays: d ? String(d.validityDays) : '30',
    minimumPurchase: d ? String(d.minimumPurchase) : '0',
    storeBrand: d?.storeBrand ?? '',
    ...Object.fromEntries(LISTS.map(([name]) => [name, (d?.[name] ?? []).join(', ')])),
  } as Record<string, string>);
  const [type, setType] = useState<VoucherType>(d?.type ?? 'FixedValue');
  const problems = useFormProblems({ naming: 'path' });
  const [saved, setSaved] = useState<string | null>(notice);
  const set = (name: string) => (v: string) => setValues((all) => ({ ...all, [name]: v }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const input = {
      name: values.name,
      description: values.description,
      type,
      faceValue: type === 'FixedValue' ? numberOrNull(values.faceValue ?? '') : null,
      discountPercent: type === 'DiscountPercentage' ? numberOrNull(values.discountPercent ?? '') : null,
      maxDiscount: type === 'DiscountPercentage' ? numberOrNull(values.maxDiscount ?? '') : null,
      imageUrl: values.imageUrl,
      validityDays: numberOrNull(values.validityDays ?? ''),
      minimumPurchase: numberOrNull(values.minimumPurchase ?? '') ?? 0,
      storeBrand: values.storeBrand || null,
      ...(Object.fromEntries(LISTS.map(([name]) => [name, splitList(values[name] ?? '')])) as Record<ListName, string[]>),
    };
    const body = d ? problems.check(voucherDefinitionUpdateForm, { ...input, version: d.version }) : problems.check(voucherDefinitionForm, { ...input, code: values.code });
    if (!body) return;
    save.mutate(body, {
      onSuccess: (result) => {
        const message = d && d.issued > 0 ? `Saved. The ${d.issued.toLocaleString('id-ID')} vouchers issued before keep their terms.` : 'Saved.';
        setSaved(message);
        onSaved(result, message);
      },
      onError: problems.fail,
    });
  };

  const text = (name: string, label: string, hint?: string, numeric = false) => (
    <TextField id={`voucher-${name}`} label={label} value={values[name] ?? ''} onValue={set(name)} problem={problems.of(name)} hint={hint} inputMode={numeric ? 'numeric' : undefined} disabled={!mayEdit} />
  );
  return (
    <form onSubmit={submit} noValidate aria-label={d ? `Voucher definition ${d.code}` : 'New voucher definition'} className="space-y-4">
      <Panel title={d ? `${d.name} (${d.code})` : 'New voucher definition'} actions={<Button variant="outline" size="sm" className="px-4" onClick={onClose}>Close</Button>}>
        {d && d.issued > 0 && (
          <p className="-mt-2 mb-4 text-sm text-slate-600">{d.issued.toLocaleString('id-ID')} vouchers issued so far keep the terms they were issued with; a change applies to vouchers issued from now on.</p>
        )}
        <div className="grid gap-4 md:grid-cols-2">
          {!d && text('code', 'Code', 'Capital letters, digits and dashes, e.g. DISC15')}
          {text('name', 'Name')}
          <SelectField id="voucher-type" label="Type" problem={problems.of('type')} value={type} onValue={(t) => setType(t as VoucherType)} disabled={!mayEdit}>
            {VOUCHER_TYPES.map((t) => (
              <option key={t} value={t}>
                {t === 'FixedValue' ? 'Fixed amount' : 'Percentage'}
              </option>
            ))}
          </SelectField>
          {type === 'FixedValue' ? text('faceValue', 'Face value (IDR)', undefined, true) : text('discountPercent', 'Percentage', '1 to 100', true)}
          {type === 'DiscountPercentage' && text('maxDiscount', 'Cap (IDR)', 'The most one voucher takes off; empty: no cap. Standard: 10% up to 25.000, 15% up to 35.000, 20% up to 50.000', true)}
          {text('validityDays', 'Valid for (days)', 'Counted from the day it is issued', true)}
          {text('minimumPurchase', 'Minimum purchase (IDR)', '0: none', true)}
          <SelectField id="voucher-store" label="Store" problem={problems.of('storeBrand')} value={values.storeBrand ?? ''} onValue={set('storeBrand')} disabled={!mayEdit}>
            <option value="">Every store</option>
            {STORE_BRANDS.map((b) => (
              <option key={b} value={b}>
                {BRAND_LABELS[b]}
              </option>
            ))}
          </SelectField>
          {text('imageUrl', 'Image address', '/images/… or https://…')}
        </div>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {LISTS.map(([name, label, hint]) => (
            <TextAreaField key={name} id={`voucher-${name}`} label={label} problem={problems.of(name)} hint={`${hint}; separate with commas`} rows={2} value={values[name] ?? ''} onValue={set(name)} disabled={!mayEdit} />
          ))}
          <TextAreaField id="voucher-description" label="Description" problem={problems.of('description')} rows={2} value={values.description ?? ''} onValue={set('description')} disabled={!mayEdit} />
        </div>
      </Panel>
      <FormFooter saved={saved} problem={problems.summary}>
        {mayEdit && <SubmitButton pending={save.isPending}>{d ? 'Save the definition' : 'Add the definition'}</SubmitButton>}
      </FormFooter>
    </form>
  );
}
