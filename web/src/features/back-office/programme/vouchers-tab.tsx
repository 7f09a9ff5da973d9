import { useState, type FormEvent } from 'react';
import { STORE_BRANDS, voucherDefinitionForm, voucherDefinitionUpdateForm, type AdminVoucherDefinition } from '#domain/back-office/programme.ts';
import { VOUCHER_TYPES, type VoucherType } from '#domain/loyalty/vouchers.ts';
import { formatNumber, formatRupiah } from '#domain/platform/format.ts';
import { Button } from '../../../ui/button.tsx';
import { FormFooter, SelectField, SubmitButton, TextAreaField, TextField, useFormProblems } from '../../../ui/form/index.ts';
import { DataTable, ListState, type Column } from '../../../ui/table/index.ts';
import { Panel } from '../admin-page.tsx';
import { useMayAct } from '../session.tsx';
import { useSaveVoucherDefinition, useVoucherDefinitions } from './api.ts';
import { numberOrNull } from './form-values.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { CsvExportButton } from '../csv-export-button.tsx';
import { POS_BRAND_LABELS } from '../catalog-parts.ts';
import { useLanguage, useT } from '../../../texts/texts.tsx';
import type { Translate } from '#domain/texts/translate.ts';


const value = (t: Translate, d: AdminVoucherDefinition) =>
  d.type === 'FixedValue'
    ? formatRupiah(d.faceValue ?? 0)
    : d.maxDiscount
      ? t('backOffice.programme.vouchers.percentUpTo', { percent: d.discountPercent ?? 0, cap: formatRupiah(d.maxDiscount) })
      : `${d.discountPercent ?? 0}%`;
const LISTS = ['eligibleProductCodes', 'eligibleCategories', 'excludedProductCodes', 'excludedCategories'] as const;
type ListName = (typeof LISTS)[number];
const splitList = (text: string) =>
  text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Voucher definitions (fixed or percentage, caps, eligible and excluded products and categories, validity; decision 021). */
export function VouchersTab() {
  const t = useT();
  const language = useLanguage();
  const vouchers = useVoucherDefinitions();
  const mayEdit = useMayAct('admin');
  // The id being edited ('new': the add form). A definition that issued vouchers gets a new id when saved.
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = vouchers.data?.voucherDefinitions ?? [];
  const edited = editing === 'new' ? null : (list.find((d) => d.id === editing) ?? null);
  const columns: Column<AdminVoucherDefinition>[] = [
    {
      header: t('backOffice.programme.vouchers.voucher'),
      cell: (d) => (
        <>
          <p className="font-semibold">{d.name}</p>
          <p className="text-xs text-slate-600">
            {d.code}
            {d.storeBrand ? ` · ${t('backOffice.programme.vouchers.only', { brand: POS_BRAND_LABELS[d.storeBrand] })}` : ''}
          </p>
        </>
      ),
    },
    { header: t('backOffice.programme.vouchers.value'), cell: (d) => value(t, d) },
    { header: t('backOffice.programme.vouchers.validFor'), cell: (d) => t('backOffice.programme.vouchers.days', { count: d.validityDays }) },
    { header: t('backOffice.programme.vouchers.minimum'), cell: (d) => (d.minimumPurchase > 0 ? formatRupiah(d.minimumPurchase) : '—') },
    { header: t('backOffice.programme.vouchers.issued'), cell: (d) => formatNumber(d.issued, language) },
    {
      header: <span className="sr-only">{t('backOffice.common.edit')}</span>,
      cell: (d) => (
        <Button variant="outline" size="sm" className="px-3" onClick={() => { setNotice(null); setEditing(d.id); }} aria-label={t(mayEdit ? 'backOffice.common.editNamed' : 'backOffice.programme.viewNamed', { name: d.name })}>
          {t(mayEdit ? 'backOffice.common.edit' : 'backOffice.programme.view')}
        </Button>
      ),
    },
  ];
  return (
    <div className="space-y-6">
      <Panel
        title={t('backOffice.programme.vouchers.title')}
        actions={
          <>
            <CsvExportButton endpoint={adminExports.exportVoucherDefinitions} query={undefined} file="voucher-definitions" />
            {mayEdit && (
              <Button variant="navy" size="sm" className="px-4" onClick={() => { setNotice(null); setEditing('new'); }}>
                {t('backOffice.programme.vouchers.add')}
              </Button>
            )}
          </>
        }
      >
        <ListState isPending={vouchers.isPending} error={vouchers.error} isEmpty={list.length === 0} empty={t('backOffice.programme.vouchers.empty')} onRetry={() => void vouchers.refetch()}>
          <DataTable label={t('backOffice.programme.vouchers.title')} columns={columns} rows={list} rowKey={(d) => d.id} />
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
  const t = useT();
  const language = useLanguage();
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
    ...Object.fromEntries(LISTS.map((name) => [name, (d?.[name] ?? []).join(', ')])),
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
      ...(Object.fromEntries(LISTS.map((name) => [name, splitList(values[name] ?? '')])) as Record<ListName, string[]>),
    };
    const body = d ? problems.check(voucherDefinitionUpdateForm, { ...input, version: d.version }) : problems.check(voucherDefinitionForm, { ...input, code: values.code });
    if (!body) return;
    save.mutate(body, {
      onSuccess: (result) => {
        const message = d && d.issued > 0 ? t('backOffice.programme.vouchers.savedIssued', { count: d.issued, issued: formatNumber(d.issued, language) }) : t('backOffice.programme.vouchers.saved');
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
    <form onSubmit={submit} noValidate aria-label={d ? t('backOffice.programme.vouchers.named', { code: d.code }) : t('backOffice.programme.vouchers.new')} className="space-y-4">
      <Panel title={d ? `${d.name} (${d.code})` : t('backOffice.programme.vouchers.new')} actions={<Button variant="outline" size="sm" className="px-4" onClick={onClose}>{t('backOffice.programme.close')}</Button>}>
        {d && d.issued > 0 && (
          <p className="-mt-2 mb-4 text-sm text-slate-600">{t('backOffice.programme.vouchers.issuedKeepTerms', { count: d.issued, issued: formatNumber(d.issued, language) })}</p>
        )}
        <div className="grid gap-4 md:grid-cols-2">
          {!d && text('code', t('backOffice.programme.vouchers.code'), t('backOffice.programme.vouchers.codeHint'))}
          {text('name', t('backOffice.programme.field.name'))}
          <SelectField id="voucher-type" label={t('backOffice.programme.vouchers.type')} problem={problems.of('type')} value={type} onValue={(chosen) => setType(chosen as VoucherType)} disabled={!mayEdit}>
            {VOUCHER_TYPES.map((kind) => (
              <option key={kind} value={kind}>
                {t(`backOffice.programme.vouchers.types.${kind}`)}
              </option>
            ))}
          </SelectField>
          {type === 'FixedValue' ? text('faceValue', t('backOffice.programme.vouchers.faceValue'), undefined, true) : text('discountPercent', t('backOffice.programme.vouchers.types.DiscountPercentage'), t('backOffice.programme.vouchers.percentHint'), true)}
          {type === 'DiscountPercentage' && text('maxDiscount', t('backOffice.programme.vouchers.cap'), t('backOffice.programme.vouchers.capHint'), true)}
          {text('validityDays', t('backOffice.programme.vouchers.validityDays'), t('backOffice.programme.vouchers.validityHint'), true)}
          {text('minimumPurchase', t('backOffice.programme.vouchers.minimumPurchase'), t('backOffice.programme.vouchers.minimumHint'), true)}
          <SelectField id="voucher-store" label={t('backOffice.programme.vouchers.store')} problem={problems.of('storeBrand')} value={values.storeBrand ?? ''} onValue={set('storeBrand')} disabled={!mayEdit}>
            <option value="">{t('backOffice.programme.vouchers.everyStore')}</option>
            {STORE_BRANDS.map((b) => (
              <option key={b} value={b}>
                {POS_BRAND_LABELS[b]}
              </option>
            ))}
          </SelectField>
          {text('imageUrl', t('backOffice.programme.field.imageUrl'), t('backOffice.programme.field.imageUrlHint'))}
        </div>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {LISTS.map((name) => (
            <TextAreaField key={name} id={`voucher-${name}`} label={t(`backOffice.programme.vouchers.list.${name}`)} problem={problems.of(name)} hint={t(`backOffice.programme.vouchers.listHint.${name}`)} rows={2} value={values[name] ?? ''} onValue={set(name)} disabled={!mayEdit} />
          ))}
          <TextAreaField id="voucher-description" label={t('backOffice.catalog.form.description')} problem={problems.of('description')} rows={2} value={values.description ?? ''} onValue={set('description')} disabled={!mayEdit} />
        </div>
      </Panel>
      <FormFooter saved={saved} problem={problems.summary}>
        {mayEdit && <SubmitButton pending={save.isPending}>{t(d ? 'backOffice.programme.vouchers.save' : 'backOffice.programme.vouchers.addSubmit')}</SubmitButton>}
      </FormFooter>
    </form>
  );
}
