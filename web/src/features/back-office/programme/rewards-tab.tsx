import { useState, type FormEvent } from 'react';
import { rewardForm, rewardUpdateForm, type AdminReward, type AdminVoucherDefinition } from '#domain/back-office/programme.ts';
import { formatDate, formatNumber } from '#domain/platform/format.ts';
import type { Translate } from '#domain/texts/translate.ts';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField, FormFooter, SelectField, SubmitButton, TextField, useFormProblems } from '../../../ui/form/index.ts';
import { DataTable, ListState, type Column } from '../../../ui/table/index.ts';
import { Panel } from '../admin-page.tsx';
import { useMayAct } from '../session.tsx';
import { useRewards, useSaveReward, useVoucherDefinitions } from './api.ts';
import { numberOrNull } from './form-values.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { CsvExportButton } from '../csv-export-button.tsx';
import { useLanguage, useT } from '../../../texts/texts.tsx';


const points = (t: Translate, n: number) => t('backOffice.programme.rewards.points', { count: n, points: formatNumber(n, t.language) });
const day = (t: Translate, value: string | null) => (value ? formatDate(value, t.language) : '…');
const dates = (t: Translate, r: AdminReward) => (r.startDate || r.endDate ? `${day(t, r.startDate)} – ${day(t, r.endDate)}` : t('backOffice.programme.rewards.always'));

/** The reward catalogue (name, image, points, stock, per-member limit, active dates; decision 021). */
export function RewardsTab() {
  const t = useT();
  const language = useLanguage();
  const rewards = useRewards();
  const vouchers = useVoucherDefinitions();
  const mayEdit = useMayAct('admin');
  // The id being edited ('new': the add form), looked up in the list so a save's new version is used next.
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = rewards.data?.rewards ?? [];
  const edited = editing === 'new' ? null : (list.find((r) => r.id === editing) ?? null);
  const columns: Column<AdminReward>[] = [
    {
      header: t('backOffice.programme.rewards.reward'),
      cell: (r) => (
        <div className="flex items-center gap-3">
          <img src={r.imageUrl} alt="" className="size-10 shrink-0 rounded-lg bg-slate-100 object-cover" />
          <div>
            <p className="font-semibold">{r.name}</p>
            <p className="text-xs text-slate-600">
              {r.voucherName} · <span className={`rounded-full px-2 py-0.5 font-semibold ${r.active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}>{t(r.active ? 'backOffice.catalog.status.active' : 'backOffice.catalog.status.inactive')}</span>
            </p>
          </div>
        </div>
      ),
    },
    { header: t('backOffice.programme.rewards.pointsColumn'), cell: (r) => points(t, r.points) },
    { header: t('backOffice.programme.rewards.stock'), cell: (r) => (r.stock === null ? t('backOffice.programme.rewards.unlimited') : formatNumber(r.stock, language)) },
    { header: t('backOffice.programme.rewards.perMember'), cell: (r) => (r.perMemberLimit === null ? t('backOffice.programme.rewards.noLimit') : formatNumber(r.perMemberLimit, language)) },
    { header: t('backOffice.programme.rewards.activeDates'), cell: (r) => dates(t, r) },
    { header: t('backOffice.programme.rewards.redeemed'), cell: (r) => formatNumber(r.redeemed, language) },
    {
      header: <span className="sr-only">{t('backOffice.common.edit')}</span>,
      cell: (r) => (
        <Button variant="outline" size="sm" className="px-3" onClick={() => { setNotice(null); setEditing(r.id); }} aria-label={t(mayEdit ? 'backOffice.common.editNamed' : 'backOffice.programme.viewNamed', { name: r.name })}>
          {t(mayEdit ? 'backOffice.common.edit' : 'backOffice.programme.view')}
        </Button>
      ),
    },
  ];
  return (
    <div className="space-y-6">
      <Panel
        title={t('backOffice.programme.rewards.title')}
        actions={
          <>
            <CsvExportButton endpoint={adminExports.exportRewards} query={undefined} file="rewards" />
            {mayEdit && (
              <Button variant="navy" size="sm" className="px-4" onClick={() => { setNotice(null); setEditing('new'); }}>
                {t('backOffice.programme.rewards.add')}
              </Button>
            )}
          </>
        }
      >
        <ListState
          isPending={rewards.isPending}
          error={rewards.error}
          isEmpty={list.length === 0}
          empty={t(mayEdit ? 'backOffice.programme.rewards.emptyAdmin' : 'backOffice.programme.rewards.empty')}
          onRetry={() => void rewards.refetch()}
        >
          <DataTable label={t('backOffice.programme.rewards.title')} columns={columns} rows={list} rowKey={(r) => r.id} />
        </ListState>
      </Panel>
      {(editing === 'new' || edited) && (
        <RewardForm
          key={editing ?? ''}
          reward={edited}
          vouchers={vouchers.data?.voucherDefinitions ?? []}
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

function RewardForm({
  reward,
  vouchers,
  notice,
  onSaved,
  onClose,
}: {
  reward: AdminReward | null;
  vouchers: AdminVoucherDefinition[];
  notice: string | null;
  onSaved: (result: AdminReward, message: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const mayEdit = useMayAct('admin');
  const save = useSaveReward(reward?.id);
  const [values, setValues] = useState({
    name: reward?.name ?? '',
    imageUrl: reward?.imageUrl ?? '',
    points: reward ? String(reward.points) : '',
    voucherDefinitionId: reward?.voucherDefinitionId ?? '',
    stock: reward?.stock == null ? '' : String(reward.stock),
    perMemberLimit: reward?.perMemberLimit == null ? '' : String(reward.perMemberLimit),
    startDate: reward?.startDate ?? '',
    endDate: reward?.endDate ?? '',
  });
  const [active, setActive] = useState(reward?.active ?? true);
  const problems = useFormProblems({ naming: 'path' });
  const [saved, setSaved] = useState<string | null>(notice);
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const input = {
      name: values.name,
      imageUrl: values.imageUrl,
      points: numberOrNull(values.points),
      voucherDefinitionId: values.voucherDefinitionId,
      stock: numberOrNull(values.stock),
      perMemberLimit: numberOrNull(values.perMemberLimit),
      startDate: values.startDate || null,
      endDate: values.endDate || null,
      active,
    };
    const body = reward ? problems.check(rewardUpdateForm, { ...input, version: reward.version }) : problems.check(rewardForm, input);
    if (!body) return;
    save.mutate(body, {
      onSuccess: (result) => {
        const message = t('backOffice.programme.rewards.saved', { name: result.name, points: points(t, result.points) });
        setSaved(message);
        onSaved(result, message);
      },
      onError: problems.fail,
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={reward ? t('backOffice.programme.rewards.named', { name: reward.name }) : t('backOffice.programme.rewards.new')} className="space-y-4">
      <Panel title={reward ? reward.name : t('backOffice.programme.rewards.new')} actions={<Button variant="outline" size="sm" className="px-4" onClick={onClose}>{t('backOffice.programme.close')}</Button>}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField id="reward-name" label={t('backOffice.programme.field.name')} value={values.name} onValue={set('name')} problem={problems.of('name')} disabled={!mayEdit} />
          <TextField id="reward-image" label={t('backOffice.programme.field.imageUrl')} value={values.imageUrl} onValue={set('imageUrl')} problem={problems.of('imageUrl')} hint={t('backOffice.programme.field.imageUrlHint')} disabled={!mayEdit} />
          <TextField id="reward-points" label={t('backOffice.programme.rewards.pointsColumn')} inputMode="numeric" value={values.points} onValue={set('points')} problem={problems.of('points')} disabled={!mayEdit} />
          <SelectField id="reward-voucher" label={t('backOffice.programme.rewards.voucher')} value={values.voucherDefinitionId} onValue={set('voucherDefinitionId')} problem={problems.of('voucherDefinitionId')} disabled={!mayEdit}>
            <option value="">{t('backOffice.programme.chooseVoucher')}</option>
            {vouchers.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name} ({v.code})
              </option>
            ))}
          </SelectField>
          <TextField id="reward-stock" label={t('backOffice.programme.rewards.stock')} inputMode="numeric" value={values.stock} onValue={set('stock')} problem={problems.of('stock')} hint={t('backOffice.programme.rewards.emptyUnlimited')} disabled={!mayEdit} />
          <TextField id="reward-limit" label={t('backOffice.programme.rewards.limit')} inputMode="numeric" value={values.perMemberLimit} onValue={set('perMemberLimit')} problem={problems.of('perMemberLimit')} hint={t('backOffice.programme.rewards.emptyNoLimit')} disabled={!mayEdit} />
          <TextField id="reward-start" label={t('backOffice.programme.rewards.firstDay')} type="date" value={values.startDate} onValue={set('startDate')} problem={problems.of('startDate')} hint={t('backOffice.programme.rewards.emptyFromNow')} disabled={!mayEdit} />
          <TextField id="reward-end" label={t('backOffice.programme.rewards.lastDay')} type="date" value={values.endDate} onValue={set('endDate')} problem={problems.of('endDate')} hint={t('backOffice.programme.emptyNoEnd')} disabled={!mayEdit} />
        </div>
        <CheckboxField className="mt-4" label={t('backOffice.programme.rewards.active')} checked={active} onChecked={setActive} disabled={!mayEdit} />
      </Panel>
      <FormFooter saved={saved} problem={problems.summary}>
        {mayEdit && <SubmitButton pending={save.isPending}>{t(reward ? 'backOffice.programme.rewards.save' : 'backOffice.programme.rewards.addSubmit')}</SubmitButton>}
      </FormFooter>
    </form>
  );
}
