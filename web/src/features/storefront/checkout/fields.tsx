import type { InputHTMLAttributes, ReactNode } from 'react';

export const INPUT_CLASS = 'h-12 w-full rounded-xl border bg-white px-4 text-sm text-ink outline-none focus:ring-2';

export const fieldBorder = (problem: string | undefined) =>
  problem ? 'border-red-500 focus:border-red-600 focus:ring-red-200' : 'border-slate-300 focus:border-brand focus:ring-brand/25';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  problem: string | undefined;
  onValue(value: string): void;
  hint?: ReactNode;
}

/** A labelled input with its message below (the same message the server gives for that field). */
export function TextField({ id, label, value, problem, onValue, hint, className = '', ...rest }: TextFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className={`${INPUT_CLASS} ${fieldBorder(problem)}`}
        {...rest}
      />
      {hint && !problem && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
      <FieldMessage id={`${id}-error`} message={problem} />
    </div>
  );
}

export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  );
}

export function Panel({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-100 sm:p-6">
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
