import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { passwordStrengthErrors, passwordValidationMessage } from '#domain/identity/password.ts';
import { paths } from '../../paths.ts';
import { QueryLink } from '../../ui/query-link.tsx';
import { useSignupSubmit } from './api/sign-in.ts';
import { Field, FormAlert, FormStatus, PasswordInput, TextField } from '../../ui/form/index.ts';
import { AuthCard, TEXT_LINK } from './auth-card.tsx';
import { PasswordRequirements } from './password-requirements.tsx';
import { StartSignIn } from './start-sign-in.tsx';
import { Button } from '../../ui/button.tsx';
import { errorMessage } from '../../ui/error-message.ts';

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
  const submit = useSignupSubmit(uid);
  const busy = submit.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const weaknesses = passwordStrengthErrors(password);
    if (weaknesses.length > 0) {
      setProblem(passwordValidationMessage(weaknesses));
      return;
    }
    setProblem(null);
    submit.mutate({ name, email, password });
  };

  return (
    <AuthCard title="Sign Up" subtitle="Create your Lumbung account.">
      {submit.isSuccess ? (
        // The same answer whether or not the address has an account: the e-mail tells its owner which.
        <FormStatus look="account" message={submit.data.message} />
      ) : (
        <form onSubmit={onSubmit} className="space-y-4">
          <FormAlert look="account" message={problem ?? (submit.error ? errorMessage(submit.error) : null)} />
          <TextField look="account" id="signup-name" label="Name" name="name" autoComplete="name" required value={name} onValue={setName} />
          <TextField look="account" id="signup-email" label="Email" name="email" type="email" autoComplete="email" required value={email} onValue={setEmail} />
          <Field look="account" id="signup-password" label="Password">
            <PasswordInput id="signup-password" name="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
          <PasswordRequirements password={password} />
          <p className="text-sm text-slate-600">
            By signing up you agree to our{' '}
            <QueryLink to={paths.terms.href()} className={TEXT_LINK}>
              terms &amp; conditions
            </QueryLink>
            .
          </p>
          <Button type="submit" disabled={busy} variant="form" className="w-full">
            {busy ? 'Creating your account…' : 'Sign Up'}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <QueryLink to={paths.login.href()} className={TEXT_LINK}>
          Login here
        </QueryLink>
      </p>
    </AuthCard>
  );
}
