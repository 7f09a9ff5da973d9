import { Check, X } from 'lucide-react';
import { MIN_PASSWORD_LENGTH, passwordRequirements } from '#domain/identity/password.ts';
import { useT } from '../../texts/texts.tsx';

/** storefront.md §2 / §5: the requirements list, ticked off as the password is typed. */
export function PasswordRequirements({ password }: { password: string }) {
  const t = useT();
  return (
    <ul aria-label={t('identity.password.requirements')} className="grid gap-1 text-xs sm:grid-cols-2">
      {passwordRequirements(password).map(({ rule, met }) => (
        <li key={rule} className={`flex items-center gap-1.5 ${met ? 'text-emerald-700' : 'text-slate-600'}`}>
          {met ? <Check aria-hidden="true" className="h-3.5 w-3.5" /> : <X aria-hidden="true" className="h-3.5 w-3.5" />}
          {t(`identity.password.requirement.${rule}`, { min: MIN_PASSWORD_LENGTH })}
          <span className="sr-only">{met ? t('identity.password.met') : t('identity.password.notMet')}</span>
        </li>
      ))}
    </ul>
  );
}
