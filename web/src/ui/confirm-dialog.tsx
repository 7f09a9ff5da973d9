import { useCallback, useState, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { ModalDialog, ModalDialogTitle } from './modal-dialog.tsx';

interface PendingQuestion {
  question: string;
  resolve(answer: boolean): void;
}

/**
 * An accessible yes/no question in a modal dialog (focus is trapped, Escape answers no).
 * `const [confirm, dialog] = useConfirm();` then `if (await confirm('Sure?')) …` and render `dialog`.
 */
export function useConfirm(): [(question: string) => Promise<boolean>, ReactNode] {
  const [pending, setPending] = useState<PendingQuestion | null>(null);
  const confirm = useCallback(
    (question: string) => new Promise<boolean>((resolve) => setPending({ question, resolve })),
    [],
  );
  const answer = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
  };
  return [confirm, pending ? <ConfirmDialog question={pending.question} onAnswer={answer} /> : null];
}

function ConfirmDialog({ question, onAnswer }: { question: string; onAnswer(answer: boolean): void }) {
  return (
    <ModalDialog onClose={() => onAnswer(false)} closeOnOutsideClick={false} size="sm">
      <div className="p-6">
        <ModalDialogTitle as="p" className="text-lg font-semibold text-ink">
          {question}
        </ModalDialogTitle>
        <div className="mt-6 flex justify-end gap-3">
          <Button onClick={() => onAnswer(false)} variant="outline" size="sm" className="px-5">
            No
          </Button>
          <Button autoFocus onClick={() => onAnswer(true)} size="sm" className="px-6">
            Yes
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
