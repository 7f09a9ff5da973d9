import { phoneQueryTooShort } from '#domain/pos/member-query.ts';
import { useState, type FormEvent } from 'react';
import type { PosMemberMatch } from '#domain/pos/api/sales.ts';
import { searchMembers } from './api.ts';
import { PosDialog, SubmitButton, TextField } from './pos-dialog.tsx';
import { errorMessage } from '../../ui/error-message.ts';
import { useT } from '../../texts/texts.tsx';

/** '6281234567801' as people write it: '+62 812-3456-7801'. */
const phoneText = (phone: string) => `+62 ${phone.slice(2, 5)}-${phone.slice(5, 9)}-${phone.slice(9)}`;

interface MemberSearchDialogProps {
  onClose(): void;
  /** Loads the chosen member (the checkout then moves to step 3); false when that failed. */
  onChoose(membershipNumber: string): Promise<boolean>;
}

/**
 * Finding the member (decision 006): by phone number, e-mail address or membership number. One match is
 * taken at once; several are listed for the cashier to choose.
 */
export function MemberSearchDialog({ onClose, onChoose }: MemberSearchDialogProps) {
  const t = useT();
  const [matches, setMatches] = useState<PosMemberMatch[] | null>(null);
  const [problem, setProblem] = useState<string | undefined>();

  const choose = async (membershipNumber: string) => {
    if (await onChoose(membershipNumber)) onClose();
  };
  const search = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('memberQuery') ?? '').trim();
    setMatches(null);
    try {
      const found = await searchMembers(q);
      setProblem(
        found.length > 0
          ? undefined
          : phoneQueryTooShort(q)
            ? t('pos.member.phoneTooShort')
            : t('pos.member.noneFound', { query: q }),
      );
      if (found.length === 1) await choose(found[0]!.membershipNumber);
      else setMatches(found);
    } catch (error) {
      setProblem(errorMessage(error, String(error)));
    }
  };

  return (
    <PosDialog title={t('pos.member.find')} onClose={onClose}>
      <form onSubmit={(event) => void search(event)} noValidate className="space-y-4">
        <TextField label={t('pos.member.findQuery')} name="memberQuery" autoFocus error={problem} />
        <SubmitButton>{t('pos.member.search')}</SubmitButton>
      </form>
      {matches && matches.length > 1 && (
        <ul aria-label={t('pos.member.matches')} className="mt-4 max-h-72 divide-y divide-slate-200 overflow-y-auto rounded-lg ring-1 ring-slate-200">
          {matches.map((member) => (
            <li key={member.membershipNumber}>
              <button
                type="button"
                onClick={() => void choose(member.membershipNumber)}
                aria-label={t('pos.member.choose', { name: member.name, number: member.membershipNumber })}
                className="w-full px-3 py-2 text-left text-sm hover:bg-slate-100"
              >
                <span className="block font-semibold text-ink">
                  {member.name} · {member.membershipNumber}
                </span>
                <span className="block text-slate-600">
                  {member.phone ? `${phoneText(member.phone)} · ` : ''}
                  {member.email}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </PosDialog>
  );
}
