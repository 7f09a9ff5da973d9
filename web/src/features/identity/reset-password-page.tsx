import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { MIN_PASSWORD_LENGTH, passwordProblem } from '#domain/identity/password.ts';
import { paths } from '../../paths.ts';
import { QueryLink } from '../../ui/query-link.tsx';
import { useCompletePasswordReset } from './api/sign-in.ts';
import { AuthCard } from './auth-card.tsx';
import { useAuth } from './auth/auth-store.ts';
import { Field, FormAlert, FormStatus, PasswordInput } from '../../ui/form/index.ts';
import { TEXT_LINK } from './auth-card.tsx';
import { PasswordRequirements } from './password-requirements.tsx';
import { Button } from '../../ui/button.tsx';
import { errorMessage } from '../../ui/error-message.ts';
import { useT } from '../../texts/texts.tsx';

/** The form a password reset e-mail links to (embedded provider; an Auth0 tenant hosts its own). */
export function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const ticket = params.get('ticket');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useCompletePasswordReset();
  const { login } = useAuth();

  if (!ticket) {
    return (
      <AuthCard title={t('identity.reset.title')}>
        <FormAlert look="account" message={t('identity.errors.resetLinkInvalid')} />
        <p className="mt-4 text-sm">
          <QueryLink to={paths.forgotPassword.href()} className={TEXT_LINK}>
            {t('identity.reset.requestNew')}
          </QueryLink>
        </p>
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const weak = passwordProblem(newPassword);
    const message =
      newPassword !== confirmPassword
        ? t('identity.password.mismatch')
        : weak
          ? t(weak.key, weak.values)
          : null;
    setProblem(message);
    if (!message) reset.mutate({ ticket, newPassword });
  };

  if (reset.isSuccess) {
    return (
      <AuthCard title={t('identity.reset.title')}>
        <FormStatus look="account" message={reset.data.message} />
        <Button onClick={() => void login({ returnTo: paths.home.href() })} variant="form" className="mt-5 w-full">
          {t('identity.signIn.submit')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('identity.reset.title')} subtitle={t('identity.reset.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert look="account" message={problem ?? (reset.error ? errorMessage(reset.error) : null)} />
        <Field look="account" id="reset-new-password" label={t('identity.reset.newPassword')}>
          <PasswordInput id="reset-new-password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />
        </Field>
        <Field look="account" id="reset-confirm-password" label={t('identity.reset.confirmPassword')}>
          <PasswordInput id="reset-confirm-password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} value={confirmPassword} onChange={(e) => setConfirmPassword(e.target.value)} />
        </Field>
        <PasswordRequirements password={newPassword} />
        <Button type="submit" disabled={reset.isPending} variant="form" className="w-full">
          {reset.isPending ? t('identity.reset.saving') : t('identity.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
