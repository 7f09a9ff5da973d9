import { useState, type FormEvent } from 'react';
import { ADJUSTMENT_REASONS, NOTE_MAX_LENGTH, pointsAdjustmentForm } from '#domain/back-office/forms.ts';
import { formatNumber } from '#domain/platform/format.ts';
import { useT } from '../../../texts/texts.tsx';
import { FormFooter, SelectField, SubmitButton, TextAreaField, TextField, useFormProblems } from '../../../ui/form/index.ts';
import { useAdjustPoints } from '../api.ts';
import { signedPoints } from './points-text.ts';

/**
 * Add or deduct Reward Points with a reason (decision 017). Checked with the server's own schema before
 * it is sent; one adjustmentId per adjustment, so a double click or a retry books it once.
 */
export function PointsAdjustmentForm({ membershipNumber }: { membershipNumber: string }) {
  const t = useT();
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [adjustmentId, setAdjustmentId] = useState(() => crypto.randomUUID());
  const problems = useFormProblems();
  const [done, setDone] = useState<string | null>(null);
  const adjust = useAdjustPoints(membershipNumber);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const body = problems.check(pointsAdjustmentForm, {
      points: points.trim() === '' ? undefined : Number(points.trim()),
      reason: reason || undefined,
      note,
      adjustmentId,
    });
    if (!body) return;
    adjust.mutate(body, {
      onSuccess: (result) => {
        setDone(
          t('backOffice.members.adjust.done', {
            change: signedPoints(result.points, t.language),
            reason: t(`backOffice.members.adjust.reasons.${result.reason}`),
            balance: formatNumber(result.pointsBalance, t.language),
          }),
        );
        setPoints('');
        setReason('');
        setNote('');
        setAdjustmentId(crypto.randomUUID());
      },
      onError: problems.fail,
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('backOffice.members.page.adjustPoints')} className="grid gap-4 md:grid-cols-2">
      <TextField id="adjust-points" label={t('backOffice.members.adjust.points')} problem={problems.of('points')} hint={t('backOffice.members.adjust.pointsHint')} inputMode="numeric" value={points} onValue={setPoints} />
      <SelectField id="adjust-reason" label={t('backOffice.members.adjust.reason')} problem={problems.of('reason')} value={reason} onValue={setReason}>
        <option value="">{t('backOffice.members.adjust.choose')}</option>
        {ADJUSTMENT_REASONS.map((code) => (
          <option key={code} value={code}>
            {t(`backOffice.members.adjust.reasons.${code}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="adjust-note"
        label={t('backOffice.members.adjust.note')}
        problem={problems.of('note')}
        hint={t('backOffice.members.adjust.noteHint')}
        rows={2}
        maxLength={NOTE_MAX_LENGTH}
        value={note}
        onValue={setNote}
        className="md:col-span-2"
      />
      <div className="md:col-span-2">
        {/* The adjustment's id is the form's own: a problem with it is the form's. */}
        <FormFooter saved={done} problem={problems.form ?? problems.of('adjustmentId')}>
          <SubmitButton pending={adjust.isPending} pendingLabel={t('backOffice.members.adjust.pending')} className="px-5">
            {t('backOffice.members.adjust.submit')}
          </SubmitButton>
        </FormFooter>
      </div>
    </form>
  );
}
