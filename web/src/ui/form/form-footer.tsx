import type { ReactNode } from 'react';
import { Button } from '../button.tsx';
import { FIELD_LOOKS, type FieldLook, type FieldLookName } from './looks.ts';
import { useT } from '../../texts/texts.tsx';

/** The form's own problem ('The server is busy…', 'Check the fields marked in red.'), read out at once. */
export function FormAlert({ message, look = 'admin' }: { message: string | null | undefined; look?: FieldLookName }) {
  if (!message) return null;
  return (
    <p role="alert" className={(FIELD_LOOKS[look] as FieldLook).alert}>
      {message}
    </p>
  );
}

/** What a submit did ('Saved. …'), read out when it shows. */
export function FormStatus({ message, look = 'admin' }: { message: string | null | undefined; look?: FieldLookName }) {
  if (!message) return null;
  return (
    <p role="status" className={(FIELD_LOOKS[look] as FieldLook).status}>
      {message}
    </p>
  );
}

/** A form's submit button: navy, disabled and 'Saving…' in the screen's language (or the label given; null: its own) while the request runs. */
export function SubmitButton({
  pending,
  pendingLabel,
  variant = 'navy',
  className = 'px-6',
  children,
}: {
  pending: boolean;
  pendingLabel?: string | null;
  variant?: 'navy' | 'primary';
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Button type="submit" variant={variant} size="sm" className={className} disabled={pending}>
      {pending && pendingLabel !== null ? (pendingLabel ?? t('common.form.saving')) : children}
    </Button>
  );
}

/**
 * A back-office form's last row: its buttons (the children: save, back, cancel), then what the last
 * submit did or the form's problem (useFormProblems' `summary`, or its `form` message alone).
 */
export function FormFooter({ saved, problem, children }: { saved?: string | null; problem?: string | null | undefined; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {children}
      <FormStatus message={saved} />
      <FormAlert message={problem} />
    </div>
  );
}
