import type { CaseStatus } from '#domain/back-office/cases.ts';
import { useT } from '../../../texts/texts.tsx';

const LOOKS: Record<CaseStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-sky-100 text-sky-900',
  answered: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-slate-200 text-slate-800',
};

export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const t = useT();
  return <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold ${LOOKS[status]}`}>{t(`backOffice.cases.status.${status}`)}</span>;
}
