import { Link, useParams } from 'react-router';
import { linkifyParts, type MailLogMessage } from '#domain/back-office/email-log.ts';
import { formatDateTime } from '#domain/platform/format.ts';
import { paths } from '../../../paths.ts';
import { useT } from '../../../texts/texts.tsx';
import { ErrorBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { AdminPage, Panel } from '../admin-page.tsx';
import { useMailLogMessage } from '../api.ts';
import { MailStatus } from './mail-status.tsx';

/**
 * The e-mail's text as text, its web addresses as links (decision 035): nothing of the message is read
 * as markup, so a name or a case reply with HTML in it shows as written.
 */
function MailText({ body }: { body: string }) {
  return (
    <p className="rounded-xl bg-slate-50 p-4 font-mono text-sm break-words whitespace-pre-wrap text-ink">
      {linkifyParts(body).map((part, index) =>
        'url' in part ? (
          <a key={index} href={part.url} target="_blank" rel="noopener noreferrer" className="break-all text-navy underline">
            {part.url}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

/** One e-mail of the log: to whom, what, where it stands, and its text with links that work. */
export function MailLogMessagePage() {
  const t = useT();
  const { id = '' } = useParams();
  const message = useMailLogMessage(Number(id));
  if (message.isPending) return <LoadingBlock label={t('backOffice.mailLog.page.loading')} />;
  if (message.error) return <ErrorBlock error={message.error} onRetry={() => void message.refetch()} />;
  const mail = message.data;
  return (
    <AdminPage
      title={mail.subject}
      intro={t('backOffice.mailLog.page.intro', { kind: t(`backOffice.mailLog.kind.${mail.kind}`), time: formatDateTime(mail.createdAt, t.language) })}
      actions={
        <Link to={paths.adminMailLog.href()} className="text-sm font-semibold text-navy underline">
          {t('backOffice.mailLog.page.back')}
        </Link>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Panel title={t('backOffice.mailLog.page.text')}>
          <p className="mb-3 text-sm text-slate-600">{t('backOffice.mailLog.page.textNote')}</p>
          <MailText body={mail.body} />
        </Panel>
        <Panel title={t('backOffice.mailLog.page.details')}>
          <Details mail={mail} />
        </Panel>
      </div>
    </AdminPage>
  );
}

function Details({ mail }: { mail: MailLogMessage }) {
  const t = useT();
  const row = (label: string, value: React.ReactNode) => (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium break-all text-ink">{value}</dd>
    </>
  );
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {row(t('backOffice.mailLog.page.to'), mail.recipient)}
      {row(t('backOffice.mailLog.page.kind'), t(`backOffice.mailLog.kind.${mail.kind}`))}
      {row(t('backOffice.mailLog.page.status'), <MailStatus status={mail.status} />)}
      {row(t('backOffice.mailLog.page.created'), formatDateTime(mail.createdAt, t.language))}
      {mail.deliveredAt && row(t('backOffice.mailLog.page.delivered'), formatDateTime(mail.deliveredAt, t.language))}
      {row(t('backOffice.mailLog.page.attempts'), mail.attempts)}
      {mail.deliveryError && row(t('backOffice.mailLog.page.error'), <span className="text-red-800">{mail.deliveryError}</span>)}
      {mail.link &&
        /^https?:\/\//.test(mail.link) &&
        row(
          t('backOffice.mailLog.page.link'),
          <a href={mail.link} target="_blank" rel="noopener noreferrer" className="text-navy underline">
            {mail.link}
          </a>,
        )}
    </dl>
  );
}
