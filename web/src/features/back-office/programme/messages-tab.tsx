import { useState, type FormEvent } from 'react';
import { REMINDER_DAYS, reminderSettingsForm, type ReminderSettings, type WhatsAppMessageRow } from '#domain/back-office/notifications.ts';
import { formatDateTime } from '#domain/platform/format.ts';
import type { Translate } from '#domain/texts/translate.ts';
import { useT } from '../../../texts/texts.tsx';
import { FormFooter, SubmitButton, TextField, useFormProblems } from '../../../ui/form/index.ts';
import { DataTable, ListState, ShowMore, type Column } from '../../../ui/table/index.ts';
import { Panel } from '../admin-page.tsx';
import { useMayAct } from '../session.tsx';
import { useReminderSettings, useSaveReminderSettings, useWhatsAppMessages } from './api.ts';
import { numberOrNull } from './form-values.ts';

/**
 * Members' messages (decision 032): the reminders' window (managers read, admins change) and, for
 * admins, the WhatsApp messages: what was sent, or with the embedded sink what would have been.
 */
export function MessagesTab() {
  const t = useT();
  const reminders = useReminderSettings();
  const isAdmin = useMayAct('admin');
  return (
    <div className="space-y-4">
      <ListState isPending={reminders.isPending} error={reminders.error} isEmpty={!reminders.data} empty={t('backOffice.programme.earning.notSetUp')} onRetry={() => void reminders.refetch()}>
        {reminders.data && <ReminderForm key={reminders.data.version} settings={reminders.data} />}
      </ListState>
      {isAdmin && <WhatsAppMessages />}
    </div>
  );
}

function ReminderForm({ settings }: { settings: ReminderSettings }) {
  const t = useT();
  const mayEdit = useMayAct('admin');
  const save = useSaveReminderSettings();
  const problems = useFormProblems();
  const [days, setDays] = useState(String(settings.pointsExpiryReminderDays));
  const [saved, setSaved] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const body = problems.check(reminderSettingsForm, { version: settings.version, pointsExpiryReminderDays: numberOrNull(days) });
    if (!body) return;
    save.mutate(body, { onSuccess: () => setSaved(t('backOffice.programme.messages.saved')), onError: problems.fail });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('backOffice.programme.messages.reminders')}>
      <Panel title={t('backOffice.programme.messages.reminders')}>
        <p className="-mt-2 mb-4 max-w-3xl text-sm text-slate-600">{t('backOffice.programme.messages.remindersIntro')}</p>
        <div className="max-w-sm">
          <TextField
            id="reminder-days"
            label={t('backOffice.programme.messages.days')}
            inputMode="numeric"
            value={days}
            onValue={setDays}
            problem={problems.of('pointsExpiryReminderDays')}
            hint={t('backOffice.programme.messages.daysHint', REMINDER_DAYS)}
            disabled={!mayEdit}
          />
        </div>
        <div className="mt-4">
          <FormFooter saved={saved} problem={problems.summary}>
            {mayEdit && <SubmitButton pending={save.isPending}>{t('backOffice.programme.messages.save')}</SubmitButton>}
          </FormFooter>
        </div>
      </Panel>
    </form>
  );
}

const columns = (t: Translate): Column<WhatsAppMessageRow>[] => [
  {
    header: t('backOffice.programme.messages.column.message'),
    cell: (row) => (
      <>
        <span className="font-semibold">#{row.id}</span> {row.template} ({row.language})
        <span className="block text-slate-600">{t('backOffice.programme.messages.to', { member: row.membershipNumber, phone: row.to })}</span>
      </>
    ),
  },
  { header: t('backOffice.programme.messages.column.text'), cellClassName: 'min-w-[18rem] max-w-xl whitespace-pre-line break-words', cell: (row) => row.body },
  {
    header: t('backOffice.programme.messages.column.status'),
    cell: (row) => (
      <>
        {t(`backOffice.outbox.status.${row.status}`)}
        {row.lastError && <span className="block text-sm text-red-800">{row.lastError}</span>}
      </>
    ),
  },
  {
    header: t('backOffice.programme.messages.column.queued'),
    cellClassName: 'whitespace-nowrap',
    cell: (row) => (
      <>
        {formatDateTime(row.createdAt, t.language)}
        {row.deliveredAt && <span className="block text-slate-600">{t('backOffice.outbox.delivered', { time: formatDateTime(row.deliveredAt, t.language) })}</span>}
      </>
    ),
  },
];

function WhatsAppMessages() {
  const t = useT();
  const messages = useWhatsAppMessages(true);
  const rows = messages.data?.pages.flatMap((page) => page.messages) ?? [];
  const channel = messages.data?.pages[0]?.channel;
  return (
    <Panel title={t('backOffice.programme.messages.whatsapp')}>
      {channel && <p className="-mt-2 mb-4 max-w-3xl text-sm text-slate-600">{t(`backOffice.programme.messages.channel.${channel === 'embedded' ? 'embedded' : 'cloudApi'}`)}</p>}
      <ListState isPending={messages.isPending} error={messages.error} isEmpty={rows.length === 0} empty={t('backOffice.programme.messages.empty')} onRetry={() => void messages.refetch()}>
        <DataTable label={t('backOffice.programme.messages.whatsapp')} columns={columns(t)} rows={rows} rowKey={(row) => row.id} />
        <ShowMore pages={messages} label={t('backOffice.programme.messages.showOlder')} />
      </ListState>
    </Panel>
  );
}
