import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  title: ReactNode;
  /** Under the title. */
  description?: ReactNode;
  onClose(): void;
  /** False while something must finish first (a spinning wheel): Escape and outside clicks do nothing. */
  dismissible?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A modal <dialog> that is open while rendered: focus stays inside, the page behind is inert, and it
 * closes on Escape and on a click outside it (loyalty-pos.md §2 QR dialog). Render it conditionally.
 */
export function ModalDialog({ title, description, onClose, dismissible = true, className = '', children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      // Chromium closes a dialog on a repeated Escape even when `cancel` is refused: keep the state in
      // step. (The check skips the close of StrictMode's effect rerun, after which it is open again.)
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      // The dialog fills its box with padding, so a click whose target is the dialog itself landed on
      // the backdrop around it.
      onClick={(event) => {
        if (event.target === event.currentTarget && dismissible) onClose();
      }}
      className={`m-auto max-h-[92vh] w-[min(92vw,28rem)] overflow-y-auto rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-black/40 ${className}`}
    >
      <div className="p-6">
        <h2 id={titleId} className="text-xl font-bold text-ink">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="mt-1 text-sm text-slate-600">
            {description}
          </p>
        )}
        {children}
      </div>
    </dialog>
  );
}
