import { Navigate, useLocation } from 'react-router';
import { paths } from '../../paths.ts';
import { useAuth } from './auth/auth-store.ts';
import { AuthCard } from './auth-card.tsx';
import { FormAlert } from '../../ui/form/index.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { Button } from '../../ui/button.tsx';
import { errorMessage } from '../../ui/error-message.ts';
import { useT } from '../../texts/texts.tsx';

/**
 * The identity provider returns here (?code&state). The SDK finishes the sign-in and the app moves
 * on to the page the shopper came from; a failed sign-in (e.g. 'Invalid state') is shown here.
 */
export function CallbackPage() {
  const t = useT();
  const { error, isLoading, login } = useAuth();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const answered = params.has('state') && (params.has('code') || params.has('error'));
  if (error) {
    return (
      <AuthCard title={t('identity.signIn.didNotFinish')}>
        <FormAlert look="account" message={errorMessage(error, t('common.account.loginFailed'))} />
        <Button onClick={() => void login({ returnTo: paths.home.href() })} variant="form" className="mt-5 w-full">
          {t('common.account.tryAgain')}
        </Button>
      </AuthCard>
    );
  }
  // Opened without the provider's answer (a bookmark, the back button): nothing to finish.
  if (!answered && !isLoading) return <Navigate to={paths.home.href()} replace />;
  return (
    <div className="flex items-center justify-center gap-3 px-4 py-24 text-slate-700">
      <Spinner size={28} label={t('identity.signIn.signingIn')} />
      <p>{t('identity.signIn.signingYouIn')}</p>
    </div>
  );
}
