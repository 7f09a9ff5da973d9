import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PASSWORD_MESSAGES, passwordStrengthErrors, passwordValidationMessage } from '#domain/identity/password.ts';
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

/** The form a password reset e-mail links to (embedded provider; an Auth0 tenant hosts its own). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const ticket = params.get('ticket');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useCompletePasswordReset();
  const { login } = useAuth();

  if (!ticket) {
    return (
      <AuthCard title="Choose a new password">
        <FormAlert look="account" message="This password reset link is invalid or has expired. Please request a new one." />
        <p className="mt-4 text-sm">
          <QueryLink to={paths.forgotPassword.href()} className={TEXT_LINK}>
            Request a new link
          </QueryLink>
        </p>
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const weaknesses = passwordStrengthErrors(newPassword);
    const message =
      newPassword !== confirmPassword
        ? PASSWORD_MESSAGES.mismatch
        : weaknesses.length > 0
          ? passwordValidationMessage(weaknesses)
          : null;
    setProblem(message);
    if (!message) reset.mutate({ ticket, newPassword });
  };

  if (reset.isSuccess) {
    return (
      <AuthCard title="Choose a new password">
        <FormStatus look="account" message={reset.data.message} />
        <Button onClick={() => void login({ returnTo: paths.home.href() })} variant="form" className="mt-5 w-full">
          Sign In
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle="Your new password replaces the old one everywhere you sign in.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert look="account" message={problem ?? (reset.error ? errorMessage(reset.error) : null)} />
        <Field look="account" id="reset-new-password" label="New Password">
          <PasswordInput id="reset-new-password" autoComplete="new-password" minLength={8} value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />
        </Field>
        <Field look="account" id="reset-confirm-password" label="Confirm New Password">
          <PasswordInput id="reset-confirm-password" autoComplete="new-password" minLength={8} value={confirmPassword} onChange={(e) => setConfirmPassword(e.target.value)} />
        </Field>
        <PasswordRequirements password={newPassword} />
        <Button type="submit" disabled={reset.isPending} variant="form" className="w-full">
          {reset.isPending ? 'Saving…' : 'Save new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
