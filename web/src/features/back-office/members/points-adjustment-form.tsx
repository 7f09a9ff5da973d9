import { useState, type FormEvent } from 'react';
import { ADJUSTMENT_REASON_LABELS, ADJUSTMENT_REASONS, fieldMessages, NOTE_MAX_LENGTH, pointsAdjustmentForm } from '#domain/back-office/forms.ts';
import { formatPoints } from '#domain/pos/pricing.ts';
import { ApiError } from '../../../api/client.ts';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';
import { useAdjustPoints } from '../api.ts';
import { describedBy, Field, inputClass } from '../admin-ui.tsx';
import { formatPointsChange } from '../format.ts';

/**
 * Issue 16 §4: add or deduct Reward Points with a reason. Checked with the server's own schema before
 * it is sent; one adjustmentId per adjustment, so a double click or a retry books it once.
 */
export function PointsAdjustmentForm({ membershipNumber }: { membershipNumber: string }) {
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [adjustmentId, setAdjustmentId] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const adjust = useAdjustPoints(membershipNumber);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const parsed = pointsAdjustmentForm.safeParse({
      points: points.trim() === '' ? undefined : Number(points.trim()),
      reason: reason || undefined,
      note,
      adjustmentId,
    });
    if (!parsed.success) return setErrors(fieldMessages(parsed.error));
    setErrors({});
    adjust.mutate(parsed.data, {
      onSuccess: (result) => {
        setDone(
          `${formatPointsChange(result.points)} points booked (${ADJUSTMENT_REASON_LABELS[result.reason]}). New balance: ${formatPoints(result.pointsBalance)} points.`,
        );
        setPoints('');
        setReason('');
        setNote('');
        setAdjustmentId(crypto.randomUUID());
      },
      onError: (error) => setErrors(error instanceof ApiError && Object.keys(error.fields).length > 0 ? error.fields : { form: errorMessage(error) }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Adjust points" className="grid gap-4 md:grid-cols-2">
      <Field id="adjust-points" label="Points" error={errors.points} hint="Positive adds points, negative deducts them.">
        <input
          id="adjust-points"
          inputMode="numeric"
          className={inputClass}
          value={points}
          onChange={(e) => setPoints(e.target.value)}
          {...describedBy('adjust-points', errors.points, true)}
        />
      </Field>
      <Field id="adjust-reason" label="Reason" error={errors.reason}>
        <select id="adjust-reason" className={inputClass} value={reason} onChange={(e) => setReason(e.target.value)} {...describedBy('adjust-reason', errors.reason)}>
          <option value="">Choose…</option>
          {ADJUSTMENT_REASONS.map((code) => (
            <option key={code} value={code}>
              {ADJUSTMENT_REASON_LABELS[code]}
            </option>
          ))}
        </select>
      </Field>
      <div className="md:col-span-2">
        <Field id="adjust-note" label="Note" error={errors.note} hint="Required for the reason Other.">
          <textarea
            id="adjust-note"
            rows={2}
            maxLength={NOTE_MAX_LENGTH}
            className={inputClass}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            {...describedBy('adjust-note', errors.note, true)}
          />
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3 md:col-span-2">
        <Button type="submit" variant="navy" size="sm" className="px-5" disabled={adjust.isPending}>
          {adjust.isPending ? 'Booking…' : 'Book adjustment'}
        </Button>
        {done && (
          <p role="status" className="text-sm font-semibold text-emerald-800">
            {done}
          </p>
        )}
        {(errors.form ?? errors.adjustmentId) && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {errors.form ?? errors.adjustmentId}
          </p>
        )}
      </div>
    </form>
  );
}
