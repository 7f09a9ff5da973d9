import { useState, type FormEvent } from 'react';
import { earningForm, type EarningResponse } from '#domain/back-office/programme.ts';
import { formatRupiah } from '#domain/platform/format.ts';
import { CellInput, FormFooter, SubmitButton, TextField, useFormProblems } from '../../../ui/form/index.ts';
import { DataTable, ListState, type Column } from '../../../ui/table/index.ts';
import { Panel } from '../admin-page.tsx';
import { useMayAct } from '../session.tsx';
import { useEarning, useSaveEarning } from './api.ts';
import { numberOrNull } from './form-values.ts';

/** The tiers (thresholds, multipliers) and the earning rate (decision 021). */
export function EarningTab() {
  const earning = useEarning();
  return (
    <ListState isPending={earning.isPending} error={earning.error} isEmpty={!earning.data} empty="The programme is not set up." onRetry={() => void earning.refetch()}>
      {earning.data && <EarningForm earning={earning.data} />}
    </ListState>
  );
}

interface TierDraft {
  index: number;
  name: string;
  threshold: string;
  multiplier: string;
  members: number;
}

function EarningForm({ earning }: { earning: EarningResponse }) {
  const mayEdit = useMayAct('admin');
  const save = useSaveEarning();
  const [rate, setRate] = useState(String(earning.rupiahPerPoint));
  const [tiers, setTiers] = useState<TierDraft[]>(earning.tiers.map((t, index) => ({ index, name: t.name, threshold: String(t.threshold), multiplier: String(t.multiplier), members: t.members })));
  const problems = useFormProblems({ naming: 'path' });
  const [saved, setSaved] = useState<string | null>(null);
  const setTier = (index: number, change: Partial<{ threshold: string; multiplier: string }>) => setTiers((list) => list.map((t, i) => (i === index ? { ...t, ...change } : t)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const body = problems.check(earningForm, {
      version: earning.version,
      rupiahPerPoint: numberOrNull(rate),
      tiers: tiers.map((t) => ({ name: t.name, threshold: numberOrNull(t.threshold), multiplier: numberOrNull(t.multiplier) })),
    });
    if (!body) return;
    save.mutate(body, {
      onSuccess: () => setSaved('Saved. Orders from now on earn at this rate; points already earned stay as they are.'),
      onError: problems.fail,
    });
  };

  const columns: Column<TierDraft>[] = [
    { header: 'Tier', rowHeader: true, cellClassName: 'font-semibold', cell: (t) => t.name },
    {
      header: 'Threshold to the next tier (IDR)',
      cell: (t) => (
        <CellInput
          id={`tier-${t.index}-threshold`}
          label={`${t.name} threshold`}
          inputMode="numeric"
          value={t.threshold}
          onValue={(threshold) => setTier(t.index, { threshold })}
          problem={problems.of(`tiers.${t.index}.threshold`)}
          disabled={!mayEdit}
        />
      ),
    },
    {
      header: 'Points multiplier',
      cell: (t) => (
        <CellInput
          id={`tier-${t.index}-multiplier`}
          label={`${t.name} multiplier`}
          inputMode="decimal"
          value={t.multiplier}
          onValue={(multiplier) => setTier(t.index, { multiplier })}
          problem={problems.of(`tiers.${t.index}.multiplier`)}
          disabled={!mayEdit}
        />
      ),
    },
    { header: 'Members', cell: (t) => t.members.toLocaleString('id-ID') },
  ];

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
            onValue={setRate}
            problem={problems.of('rupiahPerPoint')}
            hint={typeof rateNumber === 'number' && rateNumber > 0 ? `A member earns 1 Reward Point per ${formatRupiah(rateNumber)} paid, times their tier’s multiplier.` : 'Whole rupiah'}
            disabled={!mayEdit}
          />
        </div>
      </Panel>
      <Panel title="Tiers">
        <p className="-mt-2 mb-4 text-sm text-slate-600">A member moves up when their Tier Points (rupiah paid) reach their tier’s threshold. Tiers already reached are kept.</p>
        <DataTable label="Tiers" columns={columns} rows={tiers} rowKey={(t) => t.name} tableClassName="w-full min-w-[32rem] text-left text-sm" />
        {problems.of('tiers') && <p className="mt-2 text-sm font-medium text-red-700">{problems.of('tiers')}</p>}
      </Panel>
      <FormFooter saved={saved} problem={problems.summary}>
        {mayEdit && <SubmitButton pending={save.isPending}>Save tiers and rate</SubmitButton>}
      </FormFooter>
    </form>
  );
}
