import { useState, type FormEvent } from 'react';
import { birthdayAndTierRulesForm, type BirthdayAndTierRules } from '#domain/back-office/programme.ts';
import { BIRTHDAY_GUARD_DAYS } from '#domain/loyalty/birthday.ts';
import { DOWNGRADE_POLICIES } from '#domain/loyalty/tier-review.ts';
import { formatDate } from '#domain/platform/format.ts';
import { useT } from '../../../texts/texts.tsx';
import { FormFooter, SelectField, SubmitButton, TextField, useFormProblems } from '../../../ui/form/index.ts';
import { ListState } from '../../../ui/table/index.ts';
import { Panel } from '../admin-page.tsx';
import { useMayAct } from '../session.tsx';
import { useBirthdayAndTierRules, useSaveBirthdayAndTierRules } from './api.ts';
import { numberOrNull } from './form-values.ts';

/** The birthday bonus and tiers that move both ways (decision 031). */
export function RulesTab() {
  const t = useT();
  const rules = useBirthdayAndTierRules();
  return (
    <ListState isPending={rules.isPending} error={rules.error} isEmpty={!rules.data} empty={t('backOffice.programme.earning.notSetUp')} onRetry={() => void rules.refetch()}>
      {rules.data && <RulesForm rules={rules.data} />}
    </ListState>
  );
}

function RulesForm({ rules }: { rules: BirthdayAndTierRules }) {
  const t = useT();
  const mayEdit = useMayAct('admin');
  const save = useSaveBirthdayAndTierRules();
  const [values, setValues] = useState({
    birthdayBonusPoints: String(rules.birthdayBonusPoints),
    qualifyingMonths: String(rules.qualifyingMonths),
    downgradePolicy: rules.downgradePolicy as string,
    graceDays: String(rules.graceDays),
  });
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const problems = useFormProblems({ naming: 'path' });
  const [saved, setSaved] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const body = problems.check(birthdayAndTierRulesForm, {
      version: rules.version,
      birthdayBonusPoints: numberOrNull(values.birthdayBonusPoints),
      qualifyingMonths: numberOrNull(values.qualifyingMonths),
      downgradePolicy: values.downgradePolicy,
      graceDays: numberOrNull(values.graceDays),
    });
    if (!body) return;
    save.mutate(body, { onSuccess: () => setSaved(t('backOffice.programme.rules.saved')), onError: problems.fail });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('backOffice.programme.tab.rules')} className="space-y-4">
      <Panel title={t('backOffice.programme.rules.birthday')}>
        <div className="max-w-sm">
          <TextField
            id="rules-birthday-points"
            label={t('backOffice.programme.rules.birthdayPoints')}
            inputMode="numeric"
            value={values.birthdayBonusPoints}
            onValue={set('birthdayBonusPoints')}
            problem={problems.of('birthdayBonusPoints')}
            hint={t('backOffice.programme.rules.birthdayHint', { days: BIRTHDAY_GUARD_DAYS })}
            disabled={!mayEdit}
          />
        </div>
      </Panel>
      <Panel title={t('backOffice.programme.rules.tiers')}>
        <p className="-mt-2 mb-4 text-sm text-slate-600">{t('backOffice.programme.rules.tiersIntro')}</p>
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            id="rules-qualifying-months"
            label={t('backOffice.programme.rules.qualifyingMonths')}
            inputMode="numeric"
            value={values.qualifyingMonths}
            onValue={set('qualifyingMonths')}
            problem={problems.of('qualifyingMonths')}
            hint={t('backOffice.programme.rules.qualifyingHint')}
            disabled={!mayEdit}
          />
          <SelectField
            id="rules-downgrade-policy"
            label={t('backOffice.programme.rules.downgradePolicy')}
            value={values.downgradePolicy}
            onValue={set('downgradePolicy')}
            problem={problems.of('downgradePolicy')}
            hint={rules.policySince ? t('backOffice.programme.rules.policySince', { date: formatDate(rules.policySince, t.language) }) : undefined}
            disabled={!mayEdit}
          >
            {DOWNGRADE_POLICIES.map((policy) => (
              <option key={policy} value={policy}>
                {t(`backOffice.programme.rules.policy.${policy}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            id="rules-grace-days"
            label={t('backOffice.programme.rules.graceDays')}
            inputMode="numeric"
            value={values.graceDays}
            onValue={set('graceDays')}
            problem={problems.of('graceDays')}
            hint={t('backOffice.programme.rules.graceHint')}
            disabled={!mayEdit}
          />
        </div>
      </Panel>
      <FormFooter saved={saved} problem={problems.summary}>
        {mayEdit && <SubmitButton pending={save.isPending}>{t('backOffice.programme.rules.save')}</SubmitButton>}
      </FormFooter>
    </form>
  );
}
