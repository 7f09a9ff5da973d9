import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from 'react';

/** The dialog's box: the card most dialogs are, or the promo popup's own look. */
const LOOKS = {
  card: 'max-h-[92vh] overflow-y-auto rounded-2xl backdrop:bg-black/40',
  /** storefront.md §9: the popup fades and scales in (`.promo-popup` in styles.css). */
  promo: 'promo-popup overflow-hidden rounded-3xl backdrop:bg-black/50',
} as const;

const WIDTHS = {
  /** A yes/no question. */
  sm: 'w-[min(92vw,26rem)]',
  md: 'w-[min(92vw,28rem)]',
  /** The prize wheel. */
  lg: 'w-[min(94vw,30rem)]',
  /** The promo popup: picture and text side by side. */
  xl: 'w-[min(94vw,48rem)] max-w-3xl',
} as const;

interface CommonProps {
  onClose(): void;
  /** False while something must finish first (a spinning wheel): Escape and outside clicks do nothing. */
  dismissible?: boolean;
  /** Whether a click outside the dialog closes it (loyalty-pos.md §2 QR dialog); some close only by their buttons and Escape. */
  closeOnOutsideClick?: boolean;
  look?: keyof typeof LOOKS;
  size?: keyof typeof WIDTHS;
  children: ReactNode;
}

type ModalDialogProps = CommonProps &
  (
    | {
        /** The heading at the top of the card (the dialog's name), with an optional line under it. */
        title: ReactNode;
        description?: ReactNode;
      }
    | {
        /** No title: the children lay out the whole dialog and name it with a <ModalDialogTitle>. */
        title?: undefined;
        description?: undefined;
      }
  );

const TitleId = createContext<string | undefined>(undefined);

/**
 * A modal <dialog> that is open while rendered: focus stays inside, the page behind is inert, and it
 * closes on Escape and (unless told otherwise) on a click outside it. Render it conditionally.
 */
export function ModalDialog({
  title,
  description,
  onClose,
  dismissible = true,
  closeOnOutsideClick = true,
  look = 'card',
  size = 'md',
  children,
}: ModalDialogProps) {
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
      // The dialog's content fills its box, so a click whose target is the dialog itself landed on
      // the backdrop around it.
      onClick={(event) => {
        if (event.target === event.currentTarget && dismissible && closeOnOutsideClick) onClose();
      }}
      className={`m-auto bg-white p-0 shadow-2xl ${LOOKS[look]} ${WIDTHS[size]}`}
    >
      <TitleId.Provider value={titleId}>
        {title === undefined ? (
          children
        ) : (
          <div className="p-6">
            <ModalDialogTitle className="text-xl font-bold text-ink">{title}</ModalDialogTitle>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </p>
            )}
            {children}
          </div>
        )}
      </TitleId.Provider>
    </dialog>
  );
}

/** The name of a ModalDialog that lays itself out: a heading (or a paragraph for a plain question). */
export function ModalDialogTitle({ as: Tag = 'h2', className, children }: { as?: 'h2' | 'p'; className: string; children: ReactNode }) {
  const id = useContext(TitleId);
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
