import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { paths } from '../../paths.ts';
import { QueryLink } from '../../ui/query-link.tsx';
import { useRequestPasswordReset } from './api/sign-in.ts';
import { FormAlert, FormStatus, TextField } from '../../ui/form/index.ts';
import { AuthCard, TEXT_LINK } from './auth-card.tsx';
import { Button } from '../../ui/button.tsx';

/** storefront.md §8. */
const RESET_FAILED = 'Failed to send password reset email';

/** 'Click here to reset' leads here: the identity provider e-mails a link to a reset form. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const reset = useRequestPasswordReset();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate(email, { onError: () => toast.error(RESET_FAILED) });
  };

  return (
    <AuthCard title="Reset your password" subtitle="Enter the email address of your account and we will send you a link to choose a new password.">
      {reset.isSuccess ? (
        <FormStatus look="account" message={`${reset.data.message} If ${email} belongs to an account, the link arrives in a minute.`} />
      ) : (
        <form onSubmit={onSubmit} className="space-y-4">
          <FormAlert look="account" message={reset.isError ? RESET_FAILED : null} />
          <TextField look="account" id="forgot-email" label="Email" name="email" type="email" autoComplete="email" required value={email} onValue={setEmail} />
          <Button type="submit" disabled={reset.isPending} variant="form" className="w-full">
            {reset.isPending ? 'Sending…' : 'Send reset link'}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        Remembered it?{' '}
        <QueryLink to={paths.login.href()} className={TEXT_LINK}>
          Back to Sign In
        </QueryLink>
      </p>
    </AuthCard>
  );
}
