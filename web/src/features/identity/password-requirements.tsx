import { Check, X } from 'lucide-react';
import { passwordRequirements } from '#domain/identity/password.ts';

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
