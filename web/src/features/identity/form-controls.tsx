import { Check, Eye, EyeOff, X } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { passwordRequirements } from '#domain/identity/password.ts';

export const INPUT_CLASS =
  'w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-ink placeholder:text-slate-400 ' +
  'focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/25 read-only:bg-slate-100 read-only:text-slate-600';

export const TEXT_LINK = 'font-semibold text-brand hover:text-brand-dark hover:underline';

interface FieldProps {
  label: string;
  hint?: ReactNode;
  children(id: string): ReactNode;
}

/** A label above its control, with an optional hint below. */
export function Field({ label, hint, children }: FieldProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(id)}
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
    </div>
  );
}

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string };

/** A masked password with a show/hide toggle. */
export function PasswordInput({ id, className = '', ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input id={id} type={visible ? 'text' : 'password'} className={`${INPUT_CLASS} pr-11 ${className}`} {...rest} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-controls={id}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-slate-500 hover:text-slate-800"
      >
        {visible ? <EyeOff aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
      </button>
    </div>
  );
}

/** storefront.md §2 / §5: the requirements list, ticked off as the password is typed. */
export function PasswordRequirements({ password }: { password: string }) {
  return (
    <ul aria-label="Password requirements" className="grid gap-1 text-xs sm:grid-cols-2">
      {passwordRequirements(password).map(({ label, met }) => (
        <li key={label} className={`flex items-center gap-1.5 ${met ? 'text-emerald-700' : 'text-slate-600'}`}>
          {met ? <Check aria-hidden="true" className="h-3.5 w-3.5" /> : <X aria-hidden="true" className="h-3.5 w-3.5" />}
          {label}
          <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
        </li>
      ))}
    </ul>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
      {message}
    </p>
  );
}

export function FormSuccess({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-800">
      {message}
    </p>
  );
}
