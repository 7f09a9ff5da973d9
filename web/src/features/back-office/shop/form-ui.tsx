import type { ReactNode } from 'react';
import { ApiError } from '../../../api/client.ts';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';

/** A failed save as field messages (the server's `fields`) or one message for the form. */
export const failure = (error: unknown): Record<string, string> =>
  error instanceof ApiError && Object.keys(error.fields).length > 0 ? error.fields : { form: errorMessage(error) };

/** The save button (admins only), the saved message and the form's error line. */
export function FormFooter({ mayEdit, pending, label, saved, errors }: { mayEdit: boolean; pending: boolean; label: string; saved: string | null; errors: Record<string, string> }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {mayEdit && (
        <Button type="submit" variant="navy" size="sm" className="px-6" disabled={pending}>
          {pending ? 'Saving…' : label}
        </Button>
      )}
      {saved && (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {saved}
        </p>
      )}
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form ?? 'Check the fields marked in red.'}
        </p>
      )}
    </div>
  );
}

/** A small square button with only an icon; its label is its accessible name and tooltip. */
export function IconButton({ label, icon, onClick, disabled = false }: { label: string; icon: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" aria-label={label} title={label} disabled={disabled} onClick={onClick} className="grid h-9 w-9 place-items-center rounded-lg border border-slate-300 bg-white text-ink hover:bg-slate-50 disabled:opacity-40">
      {icon}
    </button>
  );
}
