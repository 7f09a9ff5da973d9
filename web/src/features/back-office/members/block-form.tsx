import { useState, type FormEvent } from 'react';
import { blockMemberForm, fieldMessages, NOTE_MAX_LENGTH } from '#domain/back-office/forms.ts';
import { isBlockedStatus } from '#domain/loyalty/member-status.ts';
import { ApiError } from '../../../api/client.ts';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';
import { useSetMemberBlocked } from '../api.ts';
import { describedBy, Field, inputClass } from '../admin-ui.tsx';

/** Issue 16 §4: block a membership (it neither earns nor redeems; the till says so) or make it active again. */
export function BlockForm({ membershipNumber, status }: { membershipNumber: string; status: string }) {
  const blocked = isBlockedStatus(status);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useSetMemberBlocked(membershipNumber);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked) {
      const parsed = blockMemberForm.safeParse({ note });
      if (!parsed.success) return setErrors(fieldMessages(parsed.error));
    }
    setErrors({});
    change.mutate(
      { blocked: !blocked, note: note.trim() },
      {
        onSuccess: () => setNote(''),
        onError: (error) => setErrors(error instanceof ApiError && Object.keys(error.fields).length > 0 ? error.fields : { form: errorMessage(error) }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={blocked ? 'Unblock membership' : 'Block membership'} className="space-y-3">
      <p className="text-sm text-slate-700">
        {blocked
          ? 'This membership is blocked: it cannot earn or redeem points, at the till or online.'
          : 'A blocked membership cannot earn or redeem points; the till tells the cashier.'}
      </p>
      <Field id="block-note" label={blocked ? 'Note (optional)' : 'Why block it?'} error={errors.note}>
        <textarea
          id="block-note"
          rows={2}
          maxLength={NOTE_MAX_LENGTH}
          className={inputClass}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          {...describedBy('block-note', errors.note)}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant={blocked ? 'navy' : 'primary'} size="sm" className="px-5" disabled={change.isPending}>
          {blocked ? 'Unblock membership' : 'Block membership'}
        </Button>
        {errors.form && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {errors.form}
          </p>
        )}
      </div>
    </form>
  );
}
