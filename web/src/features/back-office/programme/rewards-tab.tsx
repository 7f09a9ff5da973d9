import { useState, type FormEvent } from 'react';
import { rewardForm, rewardUpdateForm, type AdminReward, type AdminVoucherDefinition } from '#domain/back-office/programme.ts';
import { formatJakartaDate } from '#domain/platform/jakarta-time.ts';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField, FormFooter, SelectField, SubmitButton, TextField, useFormProblems } from '../../../ui/form/index.ts';
import { DataTable, ListState, type Column } from '../../../ui/table/index.ts';
import { Panel } from '../admin-page.tsx';
import { useMayAct } from '../session.tsx';
import { useRewards, useSaveReward, useVoucherDefinitions } from './api.ts';
import { numberOrNull } from './form-values.ts';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { CsvExportButton } from '../csv-export-button.tsx';

const points = (n: number) => `${n.toLocaleString('id-ID')} points`;
const dates = (r: AdminReward) =>
  r.startDate || r.endDate ? `${r.startDate ? formatJakartaDate(r.startDate) : '…'} – ${r.endDate ? formatJakartaDate(r.endDate) : '…'}` : 'Always';

/** The reward catalogue (name, image, points, stock, per-member limit, active dates; decision 021). */
export function RewardsTab() {
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
      header: 'Reward',
      cell: (r) => (
        <div className="flex items-center gap-3">
          <img src={r.imageUrl} alt="" className="size-10 shrink-0 rounded-lg bg-slate-100 object-cover" />
          <div>
            <p className="font-semibold">{r.name}</p>
            <p className="text-xs text-slate-600">
              {r.voucherName} · <span className={`rounded-full px-2 py-0.5 font-semibold ${r.active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}>{r.active ? 'Active' : 'Inactive'}</span>
            </p>
          </div>
        </div>
      ),
    },
    { header: 'Points', cell: (r) => points(r.points) },
    { header: 'Stock', cell: (r) => (r.stock === null ? 'Unlimited' : r.stock.toLocaleString('id-ID')) },
    { header: 'Per member', cell: (r) => (r.perMemberLimit === null ? 'No limit' : r.perMemberLimit) },
    { header: 'Active dates', cell: dates },
    { header: 'Redeemed', cell: (r) => r.redeemed.toLocaleString('id-ID') },
    {
      header: <span className="sr-only">Edit</span>,
      cell: (r) => (
        <Button variant="outline" size="sm" className="px-3" onClick={() => { setNotice(null); setEditing(r.id); }} aria-label={`${mayEdit ? 'Edit' : 'View'} ${r.name}`}>
          {mayEdit ? 'Edit' : 'View'}
        </Button>
      ),
    },
  ];
  return (
    <div className="space-y-6">
      <Panel
        title="Reward catalogue"
        actions={
          <>
            <CsvExportButton endpoint={adminExports.exportRewards} query={undefined} file="rewards" />
            {mayEdit && (
              <Button variant="navy" size="sm" className="px-4" onClick={() => { setNotice(null); setEditing('new'); }}>
                Add a reward
              </Button>
            )}
          </>
        }
      >
        <ListState
          isPending={rewards.isPending}
          error={rewards.error}
          isEmpty={list.length === 0}
          empty={mayEdit ? 'No rewards yet: add the first one.' : 'No rewards yet.'}
          onRetry={() => void rewards.refetch()}
        >
          <DataTable label="Reward catalogue" columns={columns} rows={list} rowKey={(r) => r.id} />
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
        const message = `Saved. ${result.name} costs ${points(result.points)} for redemptions from now on.`;
        setSaved(message);
        onSaved(result, message);
      },
      onError: problems.fail,
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={reward ? `Reward ${reward.name}` : 'New reward'} className="space-y-4">
      <Panel title={reward ? reward.name : 'New reward'} actions={<Button variant="outline" size="sm" className="px-4" onClick={onClose}>Close</Button>}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField id="reward-name" label="Name" value={values.name} onValue={set('name')} problem={problems.of('name')} disabled={!mayEdit} />
          <TextField id="reward-image" label="Image address" value={values.imageUrl} onValue={set('imageUrl')} problem={problems.of('imageUrl')} hint="/images/… or https://…" disabled={!mayEdit} />
          <TextField id="reward-points" label="Points" inputMode="numeric" value={values.points} onValue={set('points')} problem={problems.of('points')} disabled={!mayEdit} />
          <SelectField id="reward-voucher" label="Voucher it issues" value={values.voucherDefinitionId} onValue={set('voucherDefinitionId')} problem={problems.of('voucherDefinitionId')} disabled={!mayEdit}>
            <option value="">Choose a voucher</option>
            {vouchers.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name} ({v.code})
              </option>
            ))}
          </SelectField>
          <TextField id="reward-stock" label="Stock" inputMode="numeric" value={values.stock} onValue={set('stock')} problem={problems.of('stock')} hint="Empty: unlimited" disabled={!mayEdit} />
          <TextField id="reward-limit" label="Limit per member" inputMode="numeric" value={values.perMemberLimit} onValue={set('perMemberLimit')} problem={problems.of('perMemberLimit')} hint="Empty: no limit" disabled={!mayEdit} />
          <TextField id="reward-start" label="First day" type="date" value={values.startDate} onValue={set('startDate')} problem={problems.of('startDate')} hint="Empty: from now" disabled={!mayEdit} />
          <TextField id="reward-end" label="Last day" type="date" value={values.endDate} onValue={set('endDate')} problem={problems.of('endDate')} hint="Empty: no end" disabled={!mayEdit} />
        </div>
        <CheckboxField className="mt-4" label="Active (members can redeem it)" checked={active} onChecked={setActive} disabled={!mayEdit} />
      </Panel>
      <FormFooter saved={saved} problem={problems.summary}>
        {mayEdit && <SubmitButton pending={save.isPending}>{reward ? 'Save the reward' : 'Add the reward'}</SubmitButton>}
      </FormFooter>
    </form>
  );
}
