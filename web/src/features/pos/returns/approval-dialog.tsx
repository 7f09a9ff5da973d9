import { useState, type FormEvent } from 'react';
import type { CreateReturnRequest, PosReturn } from '#domain/pos/api/returns.ts';
import { MANAGER_PIN_MESSAGE, MANAGER_PIN_PATTERN } from '#domain/pos/returns.ts';
import { ApiError } from '../../../api/client.ts';
import { errorMessage } from '../../../ui/error-message.ts';
import { useT } from '../../../texts/texts.tsx';
import { reportLink } from '../offline/till-sync.ts';
import { ManagerChoice, PosDialog, SubmitButton, TextField } from '../pos-dialog.tsx';
import { useCreateReturn, useManagers } from './api.ts';
import { ReturnsOfflineNote } from './offline-note.tsx';

/**
 * The manager approves at the cashier's till: picks their name (or types their e-mail) and types their
 * PIN. The server checks the PIN (and slows guessing down); the PIN is never kept in the browser. The
 * names offered are those whose approval counts at the sale's store.
 */
export function ApprovalDialog({
  request,
  storeId,
  offline,
  onClose,
  onBooked,
}: {
  request: Omit<CreateReturnRequest, 'approval' | 'reason'>;
  /** The sale's store. */
  storeId: string;
  /** The link dropped while the dialog is open: the PIN waits, and the note says why. */
  offline: boolean;
  onClose(): void;
  onBooked(booked: PosReturn): void;
}) {
  const t = useT();
  const managers = useManagers(storeId);
  const createReturn = useCreateReturn();
  const [problem, setProblem] = useState<string | null>(null);
  const [managerEmail, setManagerEmail] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (offline) return;
    const form = new FormData(event.currentTarget);
    const pin = String(form.get('pin') ?? '');
    const reason = String(form.get('reason') ?? '').trim();
    if (!managerEmail.trim()) return setProblem(t('pos.returns.approval.chooseManager'));
    if (!MANAGER_PIN_PATTERN.test(pin)) return setProblem(t(MANAGER_PIN_MESSAGE));
    setProblem(null);
    try {
      onBooked(await createReturn.mutateAsync({ ...request, ...(reason ? { reason } : {}), approval: { managerEmail: managerEmail.trim(), pin } }));
    } catch (error) {
      // No answer: the link is down; the same key books this return once when it is back.
      if (error instanceof ApiError && error.status === 0) reportLink(false);
      setProblem(errorMessage(error));
    }
  };

  return (
    <PosDialog title={t('pos.returns.managerApproval')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        <div>
          <label htmlFor="approval-manager" className="block text-sm font-medium text-slate-700">
            {t('pos.returns.approval.managerEmail')}
          </label>
          <input
            id="approval-manager"
            name="managerEmail"
            maxLength={254}
            type="email"
            value={managerEmail}
            onChange={(event) => setManagerEmail(event.target.value)}
            autoFocus
            autoComplete="off"
            className="mt-1 h-11 w-full rounded-lg border border-slate-300 px-3 text-ink focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
          />
          {managers.data && managers.data.length > 0 && (
            <div className="mt-2">
              <ManagerChoice
                label={t('pos.returns.approval.chooseGroup')}
                managers={managers.data.map((manager) => ({ key: manager.email, name: manager.name }))}
                chosen={managerEmail}
                onChoose={setManagerEmail}
              />
            </div>
          )}
        </div>
        <TextField label={t('pos.returns.approval.pin')} name="pin" type="password" inputMode="numeric" />
        <TextField label={t('pos.returns.approval.reason')} name="reason" />
        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {problem}
          </p>
        )}
        {offline && <ReturnsOfflineNote />}
        <SubmitButton disabled={offline}>{t('pos.returns.approval.approve')}</SubmitButton>
      </form>
    </PosDialog>
  );
}
