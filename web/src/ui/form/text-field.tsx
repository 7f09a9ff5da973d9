import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { controlProps, Field, type FieldFrame } from './field.tsx';
import { controlClassName } from './looks.ts';
import { DEFAULT_MAX_LENGTH } from './limits.ts';

/** What every labelled control takes: its field (id, label, hint, problem, look), its value and a change. */
interface ControlProps extends FieldFrame {
  value: string;
  onValue: (value: string) => void;
  /** Classes the screen adds to the control itself ('max-w-sm', 'uppercase'). */
  controlClassName?: string;
}

type Native<Attributes> = Omit<Attributes, 'id' | 'value' | 'onChange' | 'className'>;

/**
 * A labelled text input (any type a string edits: text, e-mail, date) with its hint and problem. Its
 * `maxLength` is the schema's (maxLengthOf), else the kit's default: no field takes text without end.
 */
export function TextField({ id, label, hint, problem, look = 'admin', className, value, onValue, controlClassName: extra, maxLength, ...input }: ControlProps & Native<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Field id={id} label={label} hint={hint} problem={problem} look={look} className={className}>
      <input className={controlClassName(look, problem, extra)} maxLength={maxLength ?? (input.type === 'email' ? DEFAULT_MAX_LENGTH.email : DEFAULT_MAX_LENGTH.input)} value={value} onChange={(e) => onValue(e.target.value)} {...controlProps(id, problem, Boolean(hint))} {...input} />
    </Field>
  );
}

/** A labelled text area. */
export function TextAreaField({ id, label, hint, problem, look = 'admin', className, value, onValue, controlClassName: extra, maxLength, ...textarea }: ControlProps & Native<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <Field id={id} label={label} hint={hint} problem={problem} look={look} className={className}>
      <textarea className={controlClassName(look, problem, extra)} maxLength={maxLength ?? DEFAULT_MAX_LENGTH.textarea} value={value} onChange={(e) => onValue(e.target.value)} {...controlProps(id, problem, Boolean(hint))} {...textarea} />
    </Field>
  );
}

/** A labelled select; its options are the children. */
export function SelectField({
  id,
  label,
  hint,
  problem,
  look = 'admin',
  className,
  value,
  onValue,
  controlClassName: extra,
  children,
  ...select
}: ControlProps & Native<SelectHTMLAttributes<HTMLSelectElement>> & { children: ReactNode }) {
  return (
    <Field id={id} label={label} hint={hint} problem={problem} look={look} className={className}>
      <select className={controlClassName(look, problem, extra)} value={value} onChange={(e) => onValue(e.target.value)} {...controlProps(id, problem, Boolean(hint))} {...select}>
        {children}
      </select>
    </Field>
  );
}

/** A check box with its label beside it (the back office's switches: 'Active', 'Featured'). */
export function CheckboxField({
  label,
  checked,
  onChecked,
  disabled,
  className,
}: {
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  disabled?: boolean;
  /** The box's place in its form ('mt-4'). */
  className?: string;
}) {
  return (
    <label className={['flex items-center gap-2 text-sm font-semibold text-ink', className].filter(Boolean).join(' ')}>
      <input type="checkbox" className="size-4" checked={checked} onChange={(e) => onChecked(e.target.checked)} disabled={disabled} />
      {label}
    </label>
  );
}
