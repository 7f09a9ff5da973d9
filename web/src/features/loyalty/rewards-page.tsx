import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { DEFAULT_EARNING_RULES } from '#domain/loyalty/earning.ts';
import { BIRTHDAY_BONUS_POINTS, POINTS_EXPIRY_MONTHS, TIER_NAMES, tierUpgradeLadder } from '#domain/loyalty/programme.ts';
import { SPIN_VALIDITY_DAYS } from '#domain/loyalty/games.ts';
import { formatNumber, formatRupiah } from '#domain/platform/format.ts';
import { paths } from '../../paths.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { notify } from '../../ui/notify.ts';
import { authActions, useAuth } from '../identity/index.ts';
import { useLanguage, useT } from '../../texts/texts.tsx';
import { useEarningRates, useMyMembership } from './api.ts';

/** ARCHITECTURE "The loyalty engine": a Reward Point pays Rp 1 (domain/storefront/checkout.ts, domain/pos/pricing.ts). */
const RUPIAH_PER_POINT_SPENT = 1;

/**
 * What Lumbung Rewards is, for a guest (loyalty-pos.md §1, §2, §9): earning, spending, the tiers with their
 * thresholds and multipliers, expiry, the spin, the birthday bonus and referrals, then the way in: sign up
 * (the account's e-mail then joins at /loyalty), or, signed in, join. The rate, multipliers and birthday
 * bonus are the back office's (GET /api/loyalty/earning-rates; the seeds until it answers); the tier
 * thresholds and expiry are the engine's (domain/loyalty/programme.ts).
 */
export function RewardsPage() {
  const t = useT();
  const language = useLanguage();
  const rates = useEarningRates().data;
  const rupiahPerPoint = rates?.rupiahPerPoint ?? DEFAULT_EARNING_RULES.rupiahPerPoint;
  const birthdayPoints = rates?.birthdayBonusPoints ?? BIRTHDAY_BONUS_POINTS;
  const multiplier = (tier: string) =>
    rates?.tiers.find((row) => row.name === tier)?.multiplier ?? (DEFAULT_EARNING_RULES.multiplierPercent[tier] ?? 100) / 100;
  const reachedAt = new Map(tierUpgradeLadder('Crew').map((step) => [step.tierName as string, step.tierPoints]));

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <div className="rounded-3xl bg-navy px-6 py-10 text-white shadow-sm sm:px-10">
        <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-light">
          <Sparkles aria-hidden="true" className="h-4 w-4" />
          Grand Lucky · Erafone
        </p>
        <h1 className="mt-3 text-3xl font-bold sm:text-4xl">{t('loyalty.rewardsPage.title')}</h1>
        <p className="mt-4 max-w-2xl text-base leading-relaxed text-slate-200">{t('loyalty.rewardsPage.intro')}</p>
        <JoinActions />
      </div>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Card title={t('loyalty.rewardsPage.earn.title')}>
          <ul className="list-disc space-y-2 pl-5">
            <li>{t('loyalty.rewardsPage.earn.rate', { rupiah: formatRupiah(rupiahPerPoint) })}</li>
            <li>{t('loyalty.rewardsPage.earn.spend', { rupiah: formatRupiah(RUPIAH_PER_POINT_SPENT) })}</li>
            <li>{t('loyalty.rewardsPage.earn.expiry', { months: POINTS_EXPIRY_MONTHS })}</li>
          </ul>
        </Card>

        <Card title={t('loyalty.rewardsPage.tiers.title')}>
          <p>{t('loyalty.rewardsPage.tiers.intro')}</p>
          <table className="mt-4 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-3 font-semibold">{t('loyalty.rewardsPage.tiers.tier')}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t('loyalty.rewardsPage.tiers.reach')}</th>
                <th scope="col" className="py-2 text-right font-semibold">{t('loyalty.rewardsPage.tiers.multiplier')}</th>
              </tr>
            </thead>
            <tbody>
              {TIER_NAMES.map((tier) => {
                const at = reachedAt.get(tier);
                return (
                  <tr key={tier} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="py-2 pr-3 font-semibold text-ink">{tier}</th>
                    <td className="py-2 pr-3 tabular-nums">{at === undefined ? t('loyalty.rewardsPage.tiers.onJoining') : t('loyalty.rewardsPage.tiers.atTierPoints', { points: formatNumber(at, language) })}</td>
                    <td className="py-2 text-right tabular-nums">{t('loyalty.rewardsPage.tiers.times', { multiplier: multiplier(tier) })}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Card>
      </div>

      <h2 className="mt-10 text-2xl font-bold text-ink">{t('loyalty.rewardsPage.more.title')}</h2>
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        <Card title={t('loyalty.rewardsPage.more.spinTitle')} level={3}>
          <p>{t('loyalty.rewardsPage.more.spin', { days: SPIN_VALIDITY_DAYS })}</p>
        </Card>
        <Card title={t('loyalty.rewardsPage.more.birthdayTitle')} level={3}>
          <p>{t('loyalty.rewardsPage.more.birthday', { points: formatNumber(birthdayPoints, language) })}</p>
        </Card>
        <Card title={t('loyalty.rewardsPage.more.referralTitle')} level={3}>
          <p>{t('loyalty.rewardsPage.more.referral')}</p>
        </Card>
      </div>
    </section>
  );
}

/** The way in: a guest signs up (then joins at /loyalty, where the new account lands); a signed-in shopper joins there. */
function JoinActions() {
  const t = useT();
  const { isAuthenticated, isLoading } = useAuth();
  const returnTo = paths.loyalty.href();
  const start = (signup: boolean) => authActions.login({ signup, returnTo }).catch(() => notify.error(t('common.account.loginFailed')));
  if (isLoading) return <div className="mt-8 h-12" />;
  if (isAuthenticated) return <SignedInJoin to={returnTo} />;
  return (
    <div className="mt-8 space-y-3">
      <div className="flex flex-wrap items-center gap-4">
        <Button size="lg" className="px-8" onClick={() => void start(true)}>
          {t('loyalty.rewardsPage.signUp')}
        </Button>
        <button type="button" className="text-sm font-semibold text-white underline-offset-4 hover:underline" onClick={() => void start(false)}>
          {t('loyalty.rewardsPage.signIn')}
        </button>
      </div>
      <p className="text-sm text-slate-300">{t('loyalty.rewardsPage.signUpHint')}</p>
    </div>
  );
}

/** A signed-in shopper joins (or links a card) at /loyalty; a member opens their own area there. */
function SignedInJoin({ to }: { to: string }) {
  const t = useT();
  const mine = useMyMembership();
  if (mine.isPending) return <div className="mt-8 h-12" />;
  const member = Boolean(mine.data?.membershipNumber);
  return (
    <div className="mt-8 space-y-3">
      <ButtonLink to={to} size="lg" className="inline-flex items-center px-8">
        {t(member ? 'loyalty.rewardsPage.openMine' : 'loyalty.rewardsPage.joinNow')}
      </ButtonLink>
      <p className="text-sm text-slate-300">{t(member ? 'loyalty.rewardsPage.memberAlready' : 'loyalty.rewardsPage.joinSignedIn')}</p>
    </div>
  );
}

function Card({ title, level = 2, children }: { title: string; level?: 2 | 3; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="min-w-0 rounded-2xl bg-white p-6 text-sm leading-relaxed text-slate-700 shadow-sm ring-1 ring-slate-100">
      <Heading className="mb-3 border-l-4 border-brand pl-3 text-lg font-bold text-ink">{title}</Heading>
      {children}
    </div>
  );
}
