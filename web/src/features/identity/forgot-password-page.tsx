import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { paths } from '../../paths.ts';
import { QueryLink } from '../../ui/query-link.tsx';
import { useRequestPasswordReset } from './api/sign-in.ts';
import { FormAlert, FormStatus, TextField } from '../../ui/form/index.ts';
import { AuthCard, TEXT_LINK } from './auth-card.tsx';
import { Button } from '../../ui/button.tsx';
import { useT } from '../../texts/texts.tsx';

/** 'Click here to reset' leads here: the identity provider e-mails a link to a reset form. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const t = useT();
  const reset = useRequestPasswordReset();
  // storefront.md §8.
  const resetFailed = t('identity.errors.resetFailed');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate(email, { onError: () => toast.error(resetFailed) });
  };

  return (
    <AuthCard title={t('identity.forgot.title')} subtitle={t('identity.forgot.subtitle')}>
      {reset.isSuccess ? (
        <FormStatus look="account" message={`${reset.data.message} ${t('identity.forgot.arrives', { email })}`} />
      ) : (
        <form onSubmit={onSubmit} className="space-y-4">
          <FormAlert look="account" message={reset.isError ? resetFailed : null} />
          <TextField look="account" id="forgot-email" label={t('identity.signIn.email')} name="email" type="email" autoComplete="email" required value={email} onValue={setEmail} />
          <Button type="submit" disabled={reset.isPending} variant="form" className="w-full">
            {reset.isPending ? t('identity.forgot.sending') : t('identity.forgot.submit')}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('identity.forgot.remembered')}{' '}
        <QueryLink to={paths.login.href()} className={TEXT_LINK}>
          {t('identity.forgot.backToSignIn')}
        </QueryLink>
      </p>
    </AuthCard>
  );
}
