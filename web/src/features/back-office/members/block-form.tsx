import { useState, type FormEvent } from 'react';
import { blockMemberForm, NOTE_MAX_LENGTH } from '#domain/back-office/forms.ts';
import { isBlockedStatus } from '#domain/loyalty/member-status.ts';
import { FormFooter, SubmitButton, TextAreaField, useFormProblems } from '../../../ui/form/index.ts';
import { useSetMemberBlocked } from '../api.ts';
import { useT } from '../../../texts/texts.tsx';

/** Block a membership (it neither earns nor redeems; the till says so) or make it active again (decision 017). */
export function BlockForm({ membershipNumber, status }: { membershipNumber: string; status: string }) {
  const t = useT();
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
    <form onSubmit={submit} noValidate aria-label={blocked ? t('backOffice.members.block.unblock') : t('backOffice.members.block.block')} className="space-y-3">
      <p className="text-sm text-slate-700">
        {blocked ? t('backOffice.members.block.blockedText') : t('backOffice.members.block.activeText')}
      </p>
      <TextAreaField id="block-note" label={blocked ? t('backOffice.members.block.noteOptional') : t('backOffice.members.block.why')} problem={problems.of('note')} rows={2} maxLength={NOTE_MAX_LENGTH} value={note} onValue={setNote} />
      <FormFooter problem={problems.form}>
        <SubmitButton pending={change.isPending} pendingLabel={null} variant={blocked ? 'navy' : 'primary'} className="px-5">
          {blocked ? t('backOffice.members.block.unblock') : t('backOffice.members.block.block')}
        </SubmitButton>
      </FormFooter>
    </form>
  );
}
