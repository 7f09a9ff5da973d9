import { useState, type FormEvent } from 'react';
import { ADJUSTMENT_REASON_LABELS, ADJUSTMENT_REASONS, NOTE_MAX_LENGTH, pointsAdjustmentForm } from '#domain/back-office/forms.ts';
import { formatPoints } from '#domain/pos/pricing.ts';
import { FormFooter, SelectField, SubmitButton, TextAreaField, TextField, useFormProblems } from '../../../ui/form/index.ts';
import { useAdjustPoints } from '../api.ts';
import { formatPointsChange } from '../format.ts';

/**
 * Add or deduct Reward Points with a reason (decision 017). Checked with the server's own schema before
 * it is sent; one adjustmentId per adjustment, so a double click or a retry books it once.
 */
export function PointsAdjustmentForm({ membershipNumber }: { membershipNumber: string }) {
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
          `${formatPointsChange(result.points)} points booked (${ADJUSTMENT_REASON_LABELS[result.reason]}). New balance: ${formatPoints(result.pointsBalance)} points.`,
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
    <form onSubmit={submit} noValidate aria-label="Adjust points" className="grid gap-4 md:grid-cols-2">
      <TextField id="adjust-points" label="Points" problem={problems.of('points')} hint="Positive adds points, negative deducts them." inputMode="numeric" value={points} onValue={setPoints} />
      <SelectField id="adjust-reason" label="Reason" problem={problems.of('reason')} value={reason} onValue={setReason}>
        <option value="">Choose…</option>
        {ADJUSTMENT_REASONS.map((code) => (
          <option key={code} value={code}>
            {ADJUSTMENT_REASON_LABELS[code]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="adjust-note"
        label="Note"
        problem={problems.of('note')}
        hint="Required for the reason Other."
        rows={2}
        maxLength={NOTE_MAX_LENGTH}
        value={note}
        onValue={setNote}
        className="md:col-span-2"
      />
      <div className="md:col-span-2">
        {/* The adjustment's id is the form's own: a problem with it is the form's. */}
        <FormFooter saved={done} problem={problems.form ?? problems.of('adjustmentId')}>
          <SubmitButton pending={adjust.isPending} pendingLabel="Booking…" className="px-5">
            Book adjustment
          </SubmitButton>
        </FormFooter>
      </div>
    </form>
  );
}
