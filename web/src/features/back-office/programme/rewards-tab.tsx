import { useState, type FormEvent } from 'react';
import { nestedFieldMessages, rewardForm, rewardUpdateForm, type AdminReward, type AdminVoucherDefinition } from '#domain/back-office/programme.ts';
import { formatJakartaDate } from '#domain/platform/jakarta-time.ts';
import { Button } from '../../../ui/button.tsx';
import { describedBy, Field, inputClass, ListState, Panel, scrollRegion, tableClass, tdClass, thClass } from '../admin-ui.tsx';
import { useMayAct } from '../session.tsx';
import { useRewards, useSaveReward, useVoucherDefinitions } from './api.ts';
import { FormFooter, numberOrNull, serverErrors, TextField } from './form-bits.tsx';
import * as adminExports from '#domain/back-office/endpoints/exports.ts';
import { CsvExportButton } from '../csv-export-button.tsx';

const points = (n: number) => `${n.toLocaleString('id-ID')} points`;
const dates = (r: AdminReward) =>
  r.startDate || r.endDate ? `${r.startDate ? formatJakartaDate(r.startDate) : '…'} – ${r.endDate ? formatJakartaDate(r.endDate) : '…'}` : 'Always';

/** Issue 16 §3: the reward catalogue (name, image, points, stock, per-member limit, active dates). */
export function RewardsTab() {
  const rewards = useRewards();
  const vouchers = useVoucherDefinitions();
  const mayEdit = useMayAct('admin');
  // The id being edited ('new': the add form), looked up in the list so a save's new version is used next.
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = rewards.data?.rewards ?? [];
  const edited = editing === 'new' ? null : (list.find((r) => r.id === editing) ?? null);
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
          <div {...scrollRegion('Reward catalogue')}>
            <table className={tableClass}>
              <thead>
                <tr>
                  <th className={thClass}>Reward</th>
                  <th className={thClass}>Points</th>
                  <th className={thClass}>Stock</th>
                  <th className={thClass}>Per member</th>
                  <th className={thClass}>Active dates</th>
                  <th className={thClass}>Redeemed</th>
                  <th className={thClass}>
                    <span className="sr-only">Edit</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((r) => (
                  <tr key={r.id}>
                    <td className={tdClass}>
                      <div className="flex items-center gap-3">
                        <img src={r.imageUrl} alt="" className="size-10 shrink-0 rounded-lg bg-slate-100 object-cover" />
                        <div>
                          <p className="font-semibold">{r.name}</p>
                          <p className="text-xs text-slate-600">
                            {r.voucherName} · <span className={`rounded-full px-2 py-0.5 font-semibold ${r.active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}>{r.active ? 'Active' : 'Inactive'}</span>
                          </p>
                        </div>
                      </div>
                    </td>
                    <td className={tdClass}>{points(r.points)}</td>
                    <td className={tdClass}>{r.stock === null ? 'Unlimited' : r.stock.toLocaleString('id-ID')}</td>
                    <td className={tdClass}>{r.perMemberLimit === null ? 'No limit' : r.perMemberLimit}</td>
                    <td className={tdClass}>{dates(r)}</td>
                    <td className={tdClass}>{r.redeemed.toLocaleString('id-ID')}</td>
                    <td className={tdClass}>
                      <Button variant="outline" size="sm" className="px-3" onClick={() => { setNotice(null); setEditing(r.id); }} aria-label={`${mayEdit ? 'Edit' : 'View'} ${r.name}`}>
                        {mayEdit ? 'Edit' : 'View'}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
  const [errors, setErrors] = useState<Record<string, string>>({});
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
    const parsed = reward ? rewardUpdateForm.safeParse({ ...input, version: reward.version }) : rewardForm.safeParse(input);
    if (!parsed.success) return setErrors(nestedFieldMessages(parsed.error));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        const message = `Saved. ${result.name} costs ${points(result.points)} for redemptions from now on.`;
        setSaved(message);
        onSaved(result, message);
      },
      onError: (error) => setErrors(serverErrors(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={reward ? `Reward ${reward.name}` : 'New reward'} className="space-y-4">
      <Panel title={reward ? reward.name : 'New reward'} actions={<Button variant="outline" size="sm" className="px-4" onClick={onClose}>Close</Button>}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField id="reward-name" label="Name" value={values.name} onChange={set('name')} error={errors.name} disabled={!mayEdit} />
          <TextField id="reward-image" label="Image address" value={values.imageUrl} onChange={set('imageUrl')} error={errors.imageUrl} hint="/images/… or https://…" disabled={!mayEdit} />
          <TextField id="reward-points" label="Points" inputMode="numeric" value={values.points} onChange={set('points')} error={errors.points} disabled={!mayEdit} />
          <Field id="reward-voucher" label="Voucher it issues" error={errors.voucherDefinitionId}>
            <select id="reward-voucher" className={inputClass} value={values.voucherDefinitionId} onChange={(e) => set('voucherDefinitionId')(e.target.value)} disabled={!mayEdit} {...describedBy('reward-voucher', errors.voucherDefinitionId)}>
              <option value="">Choose a voucher</option>
              {vouchers.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name} ({v.code})
                </option>
              ))}
            </select>
          </Field>
          <TextField id="reward-stock" label="Stock" inputMode="numeric" value={values.stock} onChange={set('stock')} error={errors.stock} hint="Empty: unlimited" disabled={!mayEdit} />
          <TextField id="reward-limit" label="Limit per member" inputMode="numeric" value={values.perMemberLimit} onChange={set('perMemberLimit')} error={errors.perMemberLimit} hint="Empty: no limit" disabled={!mayEdit} />
          <TextField id="reward-start" label="First day" type="date" value={values.startDate} onChange={set('startDate')} error={errors.startDate} hint="Empty: from now" disabled={!mayEdit} />
          <TextField id="reward-end" label="Last day" type="date" value={values.endDate} onChange={set('endDate')} error={errors.endDate} hint="Empty: no end" disabled={!mayEdit} />
        </div>
        <label className="mt-4 flex items-center gap-2 text-sm font-semibold text-ink">
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} disabled={!mayEdit} className="size-4" />
          Active (members can redeem it)
        </label>
      </Panel>
      <FormFooter mayEdit={mayEdit} pending={save.isPending} label={reward ? 'Save the reward' : 'Add the reward'} saved={saved} errors={errors} />
    </form>
  );
}
