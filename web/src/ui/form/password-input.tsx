import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes } from 'react';
import { controlClassName } from './looks.ts';
import { useT } from '../../texts/texts.tsx';

/** The identity endpoints' limit on a password (domain/identity/api/account.ts). */
const PASSWORD_MAX_LENGTH = 128;

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { id: string };

/** A masked password with a show/hide toggle (the account forms' look). */
export function PasswordInput({ id, maxLength, ...rest }: PasswordInputProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input id={id} type={visible ? 'text' : 'password'} className={controlClassName('account', undefined, 'pr-11')} maxLength={maxLength ?? PASSWORD_MAX_LENGTH} {...rest} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={t(visible ? 'common.form.hidePassword' : 'common.form.showPassword')}
        aria-controls={id}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-slate-500 hover:text-slate-800"
      >
        {visible ? <EyeOff aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
      </button>
    </div>
  );
}
