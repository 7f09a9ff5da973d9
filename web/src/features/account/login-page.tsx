import toast from 'react-hot-toast';
import { paths } from '../../paths.ts';
import { QueryLink } from '../../ui/query-link.tsx';
import { AuthCard, AuthField, AuthSubmit } from './auth-card.tsx';

/** storefront.md §2 Sign In: layout; submit shows the §8 toast until sign-in is wired (identity issue). */
export function LoginPage() {
  return (
    <AuthCard
      title="Sign In"
      subtitle="Welcome back! Sign in to see your orders and loyalty points."
      onSubmit={(event) => {
        event.preventDefault();
        toast.error('Login functionality is not live yet');
      }}
    >
      <AuthField id="email" label="Email" type="email" autoComplete="email" />
      <AuthField id="password" label="Password" type="password" autoComplete="current-password" />
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <QueryLink to={paths.registration()} className="font-semibold text-brand hover:underline">
          Create an account
        </QueryLink>
        <span className="text-slate-600">
          Forgot password?{' '}
          <QueryLink to={paths.forgotPassword()} className="font-semibold text-brand hover:underline">
            Click here to reset
          </QueryLink>
        </span>
      </div>
      <AuthSubmit>Sign In</AuthSubmit>
    </AuthCard>
  );
}
