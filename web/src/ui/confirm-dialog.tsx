import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './button.tsx';

interface PendingQuestion {
  question: string;
  resolve(answer: boolean): void;
}

/**
 * An accessible yes/no question in a modal <dialog> (focus is trapped, Escape answers no).
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
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby="confirm-question"
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
      className="m-auto w-[min(92vw,26rem)] rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-black/40"
    >
      <p id="confirm-question" className="text-lg font-semibold text-ink">
        {question}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <Button onClick={() => onAnswer(false)} variant="outline" size="sm" className="px-5">
          No
        </Button>
        <Button autoFocus onClick={() => onAnswer(true)} size="sm" className="px-6">
          Yes
        </Button>
      </div>
    </dialog>
  );
}
