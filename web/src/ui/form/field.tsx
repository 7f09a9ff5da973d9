import type { ReactNode } from 'react';
import { FIELD_LOOKS, type FieldLook, type FieldLookName } from './looks.ts';

/**
 * The props that tie a control to its field's message: invalid while it has a problem, described by the
 * problem (`{id}-error`) or else by the hint (`{id}-hint`).
 */
export const controlProps = (id: string, problem: string | undefined, hasHint = false) => ({
  id,
  'aria-invalid': problem ? true : undefined,
  'aria-describedby': problem ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
});

/** A problem under a control that has no Field of its own (a table cell, a group of radio buttons). */
export function ProblemText({ id, problem, className }: { id: string; problem: string | undefined; className: string }) {
  if (!problem) return null;
  return (
    <p id={id} className={className}>
      {problem}
    </p>
  );
}

export interface FieldFrame {
  /** The control's id: the label points at it, the messages are `{id}-hint` and `{id}-error`. */
  id: string;
  label: ReactNode;
  /** What to type, under the control while there is no problem. */
  hint?: ReactNode;
  /** What is wrong with the value (a client check or the server's message for this field). */
  problem?: string | undefined;
  look?: FieldLookName;
  /** The field's place in its form's grid ('sm:col-span-2'). */
  className?: string;
}

/** A field's label, control and message. The control carries controlProps(id, problem, hint). */
export function Field({ id, label, hint, problem, look = 'admin', className, children }: FieldFrame & { children: ReactNode }) {
  const classes: FieldLook = FIELD_LOOKS[look];
  const frame = [classes.field, className].filter(Boolean).join(' ');
  return (
    <div className={frame || undefined}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {classes.control ? <div className={classes.control}>{children}</div> : children}
      {hint && !problem && (
        <p id={`${id}-hint`} className={classes.hint}>
          {hint}
        </p>
      )}
      <ProblemText id={`${id}-error`} problem={problem} className={classes.problem} />
    </div>
  );
}
