import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import { QueryLink } from './query-link.tsx';

/** The button looks of the app. A link that looks like a button (ButtonLink) uses the same classes. */
const VARIANTS = {
  /** The brand call to action: a pill. */
  primary: 'rounded-full bg-brand font-semibold text-white hover:bg-brand-dark',
  /** A navy pill (the member area, the POS products, the newsletter). */
  navy: 'rounded-full bg-navy font-semibold text-white hover:bg-navy-dark',
  /** A quiet pill beside or instead of a primary one: Close, Previous, No. */
  outline: 'rounded-full border border-slate-300 font-semibold text-slate-700 hover:bg-slate-50',
  /** The account forms (sign-in, registration, password, profile): smaller corners, its own padding. */
  form:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-brand px-5 py-2.5 text-sm font-semibold text-white ' +
    'hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60',
  /** The account forms' secondary action. */
  formOutline:
    'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold ' +
    'text-slate-700 hover:bg-slate-50 disabled:opacity-60',
} as const;

/** Heights of the pills. Without a size, padding passed in `className` sizes the button. */
const SIZES = {
  sm: 'h-10 text-sm',
  md: 'h-11',
  lg: 'h-12',
} as const;

interface ButtonLook {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Layout (margin, width, padding) and the odd extra such as a shadow or a disabled style. */
  className?: string;
}

function buttonClassName({ variant = 'primary', size, className }: ButtonLook): string {
  return [VARIANTS[variant], size && SIZES[size], className].filter(Boolean).join(' ');
}

type ButtonProps = ButtonLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>;

/** A <button> with one of the app's looks; `type` is 'button' unless given. */
export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, className })} {...rest} />;
}

type ButtonLinkProps = ButtonLook & Omit<ComponentProps<typeof QueryLink>, 'className'>;

/** A link (carrying the query string, like every in-app link) that looks like a button. */
export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  return <QueryLink className={buttonClassName({ variant, size, className })} {...rest} />;
}
