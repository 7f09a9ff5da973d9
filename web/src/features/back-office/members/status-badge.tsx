import { isBlockedStatus } from '#domain/loyalty/member-status.ts';
import { useT } from '../../../texts/texts.tsx';

export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  const blocked = isBlockedStatus(status);
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${blocked ? 'bg-red-100 text-red-800' : 'bg-emerald-100 text-emerald-800'}`}>
      {status === 'Active' || status === 'Blocked' ? t(`backOffice.members.status.${status}`) : status}
    </span>
  );
}
