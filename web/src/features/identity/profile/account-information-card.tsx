import { BadgeCheck, CircleAlert } from 'lucide-react';
import type { Profile } from '#domain/identity/api/account.ts';
import { formatAccountDate } from '#domain/identity/account.ts';
import { useLanguage, useT } from '../../../texts/texts.tsx';
import { ProfileCard } from './card.tsx';

/** storefront.md §2 Account Information (all read-only). */
export function AccountInformationCard({ profile }: { profile: Profile }) {
  const t = useT();
  const language = useLanguage();
  const notAvailable = t('identity.profile.account.notAvailable');
  const rows: Array<[string, string]> = [
    [t('identity.profile.account.userId'), profile.user_id || notAvailable],
    [t('identity.profile.account.created'), formatAccountDate(profile.created_at, language) ?? notAvailable],
    [t('identity.profile.account.updated'), formatAccountDate(profile.updated_at, language) ?? notAvailable],
  ];
  return (
    <ProfileCard title={t('identity.profile.account.title')} className="lg:col-span-2">
      <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 break-all text-ink">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="font-medium text-slate-600">{t('identity.profile.account.emailVerified')}</dt>
          <dd className="mt-1">
            {profile.email_verified ? (
              <span className="inline-flex items-center gap-1.5 font-medium text-emerald-700">
                <BadgeCheck aria-hidden="true" className="h-4 w-4" /> {t('identity.profile.account.verified')}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1.5 font-medium text-amber-800">
                <CircleAlert aria-hidden="true" className="h-4 w-4" /> {t('identity.profile.account.notVerified')}
              </span>
            )}
          </dd>
        </div>
      </dl>
    </ProfileCard>
  );
}
