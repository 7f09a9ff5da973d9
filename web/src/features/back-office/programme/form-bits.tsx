import type { InputHTMLAttributes } from 'react';
import { ApiError } from '../../../api/client.ts';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';
import { describedBy, Field, inputClass } from '../admin-ui.tsx';

/** A labelled text input with its field message (admin-ui's Field). */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  disabled,
  ...rest
}: { id: string; label: string; value: string; onChange: (value: string) => void; error?: string | undefined; hint?: string; disabled?: boolean } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'id'
>) {
  return (
    <Field id={id} label={label} error={error} {...(hint ? { hint } : {})}>
      <input id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} {...describedBy(id, error, Boolean(hint))} {...rest} />
    </Field>
  );
}

/** '' as missing (null), '12.5' or '3.499.000' (id-ID thousands) as a number, anything else as typed for the schema to name. */
export function numberOrNull(value: string): number | null | string {
  const text = value.trim();
  if (text === '') return null;
  const plain = /^\d{1,3}(\.\d{3})+$/.test(text) ? text.replace(/\./g, '') : text.replace(',', '.');
  const n = Number(plain);
  return Number.isFinite(n) ? n : text;
}

/** A server refusal as field messages (the server names the last step of a field's path) or one message. */
export function serverErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && Object.keys(error.fields).length > 0 ? { ...error.fields, form: error.message } : { form: errorMessage(error) };
}

/** Save button row: the result message, or the form's problem. */
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
