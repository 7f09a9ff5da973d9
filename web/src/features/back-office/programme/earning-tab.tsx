import { useState, type FormEvent } from 'react';
import { earningForm, nestedFieldMessages, type EarningResponse } from '#domain/back-office/programme.ts';
import { formatRupiah } from '#domain/platform/money.ts';
import { describedBy, ListState, Panel, scrollRegion, tdClass, thClass, inputClass } from '../admin-ui.tsx';
import { useMayAct } from '../session.tsx';
import { useEarning, useSaveEarning } from './api.ts';
import { FormFooter, numberOrNull, serverErrors, TextField } from './form-bits.tsx';

/** Issue 16 §3: the tiers (thresholds, multipliers) and the earning rate. */
export function EarningTab() {
  const earning = useEarning();
  return (
    <ListState isPending={earning.isPending} error={earning.error} isEmpty={!earning.data} empty="The programme is not set up." onRetry={() => void earning.refetch()}>
      {earning.data && <EarningForm earning={earning.data} />}
    </ListState>
  );
}

function EarningForm({ earning }: { earning: EarningResponse }) {
  const mayEdit = useMayAct('admin');
  const save = useSaveEarning();
  const [rate, setRate] = useState(String(earning.rupiahPerPoint));
  const [tiers, setTiers] = useState(earning.tiers.map((t) => ({ name: t.name, threshold: String(t.threshold), multiplier: String(t.multiplier), members: t.members })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const setTier = (index: number, change: Partial<{ threshold: string; multiplier: string }>) => setTiers((list) => list.map((t, i) => (i === index ? { ...t, ...change } : t)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const parsed = earningForm.safeParse({
      version: earning.version,
      rupiahPerPoint: numberOrNull(rate),
      tiers: tiers.map((t) => ({ name: t.name, threshold: numberOrNull(t.threshold), multiplier: numberOrNull(t.multiplier) })),
    });
    if (!parsed.success) return setErrors(nestedFieldMessages(parsed.error));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => setSaved('Saved. Orders from now on earn at this rate; points already earned stay as they are.'),
      onError: (error) => setErrors(serverErrors(error)),
    });
  };

  const rateNumber = numberOrNull(rate);
  return (
    <form onSubmit={submit} noValidate aria-label="Tiers and earning rate" className="space-y-4">
      <Panel title="Earning rate">
        <div className="max-w-sm">
          <TextField
            id="earning-rate"
            label="Rupiah per Reward Point"
            inputMode="numeric"
            value={rate}
            onChange={setRate}
            error={errors.rupiahPerPoint}
            hint={typeof rateNumber === 'number' && rateNumber > 0 ? `A member earns 1 Reward Point per ${formatRupiah(rateNumber)} paid, times their tier’s multiplier.` : 'Whole rupiah'}
            disabled={!mayEdit}
          />
        </div>
      </Panel>
      <Panel title="Tiers">
        <p className="-mt-2 mb-4 text-sm text-slate-600">A member moves up when their Tier Points (rupiah paid) reach their tier’s threshold. Tiers already reached are kept.</p>
        <div {...scrollRegion('Tiers')}>
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead>
              <tr>
                <th className={thClass}>Tier</th>
                <th className={thClass}>Threshold to the next tier (IDR)</th>
                <th className={thClass}>Points multiplier</th>
                <th className={thClass}>Members</th>
              </tr>
            </thead>
            <tbody>
              {tiers.map((t, index) => {
                const thresholdError = errors[`tiers.${index}.threshold`];
                const multiplierError = errors[`tiers.${index}.multiplier`];
                return (
                  <tr key={t.name}>
                    <th scope="row" className={`${tdClass} font-semibold`}>
                      {t.name}
                    </th>
                    <td className={tdClass}>
                      <input id={`tier-${index}-threshold`} aria-label={`${t.name} threshold`} inputMode="numeric" className={inputClass} value={t.threshold} onChange={(e) => setTier(index, { threshold: e.target.value })} disabled={!mayEdit} {...describedBy(`tier-${index}-threshold`, thresholdError)} />
                      {thresholdError && <p id={`tier-${index}-threshold-error`} className="mt-1 text-xs font-medium text-red-700">{thresholdError}</p>}
                    </td>
                    <td className={tdClass}>
                      <input id={`tier-${index}-multiplier`} aria-label={`${t.name} multiplier`} inputMode="decimal" className={inputClass} value={t.multiplier} onChange={(e) => setTier(index, { multiplier: e.target.value })} disabled={!mayEdit} {...describedBy(`tier-${index}-multiplier`, multiplierError)} />
                      {multiplierError && <p id={`tier-${index}-multiplier-error`} className="mt-1 text-xs font-medium text-red-700">{multiplierError}</p>}
                    </td>
                    <td className={tdClass}>{t.members.toLocaleString('id-ID')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {errors.tiers && <p className="mt-2 text-sm font-medium text-red-700">{errors.tiers}</p>}
      </Panel>
      <FormFooter mayEdit={mayEdit} pending={save.isPending} label="Save tiers and rate" saved={saved} errors={errors} />
    </form>
  );
}
