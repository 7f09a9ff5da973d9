import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { CASE_STATUSES, caseReplyForm, REPLY_MAX_LENGTH, type CaseStatus } from '#domain/back-office/cases.ts';
import { formatDateTime } from '#domain/platform/format.ts';
import { useT } from '../../../texts/texts.tsx';
import type { CaseDetail } from '#domain/back-office/api/admin.ts';
import { paths } from '../../../paths.ts';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';
import { ErrorBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { useCase, useReplyToCase, useUpdateCase } from '../api.ts';
import { FormAlert, FormFooter, SelectField, SubmitButton, TextAreaField, useFormProblems } from '../../../ui/form/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { useAdminUser } from '../session.tsx';
import { CaseStatusBadge } from './case-status-badge.tsx';

/** One case (decision 017) — what the shopper wrote, its status and assignee, the replies, and a reply form. */
export function CasePage() {
  const t = useT();
  const { caseNumber = '' } = useParams();
  const detail = useCase(caseNumber);
  if (detail.isPending) return <LoadingBlock label={t('backOffice.cases.page.loading')} />;
  if (detail.error) return <ErrorBlock error={detail.error} onRetry={() => void detail.refetch()} />;
  const item = detail.data;
  return (
    <AdminPage
      title={item.subject || t('backOffice.cases.page.noSubject')}
      intro={
        <span className="inline-flex flex-wrap items-center gap-2">
          {t('backOffice.cases.page.intro', { number: item.caseNumber, time: formatDateTime(item.createdAt, t.language) })} <CaseStatusBadge status={item.status} />
        </span>
      }
      actions={
        <Link to={paths.adminCases.href()} className="text-sm font-semibold text-navy underline">
          {t('backOffice.cases.page.back')}
        </Link>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Panel title={t('backOffice.cases.page.question')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600">{t('backOffice.cases.page.from')}</dt>
            <dd className="font-medium text-ink">{item.name || '—'}</dd>
            <dt className="text-slate-600">{t('backOffice.cases.page.email')}</dt>
            <dd className="break-all font-medium text-ink">{item.email}</dd>
            <dt className="text-slate-600">{t('backOffice.cases.page.phone')}</dt>
            <dd className="font-medium text-ink">{item.phone || '—'}</dd>
          </dl>
          <p className="mt-4 whitespace-pre-wrap rounded-xl bg-slate-50 p-4 text-ink">{item.description}</p>
        </Panel>
        <Panel title={t('backOffice.cases.page.handling')}>
          <Handling item={item} />
        </Panel>
      </div>
      <Panel title={t('backOffice.cases.page.replies')}>
        {item.replies.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">{t('backOffice.cases.page.noReply')}</p>
        ) : (
          <ol className="space-y-3">
            {item.replies.map((reply) => (
              <li key={reply.id} className="rounded-xl bg-slate-50 p-4">
                <p className="text-sm text-slate-600">
                  {formatDateTime(reply.createdAt, t.language)} · {reply.authorEmail ?? t('backOffice.cases.page.staff')} → {item.email}
                </p>
                <p className="mt-2 whitespace-pre-wrap text-ink">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
        <ReplyForm caseNumber={item.caseNumber} email={item.email} />
      </Panel>
    </AdminPage>
  );
}

function Handling({ item }: { item: CaseDetail }) {
  const t = useT();
  const user = useAdminUser();
  const update = useUpdateCase(item.caseNumber);
  const mine = item.assigneeUserId === user.userId;
  return (
    <div className="space-y-4">
      <SelectField id="case-status" label={t('backOffice.cases.page.status')} value={item.status} disabled={update.isPending} onValue={(status) => update.mutate({ status: status as CaseStatus })}>
        {CASE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`backOffice.cases.status.${status}`)}
          </option>
        ))}
      </SelectField>
      <div>
        <p className="text-sm font-semibold text-ink">{t('backOffice.cases.page.assignee')}</p>
        <p className="mt-1 break-all text-sm text-slate-700">{item.assigneeEmail ?? item.assigneeUserId ?? t('backOffice.cases.page.nobody')}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2 px-4"
          disabled={update.isPending}
          onClick={() => update.mutate(mine ? { assignee: null } : { assignee: 'me', ...(item.status === 'new' ? { status: 'in_progress' } : {}) })}
        >
          {mine ? t('backOffice.cases.page.unassignMe') : t('backOffice.cases.page.assignMe')}
        </Button>
      </div>
      <FormAlert message={update.error ? errorMessage(update.error, t('common.ui.somethingWentWrong')) : null} />
    </div>
  );
}

function ReplyForm({ caseNumber, email }: { caseNumber: string; email: string }) {
  const t = useT();
  const [body, setBody] = useState('');
  const problems = useFormProblems();
  const [sent, setSent] = useState(false);
  const reply = useReplyToCase(caseNumber);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const request = problems.check(caseReplyForm, { body });
    if (!request) return;
    reply.mutate(request, {
      onSuccess: () => {
        setBody('');
        setSent(true);
      },
      onError: problems.fail,
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('backOffice.cases.page.reply')} className="mt-6 space-y-3">
      <TextAreaField id="case-reply" label={t('backOffice.cases.page.replyTo', { email })} problem={problems.of('body')} rows={5} maxLength={REPLY_MAX_LENGTH} value={body} onValue={setBody} />
      <FormFooter saved={sent ? t('backOffice.cases.page.sent', { email }) : null} problem={problems.form}>
        <SubmitButton pending={reply.isPending} pendingLabel={t('backOffice.cases.page.sending')} className="px-5">
          {t('backOffice.cases.page.send')}
        </SubmitButton>
      </FormFooter>
    </form>
  );
}
