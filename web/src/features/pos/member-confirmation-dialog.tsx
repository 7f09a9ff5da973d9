import { useState, type FormEvent } from 'react';
import type { MemberConfirmation, OtpChallenge } from '#domain/pos/api/member-confirmation.ts';
import type { PlaceOrderRequest } from '#domain/pos/api/sales.ts';
import { Button } from '../../ui/button.tsx';
import { errorMessage } from '../../ui/error-message.ts';
import { useT } from '../../texts/texts.tsx';
import { confirmWithMemberCode, sendMemberOtp, verifyMemberOtp } from './api.ts';
import { PosDialog, SubmitButton, TextField } from './pos-dialog.tsx';

/** The sale as the till posts it, carrying the member's confirmation (docs/decisions/039-member-confirmation.md). */
export function withConfirmation(request: PlaceOrderRequest, confirmation: MemberConfirmation | null): PlaceOrderRequest {
  const [entry] = request.orders;
  if (!confirmation || !entry) return request;
  return { ...request, orders: [{ ...entry, order: { ...entry.order, memberConfirmation: confirmation.confirmationId } }] };
}

/**
 * The till's confirmation step (decision 039): a sale that redeems points or uses a voucher waits for the
 * member to agree, by the QR of their member area (camera-less tills: a hand scanner types its code into
 * the field, or the cashier types the text under the QR), or by a one-time code sent to them.
 */
export function MemberConfirmationDialog({
  storeId,
  membershipNumber,
  onClose,
  onConfirmed,
}: {
  storeId: string;
  membershipNumber: string;
  onClose(): void;
  onConfirmed(confirmation: MemberConfirmation): void;
}) {
  const t = useT();
  const [qrError, setQrError] = useState<string | undefined>();
  const [otpError, setOtpError] = useState<string | undefined>();
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }

  const submitQr = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('memberCode') ?? '').trim();
    void run(async () => {
      try {
        onConfirmed(await confirmWithMemberCode(storeId, membershipNumber, code));
      } catch (error) {
        setQrError(errorMessage(error));
      }
    });
  };

  const send = () =>
    void run(async () => {
      try {
        setChallenge(await sendMemberOtp(storeId, membershipNumber));
        setOtpError(undefined);
      } catch (error) {
        setOtpError(errorMessage(error));
      }
    });

  const submitOtp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('otp') ?? '');
    if (!challenge) return;
    void run(async () => {
      try {
        onConfirmed(await verifyMemberOtp(challenge.challengeId, code));
      } catch (error) {
        setOtpError(errorMessage(error));
      }
    });
  };

  return (
    <PosDialog title={t('pos.confirm.title')} onClose={onClose}>
      <p className="text-sm text-slate-700">{t('pos.confirm.intro', { member: membershipNumber })}</p>
      <section aria-labelledby="confirm-qr" className="mt-5 space-y-3">
        <h3 id="confirm-qr" className="font-semibold text-ink">
          {t('pos.confirm.qrHeading')}
        </h3>
        <p className="text-sm text-slate-600">{t('pos.confirm.qrHint')}</p>
        <form onSubmit={submitQr} className="space-y-3">
          <TextField label={t('pos.confirm.qrField')} name="memberCode" autoFocus error={qrError} />
          <SubmitButton disabled={busy}>{t('pos.confirm.confirmQr')}</SubmitButton>
        </form>
      </section>
      <section aria-labelledby="confirm-otp" className="mt-6 space-y-3 border-t border-slate-200 pt-5">
        <h3 id="confirm-otp" className="font-semibold text-ink">
          {t('pos.confirm.otpHeading')}
        </h3>
        <p className="text-sm text-slate-600">{t('pos.confirm.otpHint')}</p>
        {challenge && (
          <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
            {challenge.sentTo ? t('pos.confirm.sentEmail', { to: challenge.sentTo }) : t('pos.confirm.sentWhatsapp')}
          </p>
        )}
        {challenge ? (
          <form onSubmit={submitOtp} className="space-y-3">
            <TextField label={t('pos.confirm.otpField')} name="otp" inputMode="numeric" autoFocus error={otpError} />
            <SubmitButton disabled={busy}>{t('pos.confirm.verifyOtp')}</SubmitButton>
          </form>
        ) : (
          otpError && (
            <p role="alert" className="text-sm text-red-700">
              {otpError}
            </p>
          )
        )}
        <Button type="button" variant="outline" size="md" className="w-full" disabled={busy} onClick={send}>
          {challenge ? t('pos.confirm.sendAgain') : t('pos.confirm.sendOtp')}
        </Button>
      </section>
    </PosDialog>
  );
}

/** Step 4's line about the member's agreement: given (and how), or needed, with the button that asks for it. */
export function MemberConfirmationStatus({ membershipNumber, confirmation, onConfirm }: { membershipNumber: string; confirmation: MemberConfirmation | null; onConfirm(): void }) {
  const t = useT();
  if (confirmation) {
    return (
      <p role="status" className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200">
        {confirmation.method === 'otp' ? t('pos.confirm.confirmedOtp', { member: membershipNumber }) : t('pos.confirm.confirmedMemberCode', { member: membershipNumber })}
      </p>
    );
  }
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 px-4 py-3 ring-1 ring-amber-300">
      <div>
        <p className="font-semibold text-amber-950">{t('pos.confirm.needed')}</p>
        <p className="text-sm text-amber-950">{t('pos.confirm.neededHint')}</p>
      </div>
      <Button type="button" variant="navy" size="sm" className="shrink-0 px-5" onClick={onConfirm}>
        {t('pos.confirm.open')}
      </Button>
    </div>
  );
}
