import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { passwordProblem } from '#domain/identity/password.ts';
import { paths } from '../../paths.ts';
import { QueryLink } from '../../ui/query-link.tsx';
import { useSignupSubmit } from './api/sign-in.ts';
import { Field, FormAlert, FormStatus, PasswordInput, TextField } from '../../ui/form/index.ts';
import { AuthCard, TEXT_LINK } from './auth-card.tsx';
import { PasswordRequirements } from './password-requirements.tsx';
import { StartSignIn } from './start-sign-in.tsx';
import { Button } from '../../ui/button.tsx';
import { errorMessage } from '../../ui/error-message.ts';
import { useT } from '../../texts/texts.tsx';

/** storefront.md §2 Sign Up: the embedded provider's sign-up screen (?interaction=…). */
export function RegistrationPage() {
  const [params] = useSearchParams();
  const uid = params.get('interaction');
  if (!uid) return <StartSignIn signup />;
  return <SignUpForm uid={uid} />;
}

function SignUpForm({ uid }: { uid: string }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const t = useT();
  const submit = useSignupSubmit(uid);
  const busy = submit.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const weak = passwordProblem(password);
    if (weak) {
      setProblem(t(weak.key, weak.values));
      return;
    }
    setProblem(null);
    submit.mutate({ name, email, password });
  };

  return (
    <AuthCard title={t('identity.signUp.title')} subtitle={t('identity.signUp.subtitle')}>
      {submit.isSuccess ? (
        // The same answer whether or not the address has an account: the e-mail tells its owner which.
        <FormStatus look="account" message={submit.data.message} />
      ) : (
        <form onSubmit={onSubmit} className="space-y-4">
          <FormAlert look="account" message={problem ?? (submit.error ? errorMessage(submit.error) : null)} />
          <TextField look="account" id="signup-name" label={t('identity.signUp.name')} name="name" autoComplete="name" required maxLength={100} value={name} onValue={setName} />
          <TextField look="account" id="signup-email" label={t('identity.signIn.email')} name="email" type="email" autoComplete="email" required value={email} onValue={setEmail} />
          <Field look="account" id="signup-password" label={t('identity.signIn.password')}>
            <PasswordInput id="signup-password" name="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
          <PasswordRequirements password={password} />
          <p className="text-sm text-slate-600">
            {t.rich('identity.signUp.agree', {
              link: (chunks) => (
                <QueryLink to={paths.terms.href()} className={TEXT_LINK}>
                  {chunks}
                </QueryLink>
              ),
            })}
          </p>
          <Button type="submit" disabled={busy} variant="form" className="w-full">
            {busy ? t('identity.signUp.submitting') : t('identity.signUp.submit')}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('identity.signUp.haveAccount')}{' '}
        <QueryLink to={paths.login.href()} className={TEXT_LINK}>
          {t('identity.signUp.loginHere')}
        </QueryLink>
      </p>
    </AuthCard>
  );
}
