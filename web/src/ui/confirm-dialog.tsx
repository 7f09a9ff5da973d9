import { useCallback, useState, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { ModalDialog, ModalDialogTitle } from './modal-dialog.tsx';
import { useT } from '../texts/texts.tsx';

/** The answers' labels; the screen's language's Yes and No (common.ui) unless a screen names others. */
export interface ConfirmLabels {
  yes?: string;
  no?: string;
}

interface PendingQuestion {
  question: string;
  labels: ConfirmLabels;
  resolve(answer: boolean): void;
}

/**
 * An accessible yes/no question in a modal dialog (focus is trapped, Escape answers no).
 * `const [confirm, dialog] = useConfirm();` then `if (await confirm('Sure?')) …` and render `dialog`.
 */
export function useConfirm(): [(question: string, labels?: ConfirmLabels) => Promise<boolean>, ReactNode] {
  const [pending, setPending] = useState<PendingQuestion | null>(null);
  const confirm = useCallback(
    (question: string, labels: ConfirmLabels = {}) => new Promise<boolean>((resolve) => setPending({ question, labels, resolve })),
    [],
  );
  const answer = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
  };
  return [confirm, pending ? <ConfirmDialog question={pending.question} labels={pending.labels} onAnswer={answer} /> : null];
}

function ConfirmDialog({ question, labels, onAnswer }: { question: string; labels: ConfirmLabels; onAnswer(answer: boolean): void }) {
  const t = useT();
  return (
    <ModalDialog onClose={() => onAnswer(false)} closeOnOutsideClick={false} size="sm">
      <div className="p-6">
        <ModalDialogTitle as="p" className="text-lg font-semibold text-ink">
          {question}
        </ModalDialogTitle>
        <div className="mt-6 flex justify-end gap-3">
          <Button onClick={() => onAnswer(false)} variant="outline" size="sm" className="px-5">
            {labels.no ?? t('common.ui.no')}
          </Button>
          <Button autoFocus onClick={() => onAnswer(true)} size="sm" className="px-6">
            {labels.yes ?? t('common.ui.yes')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
