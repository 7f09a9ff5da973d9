import type { ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { errorMessage } from '../../ui/error-message.ts';
import { Spinner } from '../../ui/spinner.tsx';

/** A back-office screen's heading, its one-line purpose and its body. */
export function AdminPage({ title, intro, actions, children }: { title: string; intro?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">{title}</h1>
          {intro && <p className="mt-1 text-slate-600">{intro}</p>}
        </div>
        {actions}
      </div>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

export function Panel({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6" aria-label={title}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-ink">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/**
 * The three states every list has besides its rows (issue 16 §9): loading, failed (with a retry) and
 * empty (with what to do). Renders the children when there are rows.
 */
export function ListState({
  isPending,
  error,
  isEmpty,
  empty,
  onRetry,
  children,
}: {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  empty: ReactNode;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (isPending) {
    return (
      <div className="grid place-items-center py-10">
        <Spinner size={32} label="Loading" />
      </div>
    );
  }
  if (error) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-semibold">{errorMessage(error)}</p>
        <Button variant="outline" size="sm" className="mt-3 bg-white px-4" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (isEmpty) return <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">{empty}</p>;
  return <>{children}</>;
}

/** A field's label, control and message (the message is the control's description when there is one). */
export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string | undefined; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Props that tie a control to its Field's message. */
export const describedBy = (id: string, error: string | undefined, hint?: boolean) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-navy focus:outline-none focus:ring-2 focus:ring-navy/30 aria-[invalid=true]:border-red-600';

/**
 * A table's sideways-scrolling frame: a named group (not a landmark) that takes the keyboard focus, so that a table
 * wider than the screen can be scrolled without a mouse (axe scrollable-region-focusable, WCAG 2.1.1).
 */
export const scrollRegion = (label: string) => ({ className: 'overflow-x-auto', tabIndex: 0, role: 'group', 'aria-label': label }) as const;
export const tableClass = 'w-full min-w-[36rem] text-left text-sm';
export const thClass = 'border-b border-slate-200 px-3 py-2 font-semibold text-slate-700';
export const tdClass = 'border-b border-slate-100 px-3 py-2 align-top text-ink';
