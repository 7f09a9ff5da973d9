import { BadgeCheck, CircleAlert } from 'lucide-react';
import type { Profile } from '#domain/identity/api/account.ts';
import { formatAccountDate, NOT_AVAILABLE } from '#domain/identity/account.ts';
import { ProfileCard } from './card.tsx';

/** storefront.md §2 Account Information (all read-only). */
export function AccountInformationCard({ profile }: { profile: Profile }) {
  const rows: Array<[string, string]> = [
    ['User ID', profile.user_id || NOT_AVAILABLE],
    ['Account Created', formatAccountDate(profile.created_at)],
    ['Last Updated', formatAccountDate(profile.updated_at)],
  ];
  return (
    <ProfileCard title="Account Information" className="lg:col-span-2">
      <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 break-all text-ink">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="font-medium text-slate-600">Email Verified</dt>
          <dd className="mt-1">
            {profile.email_verified ? (
              <span className="inline-flex items-center gap-1.5 font-medium text-emerald-700">
                <BadgeCheck aria-hidden="true" className="h-4 w-4" /> Verified
              </span>
            ) : (
              <span className="inline-flex items-center gap-1.5 font-medium text-amber-800">
                <CircleAlert aria-hidden="true" className="h-4 w-4" /> Not verified
              </span>
            )}
          </dd>
        </div>
      </dl>
    </ProfileCard>
  );
}
