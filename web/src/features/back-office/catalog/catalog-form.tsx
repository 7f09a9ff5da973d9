import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { ButtonLink } from '../../../ui/button.tsx';
import { FormFooter, maxLengthOf, SubmitButton, TextField, useFormProblems } from '../../../ui/form/index.ts';
import { useMayAct } from '../session.tsx';
import { useT } from '../../../texts/texts.tsx';
import { toNumber } from './form-values.ts';

/** A catalogue form's fields as the inputs show them. */
export type Values = Record<string, string>;
/** One text input: [name, label, hint?]. */
export type TextInput = [name: string, label: string, hint?: string];

export const valuesOf = (row: object): Values => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, String(v)]));

interface CatalogFormOptions<Body, Saved> {
  initial: Values;
  /** The form's fields, empty (an add starts from it; only its fields are sent). */
  empty: Values;
  /** The row's key, or undefined when adding one. */
  id: string | undefined;
  /** The field that names a new row; it is not sent when editing. */
  keyField: string;
  /** Fields typed as whole numbers ('3.499.000' is read as 3499000). */
  numbers: ReadonlySet<string>;
  /** The server's own schemas (the endpoints' bodies), so the form's messages are the server's. */
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  save: UseMutationResult<Saved, Error, Body>;
  /** The message shown once saved. */
  savedMessage: (saved: Saved) => string;
  /** Where a newly added row opens (with the message). */
  pathOf: (saved: Saved) => string;
}

/**
 * The state and submit of the back office's catalogue forms (storefront and POS products): the values
 * as typed, checked with the server's schema (field messages, nothing sent) before saving; the server's
 * own field messages on a 4xx; after an add, the new row's page opens with the saved message.
 */
export function useCatalogForm<Body, Saved>(options: CatalogFormOptions<Body, Saved>) {
  const { initial, empty, id, keyField, numbers, createSchema, updateSchema, save, savedMessage, pathOf } = options;
  const [values, setValues] = useState(initial);
  const problems = useFormProblems();
  const location = useLocation();
  const [saved, setSaved] = useState<string | null>((location.state as { saved?: string } | null)?.saved ?? null);
  const navigate = useNavigate();
  const mayEdit = useMayAct('admin');
  // Editing a field takes its problem away (the next submit checks everything again): a fixed field
  // keeps no stale message, and the line under the form goes once no field has one.
  const set = (name: string) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    problems.set(name, undefined);
  };
  const schema = id === undefined ? createSchema : updateSchema;
  /** A field's maxlength: the endpoint's own limit (decision 017: the form checks with the server's schema). */
  const maxLength = (name: string) => maxLengthOf(schema, name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const input = Object.fromEntries(
      Object.entries(values)
        .filter(([name]) => name in empty && (id === undefined || name !== keyField))
        .map(([name, value]) => [name, numbers.has(name) ? toNumber(value) : value]),
    );
    const body = problems.check(id === undefined ? createSchema : updateSchema, input);
    if (body === undefined) return;
    // The schema is the endpoint's body: what it accepts is the mutation's body.
    save.mutate(body as Body, {
      onSuccess: (result) => {
        const message = savedMessage(result);
        if (id === undefined) void navigate(pathOf(result), { state: { saved: message } });
        else setSaved(message);
      },
      onError: problems.fail,
    });
  };

  /** A labelled text input for one field, with its hint and message. */
  const textInput =
    (prefix: string) =>
    ([name, label, hint]: TextInput) => (
      <TextField
        key={name}
        id={`${prefix}-${name}`}
        label={label}
        hint={hint}
        problem={problems.of(name)}
        inputMode={numbers.has(name) || name === 'barcode' ? 'numeric' : undefined}
        maxLength={maxLength(name)}
        value={values[name] ?? ''}
        onValue={set(name)}
        disabled={!mayEdit}
      />
    );

  return { values, set, problems, saved, submit, mayEdit, maxLength, isNew: id === undefined, isSaving: save.isPending, textInput };
}

/** The form's last row: save (for those who may), back to the list, and what happened. */
export function CatalogFormFooter({ form, backHref, addLabel }: { form: Pick<ReturnType<typeof useCatalogForm>, 'mayEdit' | 'isSaving' | 'isNew' | 'saved' | 'problems'>; backHref: string; addLabel: string }) {
  const { mayEdit, isSaving, isNew, saved, problems } = form;
  const t = useT();
  return (
    <FormFooter saved={saved} problem={problems.summary}>
      {mayEdit && <SubmitButton pending={isSaving}>{isNew ? addLabel : t('backOffice.catalog.form.saveChanges')}</SubmitButton>}
      <ButtonLink to={backHref} variant="outline" size="sm" className="inline-flex items-center px-5 py-2">
        {t('backOffice.catalog.form.backToList')}
      </ButtonLink>
    </FormFooter>
  );
}

/** What a manager reads instead of a form only an admin may send: a sentence, and the way back to the list. */
export function AdminOnlyNotice({ message, backHref }: { message: string; backHref: string }) {
  const t = useT();
  return (
    <div role="note" className="space-y-4 rounded-xl bg-white p-5 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">
      <p>{message}</p>
      <ButtonLink to={backHref} variant="outline" size="sm" className="inline-flex items-center px-5 py-2">
        {t('backOffice.catalog.form.backToList')}
      </ButtonLink>
    </div>
  );
}

/** Above a form a manager may read but not change: why nothing can be edited. */
export function ReadOnlyNote({ show }: { show: boolean }) {
  const t = useT();
  if (!show) return null;
  return (
    <p role="note" className="rounded-lg bg-slate-100 px-4 py-3 text-sm font-medium text-slate-700">
      {t('backOffice.catalog.form.readOnly')}
    </p>
  );
}
