import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { SOCIAL_PROVIDER_NAMES, SOCIAL_PROVIDERS } from '#domain/identity/password.ts';
import { paths } from '../../paths.ts';
import { QueryLink } from '../../ui/query-link.tsx';
import { usePublicConfig } from '../../ui/shop-identity.ts';
import { useLoginSubmit, useSocialLoginSubmit } from './api/sign-in.ts';
import { Field, FormAlert, PasswordInput, TextField } from '../../ui/form/index.ts';
import { AuthCard, TEXT_LINK } from './auth-card.tsx';
import { StartSignIn } from './start-sign-in.tsx';
import { Button } from '../../ui/button.tsx';
import { errorMessage } from '../../ui/error-message.ts';
import { useT } from '../../texts/texts.tsx';

/**
 * storefront.md §2 Sign In: the embedded identity provider's sign-in screen. The provider sends the
 * browser here with ?interaction=…; opened directly, the page starts the sign-in flow first.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const uid = params.get('interaction');
  if (!uid) return <StartSignIn />;
  return <SignInForm uid={uid} />;
}

function SignInForm({ uid }: { uid: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const t = useT();
  const submit = useLoginSubmit(uid);
  const busy = submit.isPending || submit.isSuccess;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate({ email, password });
  };

  return (
    <AuthCard title={t('identity.signIn.title')} subtitle={t('identity.signIn.subtitle')}>
      <form onSubmit={onSubmit} className="space-y-4">
        <FormAlert look="account" message={submit.error ? errorMessage(submit.error) : null} />
        <TextField look="account" id="login-email" label={t('identity.signIn.email')} name="email" type="email" autoComplete="email" required value={email} onValue={setEmail} />
        <Field look="account" id="login-password" label={t('identity.signIn.password')}>
          <PasswordInput id="login-password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <p className="text-right text-sm text-slate-600">
          {t('identity.signIn.forgot')}{' '}
          <QueryLink to={paths.forgotPassword.href()} className={TEXT_LINK}>
            {t('identity.signIn.resetLink')}
          </QueryLink>
        </p>
        <Button type="submit" disabled={busy} variant="form" className="w-full">
          {busy ? t('identity.signIn.submitting') : t('identity.signIn.submit')}
        </Button>
      </form>
      <DemoSocialSignIn uid={uid} />
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('identity.signIn.newHere')}{' '}
        <QueryLink to={paths.registration.href()} className={TEXT_LINK}>
          {t('identity.signIn.createAccount')}
        </QueryLink>
      </p>
    </AuthCard>
  );
}

/** Development and tests only (IDENTITY_DEV_TOOLS): sign in as a seeded social account. */
function DemoSocialSignIn({ uid }: { uid: string }) {
  const t = useT();
  const { data: config } = usePublicConfig();
  const social = useSocialLoginSubmit(uid);
  if (!config?.devSocialLogin) return null;
  return (
    <div className="mt-6 border-t border-slate-100 pt-5">
      <p className="text-center text-xs font-medium uppercase tracking-wide text-slate-600">{t('identity.signIn.demoSocial')}</p>
      <FormAlert look="account" message={social.error ? errorMessage(social.error) : null} />
      <div className="mt-3 grid grid-cols-2 gap-2">
        {SOCIAL_PROVIDERS.map((provider) => (
          <Button key={provider} disabled={social.isPending} onClick={() => social.mutate(provider)} variant="formOutline">
            {t('identity.signIn.continueWith', { provider: SOCIAL_PROVIDER_NAMES[provider] })}
          </Button>
        ))}
      </div>
    </div>
  );
}
