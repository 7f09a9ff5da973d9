import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { CASE_STATUS_LABELS, CASE_STATUSES, caseReplyForm, REPLY_MAX_LENGTH, type CaseStatus } from '#domain/back-office/cases.ts';
import type { CaseDetail } from '#domain/back-office/api/admin.ts';
import { paths } from '../../../paths.ts';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';
import { ErrorBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { useCase, useReplyToCase, useUpdateCase } from '../api.ts';
import { FormAlert, FormFooter, SelectField, SubmitButton, TextAreaField, useFormProblems } from '../../../ui/form/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { formatDateTime } from '../format.ts';
import { useAdminUser } from '../session.tsx';
import { CaseStatusBadge } from './case-status-badge.tsx';

/** One case (decision 017) — what the shopper wrote, its status and assignee, the replies, and a reply form. */
export function CasePage() {
  const { caseNumber = '' } = useParams();
  const detail = useCase(caseNumber);
  if (detail.isPending) return <LoadingBlock label="Loading the case" />;
  if (detail.error) return <ErrorBlock error={detail.error} onRetry={() => void detail.refetch()} />;
  const item = detail.data;
  return (
    <AdminPage
      title={item.subject || 'No subject'}
      intro={
        <span className="inline-flex flex-wrap items-center gap-2">
          Case {item.caseNumber} · received {formatDateTime(item.createdAt)} <CaseStatusBadge status={item.status} />
        </span>
      }
      actions={
        <Link to={paths.adminCases.href()} className="text-sm font-semibold text-navy underline">
          Back to the inbox
        </Link>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Panel title="Question">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600">From</dt>
            <dd className="font-medium text-ink">{item.name || '—'}</dd>
            <dt className="text-slate-600">E-mail</dt>
            <dd className="break-all font-medium text-ink">{item.email}</dd>
            <dt className="text-slate-600">Phone</dt>
            <dd className="font-medium text-ink">{item.phone || '—'}</dd>
          </dl>
          <p className="mt-4 whitespace-pre-wrap rounded-xl bg-slate-50 p-4 text-ink">{item.description}</p>
        </Panel>
        <Panel title="Handling">
          <Handling item={item} />
        </Panel>
      </div>
      <Panel title="Replies">
        {item.replies.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">No reply yet.</p>
        ) : (
          <ol className="space-y-3">
            {item.replies.map((reply) => (
              <li key={reply.id} className="rounded-xl bg-slate-50 p-4">
                <p className="text-sm text-slate-600">
                  {formatDateTime(reply.createdAt)} · {reply.authorEmail ?? 'staff'} → {item.email}
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
  const user = useAdminUser();
  const update = useUpdateCase(item.caseNumber);
  const mine = item.assigneeUserId === user.userId;
  return (
    <div className="space-y-4">
      <SelectField id="case-status" label="Status" value={item.status} disabled={update.isPending} onValue={(status) => update.mutate({ status: status as CaseStatus })}>
        {CASE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {CASE_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <div>
        <p className="text-sm font-semibold text-ink">Assignee</p>
        <p className="mt-1 break-all text-sm text-slate-700">{item.assigneeEmail ?? item.assigneeUserId ?? 'Nobody yet'}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2 px-4"
          disabled={update.isPending}
          onClick={() => update.mutate(mine ? { assignee: null } : { assignee: 'me', ...(item.status === 'new' ? { status: 'in_progress' } : {}) })}
        >
          {mine ? 'Unassign me' : 'Assign to me'}
        </Button>
      </div>
      <FormAlert message={update.error ? errorMessage(update.error) : null} />
    </div>
  );
}

function ReplyForm({ caseNumber, email }: { caseNumber: string; email: string }) {
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
    <form onSubmit={submit} noValidate aria-label="Reply" className="mt-6 space-y-3">
      <TextAreaField id="case-reply" label={`Reply to ${email}`} problem={problems.of('body')} rows={5} maxLength={REPLY_MAX_LENGTH} value={body} onValue={setBody} />
      <FormFooter saved={sent ? `Reply sent to ${email}. The case is answered.` : null} problem={problems.form}>
        <SubmitButton pending={reply.isPending} pendingLabel="Sending…" className="px-5">
          Send reply
        </SubmitButton>
      </FormFooter>
    </form>
  );
}
