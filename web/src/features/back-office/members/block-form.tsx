import { useState, type FormEvent } from 'react';
import { blockMemberForm, NOTE_MAX_LENGTH } from '#domain/back-office/forms.ts';
import { isBlockedStatus } from '#domain/loyalty/member-status.ts';
import { FormFooter, SubmitButton, TextAreaField, useFormProblems } from '../../../ui/form/index.ts';
import { useSetMemberBlocked } from '../api.ts';

/** Block a membership (it neither earns nor redeems; the till says so) or make it active again (decision 017). */
export function BlockForm({ membershipNumber, status }: { membershipNumber: string; status: string }) {
  const blocked = isBlockedStatus(status);
  const [note, setNote] = useState('');
  const problems = useFormProblems();
  const change = useSetMemberBlocked(membershipNumber);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Blocking needs a reason; making the membership active again does not.
    if (!blocked && !problems.check(blockMemberForm, { note })) return;
    problems.clear();
    change.mutate(
      { blocked: !blocked, note: note.trim() },
      {
        onSuccess: () => setNote(''),
        onError: problems.fail,
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
      <TextAreaField id="block-note" label={blocked ? 'Note (optional)' : 'Why block it?'} problem={problems.of('note')} rows={2} maxLength={NOTE_MAX_LENGTH} value={note} onValue={setNote} />
      <FormFooter problem={problems.form}>
        <SubmitButton pending={change.isPending} pendingLabel={null} variant={blocked ? 'navy' : 'primary'} className="px-5">
          {blocked ? 'Unblock membership' : 'Block membership'}
        </SubmitButton>
      </FormFooter>
    </form>
  );
}
