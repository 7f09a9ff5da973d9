import { socialProviderOf } from '#domain/identity/password.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { useMyProfile } from './api/profile.ts';
import { AccountInformationCard } from './profile/account-information-card.tsx';
import { PasswordCard } from './profile/password-card.tsx';
import { ProfileInformationCard } from './profile/profile-information-card.tsx';
import { RequireAuth } from './require-auth.tsx';
import { errorMessage } from '../../ui/error-message.ts';
import { useT } from '../../texts/texts.tsx';

/** storefront.md §2 My Profile (sign-in required). */
export function ProfilePage() {
  return (
    <RequireAuth>
      <MyProfile />
    </RequireAuth>
  );
}

function MyProfile() {
  const t = useT();
  const { data: profile, isPending, error } = useMyProfile();
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{t('identity.profile.title')}</h1>
      {isPending ? (
        <div className="mt-10 flex items-center gap-3 text-slate-700">
          <Spinner size={28} label={t('identity.profile.loading')} />
          <p>{t('identity.profile.loadingProfile')}</p>
        </div>
      ) : error ? (
        <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-5 text-red-800">
          <h2 className="font-semibold">{t('identity.profile.loadError')}</h2>
          <p className="mt-1 text-sm">{errorMessage(error)}</p>
        </div>
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          {/* Keyed by the last update: the form starts again from the reloaded data. */}
          <ProfileInformationCard key={profile.updated_at ?? ''} profile={profile} social={socialProviderOf(profile.user_id)} />
          <PasswordCard social={socialProviderOf(profile.user_id)} />
          <AccountInformationCard profile={profile} />
        </div>
      )}
    </section>
  );
}
