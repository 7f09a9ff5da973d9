import { lazy, Suspense } from 'react';
import { useEarningRates, useMemberGames, useMemberProfile, useRewardCatalog } from './api.ts';
import { MemberLoadError, MemberPage } from './member-page.tsx';
import { MemberBalanceCards, MemberGreeting, TierBenefits } from './member-summary.tsx';
import { rewardPointsBalance } from './member-texts.ts';
import { MembershipQrCard } from './membership-qr.tsx';
import { RewardCatalog } from './reward-catalog.tsx';
import { SpinToWin } from './spin-to-win.tsx';

/**
 * The member's message settings (decision 032), last on the page: loaded after the dashboard has painted,
 * so the form kit they use is not part of the dashboard's first load, and nothing above them moves.
 */
const MessageSettingsCard = lazy(() => import('./message-settings.tsx').then((m) => ({ default: m.MessageSettingsCard })));

/** "Ajak teman" (decision 033), loaded the same way, above the message settings. */
const ReferralCard = lazy(() => import('./referral-card.tsx').then((m) => ({ default: m.ReferralCard })));

/** loyalty-pos.md §2 /loyalty?number=N: the member dashboard; /loyalty alone: the signed-in account's own (decision 009). */
export function LoyaltyDashboardPage() {
  return <MemberPage>{(membershipNumber) => <LoyaltyDashboard key={membershipNumber} membershipNumber={membershipNumber} />}</MemberPage>;
}

function LoyaltyDashboard({ membershipNumber }: { membershipNumber: string }) {
  const profile = useMemberProfile(membershipNumber);
  const rewards = useRewardCatalog(membershipNumber);
  // SpinToWin reads the same query; asked here so that the dashboard waits for it.
  const games = useMemberGames(membershipNumber);
  const rates = useEarningRates();
  if (profile.isError) return <MemberLoadError error={profile.error} />;
  // The global loading indicator shows meanwhile (loyalty-pos.md §4). The calls run in parallel; the
  // dashboard appears once all have answered, so the spin banner, the benefits and the reward catalogue
  // do not push the page down after it painted (no layout shift, decision 013).
  if (!profile.data || games.isPending || rewards.isPending || rates.isPending) return null;
  const tierName = profile.data.memberTiers[0]?.loyaltyMemberTierName ?? '';
  return (
    <div className="flex flex-col gap-10">
      <div className="grid gap-6 lg:grid-cols-[1fr_auto] lg:items-start">
        <div className="flex flex-col gap-6">
          <MemberGreeting profile={profile.data} />
          <MemberBalanceCards profile={profile.data} />
        </div>
        <MembershipQrCard membershipNumber={membershipNumber} />
      </div>
      <SpinToWin membershipNumber={membershipNumber} />
      {rates.data && <TierBenefits tierName={tierName} rates={rates.data} />}
      {rewards.isError ? <MemberLoadError error={rewards.error} /> : rewards.data && <RewardCatalog membershipNumber={membershipNumber} rewards={rewards.data} balance={rewardPointsBalance(profile.data.memberCurrencies)} />}
      <Suspense fallback={null}>
        <ReferralCard />
      </Suspense>
      <Suspense fallback={null}>
        <MessageSettingsCard membershipNumber={membershipNumber} />
      </Suspense>
    </div>
  );
}
