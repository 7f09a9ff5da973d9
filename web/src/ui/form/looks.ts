/**
 * The form looks of the app, like the button's variants: where the back office's dense navy forms, the
 * account forms and the storefront's checkout differ. A field's markup is the same in all three.
 */
export interface FieldLook {
  /** The field's box: label, control, hint and problem, one under the other. */
  field?: string;
  label: string;
  /** A box around the control; none when absent. */
  control?: string;
  hint: string;
  /** The field's own problem, under the control. */
  problem: string;
  /** A text input's, select's or text area's classes, with or without a problem. */
  input: (hasProblem: boolean) => string;
  /** The form's own problem and its result ('Saved.'), above or under the fields. */
  alert: string;
  status: string;
}

const ACCOUNT_INPUT =
  'w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-ink placeholder:text-slate-400 ' +
  'focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/25 read-only:bg-slate-100 read-only:text-slate-600';

export const FIELD_LOOKS = {
  /** The back office: small labels and controls, a navy focus ring, a red border on a problem. */
  admin: {
    label: 'block text-sm font-semibold text-ink',
    control: 'mt-1',
    hint: 'mt-1 text-xs text-slate-600',
    problem: 'mt-1 text-sm font-medium text-red-700',
    input: () =>
      'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-navy focus:outline-none focus:ring-2 focus:ring-navy/30 aria-[invalid=true]:border-red-600 ' +
      // A control one may not change (a manager reading a product) looks read-only, not editable.
      'disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-600',
    alert: 'text-sm font-medium text-red-700',
    status: 'text-sm font-medium text-emerald-800',
  },
  /** The account forms (sign-in, registration, password, profile): roomier, the brand's focus ring. */
  account: {
    field: 'space-y-1.5',
    label: 'block text-sm font-medium text-slate-700',
    hint: 'text-xs text-slate-600',
    problem: 'text-sm text-red-700',
    input: () => ACCOUNT_INPUT,
    alert: 'rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800',
    status: 'rounded-lg border border-emerald-200 bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-800',
  },
  /** The storefront's checkout and order search: tall rounded controls that turn red on a problem. */
  checkout: {
    label: 'mb-1.5 block text-sm font-semibold text-slate-700',
    hint: 'mt-1 text-xs text-slate-600',
    problem: 'mt-1.5 text-sm text-red-700',
    input: (hasProblem) =>
      'h-12 w-full rounded-xl border bg-white px-4 text-sm text-ink outline-none focus:ring-2 ' +
      (hasProblem ? 'border-red-500 focus:border-red-600 focus:ring-red-200' : 'border-slate-300 focus:border-brand focus:ring-brand/25'),
    alert: 'rounded-xl bg-red-50 p-3 text-sm text-red-800',
    status: 'rounded-xl bg-emerald-50 p-3 text-sm text-emerald-800',
  },
} as const satisfies Record<string, FieldLook>;

export type FieldLookName = keyof typeof FIELD_LOOKS;

/** A control's classes in a look, with what a screen adds (a width, 'uppercase'). */
export const controlClassName = (look: FieldLookName, problem: string | undefined, extra?: string) =>
  [(FIELD_LOOKS[look] as FieldLook).input(Boolean(problem)), extra].filter(Boolean).join(' ');
