import { useState, type FormEvent } from 'react';
import { earningForm, type EarningResponse } from '#domain/back-office/programme.ts';
import { formatNumber, formatRupiah } from '#domain/platform/format.ts';
import { useLanguage, useT } from '../../../texts/texts.tsx';

import { CellInput, FormFooter, SubmitButton, TextField, useFormProblems } from '../../../ui/form/index.ts';
import { DataTable, ListState, type Column } from '../../../ui/table/index.ts';
import { Panel } from '../admin-page.tsx';
import { useMayAct } from '../session.tsx';
import { useEarning, useSaveEarning } from './api.ts';
import { numberOrNull } from './form-values.ts';

/** The tiers (thresholds, multipliers) and the earning rate (decision 021). */
export function EarningTab() {
  const t = useT();
  const earning = useEarning();
  return (
    <ListState isPending={earning.isPending} error={earning.error} isEmpty={!earning.data} empty={t('backOffice.programme.earning.notSetUp')} onRetry={() => void earning.refetch()}>
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
  const t = useT();
  const language = useLanguage();
  const mayEdit = useMayAct('admin');
  const save = useSaveEarning();
  const [rate, setRate] = useState(String(earning.rupiahPerPoint));
  const [tiers, setTiers] = useState<TierDraft[]>(earning.tiers.map((tier, index) => ({ index, name: tier.name, threshold: String(tier.threshold), multiplier: String(tier.multiplier), members: tier.members })));
  const problems = useFormProblems({ naming: 'path' });
  const [saved, setSaved] = useState<string | null>(null);
  const setTier = (index: number, change: Partial<{ threshold: string; multiplier: string }>) => setTiers((list) => list.map((tier, i) => (i === index ? { ...tier, ...change } : tier)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const body = problems.check(earningForm, {
      version: earning.version,
      rupiahPerPoint: numberOrNull(rate),
      tiers: tiers.map((tier) => ({ name: tier.name, threshold: numberOrNull(tier.threshold), multiplier: numberOrNull(tier.multiplier) })),
    });
    if (!body) return;
    save.mutate(body, {
      onSuccess: () => setSaved(t('backOffice.programme.earning.saved')),
      onError: problems.fail,
    });
  };

  const columns: Column<TierDraft>[] = [
    { header: t('backOffice.programme.earning.tier'), rowHeader: true, cellClassName: 'font-semibold', cell: (tier) => tier.name },
    {
      header: t('backOffice.programme.earning.threshold'),
      cell: (tier) => (
        <CellInput
          id={`tier-${tier.index}-threshold`}
          label={t('backOffice.programme.earning.thresholdOf', { tier: tier.name })}
          inputMode="numeric"
          value={tier.threshold}
          onValue={(threshold) => setTier(tier.index, { threshold })}
          problem={problems.of(`tiers.${tier.index}.threshold`)}
          disabled={!mayEdit}
        />
      ),
    },
    {
      header: t('backOffice.programme.earning.multiplier'),
      cell: (tier) => (
        <CellInput
          id={`tier-${tier.index}-multiplier`}
          label={t('backOffice.programme.earning.multiplierOf', { tier: tier.name })}
          inputMode="decimal"
          value={tier.multiplier}
          onValue={(multiplier) => setTier(tier.index, { multiplier })}
          problem={problems.of(`tiers.${tier.index}.multiplier`)}
          disabled={!mayEdit}
        />
      ),
    },
    { header: t('backOffice.programme.earning.members'), cell: (tier) => formatNumber(tier.members, language) },
  ];

  const rateNumber = numberOrNull(rate);
  return (
    <form onSubmit={submit} noValidate aria-label={t('backOffice.programme.tab.earning')} className="space-y-4">
      <Panel title={t('backOffice.programme.earning.rate')}>
        <div className="max-w-sm">
          <TextField
            id="earning-rate"
            label={t('backOffice.programme.earning.rupiahPerPoint')}
            inputMode="numeric"
            value={rate}
            onValue={setRate}
            problem={problems.of('rupiahPerPoint')}
            hint={typeof rateNumber === 'number' && rateNumber > 0 ? t('backOffice.programme.earning.rateHint', { amount: formatRupiah(rateNumber) }) : t('backOffice.programme.earning.wholeRupiah')}
            disabled={!mayEdit}
          />
        </div>
      </Panel>
      <Panel title={t('backOffice.programme.earning.tiers')}>
        <p className="-mt-2 mb-4 text-sm text-slate-600">{t('backOffice.programme.earning.tiersIntro')}</p>
        <DataTable label={t('backOffice.programme.earning.tiers')} columns={columns} rows={tiers} rowKey={(tier) => tier.name} tableClassName="w-full min-w-[32rem] text-left text-sm" />
        {problems.of('tiers') && <p className="mt-2 text-sm font-medium text-red-700">{problems.of('tiers')}</p>}
      </Panel>
      <FormFooter saved={saved} problem={problems.summary}>
        {mayEdit && <SubmitButton pending={save.isPending}>{t('backOffice.programme.earning.save')}</SubmitButton>}
      </FormFooter>
    </form>
  );
}
