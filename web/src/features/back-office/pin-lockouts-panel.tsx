import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PinLockout } from '#domain/back-office/api/admin.ts';
import * as adminUsers from '#domain/back-office/endpoints/users.ts';
import { formatTime } from '#domain/platform/format.ts';
import { api } from '../../api/client.ts';
import { useT } from '../../texts/texts.tsx';
import { Button } from '../../ui/button.tsx';
import { errorMessage } from '../../ui/error-message.ts';
import { adminKeys } from './api.ts';

const lockoutKeys = [...adminKeys.all, 'pin-lockouts'] as const;

/**
 * Tills where a manager's approvals are locked after wrong PINs (decision 016), in this manager's
 * stores, each with its unlock. Shown on the Overview only while there is one: a locked till cannot
 * take returns until the 15 minutes pass or a manager unlocks it here.
 */
export function PinLockoutsPanel() {
  const t = useT();
  const queryClient = useQueryClient();
  const lockouts = useQuery({
    queryKey: lockoutKeys,
    queryFn: ({ signal }) => api.call(adminUsers.listPinLockouts, {}, { signal }),
    refetchInterval: 60_000,
  });
  const unlock = useMutation({
    mutationFn: (lockout: PinLockout) => api.call(adminUsers.unlockPin, { body: { managerEmail: lockout.managerEmail, storeId: lockout.storeId, cashierId: lockout.cashierId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lockoutKeys }),
  });
  const rows = lockouts.data?.lockouts ?? [];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="pin-lockouts" className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
      <h2 id="pin-lockouts" className="text-lg font-bold text-ink">
        {t('backOffice.pinLockouts.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('backOffice.pinLockouts.intro')}</p>
      <ul className="mt-3 divide-y divide-amber-200">
        {rows.map((row) => (
          <li key={`${row.managerEmail}|${row.storeId}|${row.cashierId}`} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
            <span className="min-w-0 break-words">
              <span className="block font-semibold text-ink">{t('backOffice.pinLockouts.who', { manager: row.managerName, cashier: row.cashierName, store: row.storeId })}</span>
              <span className="block text-slate-700">{t('backOffice.pinLockouts.until', { count: row.failures, time: formatTime(row.lockedUntil, t.language) })}</span>
            </span>
            <Button variant="navy" size="sm" className="px-4" disabled={unlock.isPending} onClick={() => unlock.mutate(row)}>
              {t('backOffice.pinLockouts.unlock')}
            </Button>
          </li>
        ))}
      </ul>
      {unlock.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(unlock.error, t('backOffice.pinLockouts.failed'))}
        </p>
      )}
    </section>
  );
}
