import { useState, type FormEvent } from 'react';
import { REFERRAL_BOUNDS, referralSettingsForm, type ReferralListRow, type ReferralSettings } from '#domain/back-office/referrals.ts';
import { REFERRAL_STATUSES, type ReferralStatus } from '#domain/loyalty/referrals.ts';
import { formatDate, formatDateTime, formatNumber } from '#domain/platform/format.ts';
import type { Translate } from '#domain/texts/translate.ts';
import { useT } from '../../../texts/texts.tsx';
import { FormFooter, SelectField, SubmitButton, TextField, useFormProblems } from '../../../ui/form/index.ts';
import { DataTable, ListState, ShowMore, type Column } from '../../../ui/table/index.ts';
import { Panel } from '../admin-page.tsx';
import { useMayAct } from '../session.tsx';
import { useReferralSettings, useReferrals, useSaveReferralSettings } from './api.ts';
import { numberOrNull } from './form-values.ts';

/**
 * Referrals (decision 033): the programme's referral rules (managers read, admins change) and every
 * referral with its status and, when a fraud rule refused it, which one.
 */
export function ReferralsTab() {
  const t = useT();
  const settings = useReferralSettings();
  // Kept here: a save moves the programme's version, and the form starts again from the saved rules.
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      <ListState isPending={settings.isPending} error={settings.error} isEmpty={!settings.data} empty={t('backOffice.programme.earning.notSetUp')} onRetry={() => void settings.refetch()}>
        {settings.data && <ReferralRulesForm key={settings.data.version} settings={settings.data} saved={saved} onSaved={setSaved} />}
      </ListState>
      <ReferralList />
    </div>
  );
}

type RuleField = 'referrerPoints' | 'friendPoints' | 'returnWindowDays' | 'monthlyLimit';
const RULE_FIELDS: { field: RuleField; bounds: { min: number; max: number } }[] = [
  { field: 'referrerPoints', bounds: REFERRAL_BOUNDS.points },
  { field: 'friendPoints', bounds: REFERRAL_BOUNDS.points },
  { field: 'returnWindowDays', bounds: REFERRAL_BOUNDS.returnWindowDays },
  { field: 'monthlyLimit', bounds: REFERRAL_BOUNDS.monthlyLimit },
];

function ReferralRulesForm({ settings, saved, onSaved }: { settings: ReferralSettings; saved: string | null; onSaved: (message: string | null) => void }) {
  const t = useT();
  const mayEdit = useMayAct('admin');
  const save = useSaveReferralSettings();
  const problems = useFormProblems();
  const [values, setValues] = useState<Record<RuleField, string>>({
    referrerPoints: String(settings.referrerPoints),
    friendPoints: String(settings.friendPoints),
    returnWindowDays: String(settings.returnWindowDays),
    monthlyLimit: String(settings.monthlyLimit),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSaved(null);
    const body = problems.check(referralSettingsForm, {
      version: settings.version,
      referrerPoints: numberOrNull(values.referrerPoints),
      friendPoints: numberOrNull(values.friendPoints),
      returnWindowDays: numberOrNull(values.returnWindowDays),
      monthlyLimit: numberOrNull(values.monthlyLimit),
    });
    if (!body) return;
    save.mutate(body, { onSuccess: () => onSaved(t('backOffice.programme.referrals.saved')), onError: problems.fail });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('backOffice.programme.referrals.rules')}>
      <Panel title={t('backOffice.programme.referrals.rules')}>
        <p className="-mt-2 mb-4 max-w-3xl text-sm text-slate-600">{t('backOffice.programme.referrals.rulesIntro')}</p>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {RULE_FIELDS.map(({ field, bounds }) => (
            <TextField
              key={field}
              id={`referral-${field}`}
              label={t(`backOffice.programme.referrals.${field}`)}
              inputMode="numeric"
              value={values[field]}
              onValue={(value) => setValues((before) => ({ ...before, [field]: value }))}
              problem={problems.of(field)}
              hint={t('backOffice.programme.referrals.hint', { min: formatNumber(bounds.min, t.language), max: formatNumber(bounds.max, t.language) })}
              disabled={!mayEdit}
            />
          ))}
        </div>
        <div className="mt-4">
          <FormFooter saved={saved} problem={problems.summary}>
            {mayEdit && <SubmitButton pending={save.isPending}>{t('backOffice.programme.referrals.save')}</SubmitButton>}
          </FormFooter>
        </div>
      </Panel>
    </form>
  );
}

function statusDetail(t: Translate, row: ReferralListRow): string[] {
  const lines: string[] = [];
  if (row.status === 'refused' && row.refusalReason) lines.push(t(`backOffice.programme.referrals.reason.${row.refusalReason}`));
  if (row.purchaseNumber && row.purchasedAt) lines.push(t('backOffice.programme.referrals.purchase', { number: row.purchaseNumber, date: formatDate(row.purchasedAt, t.language) }));
  if (row.status === 'qualified' && row.windowEndsAt) lines.push(t('backOffice.programme.referrals.windowEnds', { date: formatDateTime(row.windowEndsAt, t.language) }));
  if (row.status === 'credited' && row.creditedAt) {
    lines.push(t('backOffice.programme.referrals.credited', { points: formatNumber(row.referrerPoints ?? 0, t.language), date: formatDate(row.creditedAt, t.language) }));
  }
  if (row.status === 'reversed' && row.reversedAt) lines.push(t('backOffice.programme.referrals.reversedAt', { date: formatDate(row.reversedAt, t.language) }));
  return lines;
}

const columns = (t: Translate): Column<ReferralListRow>[] => [
  {
    header: t('backOffice.programme.referrals.column.referrer'),
    cellClassName: 'whitespace-nowrap',
    cell: (row) => (
      <>
        <span className="font-semibold">{row.referrer.name}</span>
        <span className="block text-slate-600">
          {row.referrer.membershipNumber} · {row.code}
        </span>
      </>
    ),
  },
  {
    header: t('backOffice.programme.referrals.column.friend'),
    cellClassName: 'whitespace-nowrap',
    cell: (row) => (
      <>
        <span className="font-semibold">{row.friend.name}</span>
        <span className="block text-slate-600">{row.friend.membershipNumber}</span>
        <span className="block text-slate-600">{row.friend.email}</span>
      </>
    ),
  },
  { header: t('backOffice.programme.referrals.column.joined'), cellClassName: 'whitespace-nowrap', cell: (row) => formatDateTime(row.joinedAt, t.language) },
  {
    header: t('backOffice.programme.referrals.column.status'),
    cellClassName: 'min-w-[14rem]',
    cell: (row) => (
      <>
        <span className="font-semibold">{t(`backOffice.programme.referrals.status.${row.status}`)}</span>
        {statusDetail(t, row).map((line) => (
          <span key={line} className="block text-sm text-slate-600">
            {line}
          </span>
        ))}
      </>
    ),
  },
];

function ReferralList() {
  const t = useT();
  const [status, setStatus] = useState<ReferralStatus | ''>('');
  const referrals = useReferrals(status || undefined);
  const rows = referrals.data?.pages.flatMap((page) => page.referrals) ?? [];
  const counts = referrals.data?.pages[0]?.counts;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : 0;
  return (
    <Panel title={t('backOffice.programme.referrals.list')}>
      <div className="mb-4 max-w-xs">
        <SelectField id="referral-status" label={t('backOffice.programme.referrals.filter')} value={status} onValue={(value) => setStatus(value as ReferralStatus | '')}>
          <option value="">{t('backOffice.programme.referrals.all', { count: total })}</option>
          {REFERRAL_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t(`backOffice.programme.referrals.status.${option}`)} ({counts?.[option] ?? 0})
            </option>
          ))}
        </SelectField>
      </div>
      <ListState isPending={referrals.isPending} error={referrals.error} isEmpty={rows.length === 0} empty={t('backOffice.programme.referrals.empty')} onRetry={() => void referrals.refetch()}>
        <DataTable label={t('backOffice.programme.referrals.list')} columns={columns(t)} rows={rows} rowKey={(row) => row.id} />
        <ShowMore pages={referrals} label={t('backOffice.programme.referrals.showOlder')} />
      </ListState>
    </Panel>
  );
}
