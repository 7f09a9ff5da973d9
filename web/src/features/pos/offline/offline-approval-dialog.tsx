import { useState, type FormEvent } from 'react';
import { formatRupiah, formatTime } from '#domain/platform/format.ts';
import type { OfflinePolicy } from '#domain/pos/api/offline.ts';
import type { OfflineOverrideReason } from '#domain/pos/offline.ts';
import { MANAGER_PIN_MESSAGE, MANAGER_PIN_PATTERN } from '#domain/pos/returns.ts';
import { useLanguage, useT } from '../../../texts/texts.tsx';
import { ManagerChoice, PosDialog, SubmitButton, TextField } from '../pos-dialog.tsx';
import { pinMatches, tillPinGuard } from './manager-pin.ts';

export interface OfflineApproval {
  managerUserId: string;
  reason: OfflineOverrideReason;
}

/**
 * An offline sale past the owner's limits (decision 030): a manager of the store picks their name and
 * types their PIN; the till checks it against the value cached for the shift, with no server. The
 * approval goes with the sale, and the server records who gave it.
 */
export function OfflineApprovalDialog({
  reasons,
  limits,
  managers,
  onApproved,
  onClose,
}: {
  reasons: readonly OfflineOverrideReason[];
  limits: Pick<OfflinePolicy, 'offlineMaxHours' | 'offlineMaxSaleRupiah'>;
  managers: OfflinePolicy['managers'];
  onApproved(approval: OfflineApproval): void;
  onClose(): void;
}) {
  const t = useT();
  const language = useLanguage();
  const [managerId, setManagerId] = useState(managers.length === 1 ? managers[0]!.userId : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pin = String(new FormData(event.currentTarget).get('pin') ?? '');
    const manager = managers.find((m) => m.userId === managerId);
    const lockedUntil = tillPinGuard.lockedUntilTime();
    if (lockedUntil) return setProblem(t('pos.offline.approval.locked', { time: formatTime(new Date(lockedUntil), language) }));
    if (!manager) return setProblem(t('pos.offline.approval.chooseManager'));
    if (!MANAGER_PIN_PATTERN.test(pin)) return setProblem(t(MANAGER_PIN_MESSAGE));
    setChecking(true);
    const right = await pinMatches(pin, manager.pinCheck).catch(() => false);
    setChecking(false);
    tillPinGuard.record(right);
    if (!right) return setProblem(t('pos.offline.approval.wrongPin', { name: manager.name }));
    onApproved({ managerUserId: manager.userId, reason: reasons[0]! });
  };

  return (
    <PosDialog title={t('pos.offline.approval.title')} onClose={onClose}>
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        {reasons.map((reason) => (
          <li key={reason}>
            {reason === 'offlineTooLong'
              ? t('pos.offline.approval.reason.offlineTooLong', { hours: limits.offlineMaxHours })
              : t('pos.offline.approval.reason.saleTooLarge', { amount: formatRupiah(limits.offlineMaxSaleRupiah) })}
          </li>
        ))}
      </ul>
      {managers.length === 0 ? (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t('pos.offline.approval.noManagers')}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-4" noValidate>
          <p className="text-sm text-slate-700">{t('pos.offline.approval.intro')}</p>
          <ManagerChoice
            label={t('pos.offline.approval.manager')}
            managers={managers.map((manager) => ({ key: manager.userId, name: manager.name }))}
            chosen={managerId}
            onChoose={setManagerId}
          />
          <TextField label={t('pos.offline.approval.pin')} name="pin" type="password" inputMode="numeric" autoFocus />
          {problem && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {problem}
            </p>
          )}
          <SubmitButton>{checking ? t('pos.offline.approval.checking') : t('pos.offline.approval.approve')}</SubmitButton>
        </form>
      )}
    </PosDialog>
  );
}
