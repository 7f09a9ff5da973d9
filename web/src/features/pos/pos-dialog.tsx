import { useId, type ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { ModalDialog, ModalDialogTitle } from '../../ui/modal-dialog.tsx';
import { useT } from '../../texts/texts.tsx';

/**
 * A dialog with a title and a close icon (loyalty-pos.md §2 step 2: both dialogs have one). It closes
 * on the icon and on Escape; unlike the member area's dialogs, a click outside leaves it open.
 */
export function PosDialog({ title, onClose, children }: { title: string; onClose(): void; children: ReactNode }) {
  const t = useT();
  return (
    <ModalDialog onClose={onClose} closeOnOutsideClick={false}>
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <ModalDialogTitle className="text-lg font-bold text-ink">{title}</ModalDialogTitle>
          <button type="button" onClick={onClose} aria-label={t('pos.member.close')} className="-m-1 rounded-full p-1 text-slate-500 hover:bg-slate-100 hover:text-ink">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="mt-4">{children}</div>
      </div>
    </ModalDialog>
  );
}

export function TextField({
  label,
  name,
  type = 'text',
  autoFocus,
  inputMode,
  error,
}: {
  label: string;
  name: string;
  type?: string;
  autoFocus?: boolean;
  inputMode?: 'numeric' | 'email' | 'text' | 'tel';
  /** What to fix in this field (the server's message), shown under it. */
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        maxLength={type === 'email' ? 254 : type === 'tel' ? 20 : 100}
        autoFocus={autoFocus}
        inputMode={inputMode}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 h-11 w-full rounded-lg border px-3 text-ink focus:ring-2 focus:outline-none ${
          error ? 'border-red-500 focus:border-red-600 focus:ring-red-200' : 'border-slate-300 focus:border-brand focus:ring-brand/30'
        }`}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A check box the member agrees with (their WhatsApp consent, decision 032), with what to fix under it. */
export function ConsentCheckbox({ name, label, error, checked, onChecked }: { name?: string; label: string; error?: string | undefined; checked?: boolean; onChecked?(checked: boolean): void }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="flex items-start gap-2.5 text-sm text-slate-700">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand"
          {...(onChecked ? { checked: Boolean(checked), onChange: (event) => onChecked(event.target.checked) } : {})}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {label}
      </label>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function SubmitButton({ children, disabled }: { children: ReactNode; disabled?: boolean }) {
  return (
    <Button type="submit" size="md" className="w-full disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600" disabled={disabled}>
      {children}
    </Button>
  );
}

/** The approving manager picked by name (returns and offline approvals, decisions 016 and 030): one pressed at a time. */
export function ManagerChoice({ label, managers, chosen, onChoose }: { label: string; managers: readonly { key: string; name: string }[]; chosen: string; onChoose(key: string): void }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {managers.map((manager) => (
        <button
          key={manager.key}
          type="button"
          aria-pressed={chosen === manager.key}
          onClick={() => onChoose(manager.key)}
          className={`rounded-full border px-3 py-1 text-sm font-semibold ${chosen === manager.key ? 'border-navy bg-navy text-white' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
        >
          {manager.name}
        </button>
      ))}
    </div>
  );
}
