import toast from 'react-hot-toast';
import { paths } from '../../paths.ts';
import { QueryLink } from '../../ui/query-link.tsx';
import { AuthCard, AuthField, AuthSubmit } from './auth-card.tsx';

/** storefront.md §2 Sign Up: layout; submit shows the §8 toast until sign-up is wired (identity issue). */
export function RegistrationPage() {
  return (
    <AuthCard
      title="Sign Up"
      subtitle="Create your Lumbung account in a minute."
      onSubmit={(event) => {
        event.preventDefault();
        toast.error('Register functionality is not live yet');
      }}
    >
      <AuthField id="name" label="Name" autoComplete="name" />
      <AuthField id="email" label="Email" type="email" autoComplete="email" />
      <AuthField id="password" label="Password" type="password" autoComplete="new-password" />
      <p className="text-sm text-slate-600">
        By signing up you agree to our{' '}
        <QueryLink to={paths.legacyTerms()} className="font-semibold text-brand hover:underline">
          terms &amp; conditions
        </QueryLink>
        .
      </p>
      <AuthSubmit>Sign Up</AuthSubmit>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <QueryLink to={paths.login()} className="font-semibold text-brand hover:underline">
          Login here
        </QueryLink>
      </p>
    </AuthCard>
  );
}
