import type { MailLogStatus } from '#domain/back-office/email-log.ts';
import { useT } from '../../../texts/texts.tsx';

const TONE: Record<MailLogStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  sent: 'bg-green-50 text-green-900 ring-green-200',
  logged: 'bg-slate-100 text-slate-800 ring-slate-300',
  failed: 'bg-red-50 text-red-900 ring-red-200',
};

/** Where an e-mail stands: waiting, sent by SMTP, written to the server log only, or given up. */
export function MailStatus({ status }: { status: MailLogStatus }) {
  const t = useT();
  return <span className={`inline-block rounded-lg px-2.5 py-0.5 text-sm font-medium ring-1 sm:whitespace-nowrap ${TONE[status]}`}>{t(`backOffice.mailLog.status.${status}`)}</span>;
}
