import { BadgePercent, Cake, ShoppingBag, Ticket, TrendingDown, TrendingUp, Trophy } from 'lucide-react';
import type { EarningRates, MemberProfile } from '#domain/loyalty/api/members.ts';
import { TIER_CHANGE_REASONS } from '#domain/loyalty/tier-review.ts';
import { formatNumber } from '#domain/platform/format.ts';
import { paths } from '../../paths.ts';
import { QueryLink } from '../../ui/query-link.tsx';
import { useT } from '../../texts/texts.tsx';
import { birthdayBonusLine, nextLevelLine, rewardPointsBalance, tierBenefits, tierChangeLine } from './member-texts.ts';

/**
 * loyalty-pos.md §2: the greeting with the first name and tier, and the progress line; then the last
 * tier change and the birthday bonus when there is something to say (decision 031).
 */
export function MemberGreeting({ profile }: { profile: MemberProfile }) {
  const t = useT();
  const tier = profile.memberTiers[0];
  const tierName = tier?.loyaltyMemberTierName ?? '';
  const progress = nextLevelLine(t, profile.amountToNextTier, profile.nextTierName);
  const tierChange = tierChangeLine(t, tier);
  const TierChangeIcon = tier?.tierChangeReason === TIER_CHANGE_REASONS.downgrade ? TrendingDown : TrendingUp;
  const birthday = birthdayBonusLine(t, profile.birthdayBonus);
  return (
    <div>
      <h1 className="text-3xl font-bold text-ink">{t('loyalty.dashboard.greeting', { firstName: profile.associatedContact.firstName })}</h1>
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-navy px-3 py-1 text-sm font-semibold text-white">
          <Trophy aria-hidden="true" className="size-4" /> {t('loyalty.dashboard.tierBadge', { tier: tierName })}
        </span>
        {tierChange && (
          <span className="inline-flex items-center gap-1 text-sm text-slate-600">
            <TierChangeIcon aria-hidden="true" className="size-4 shrink-0" />
            <span>{tierChange}</span>
          </span>
        )}
      </p>
      {progress && <p className="mt-2 text-slate-600">{progress}</p>}
      {birthday && (
        <p className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          <Cake aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{birthday}</span>
        </p>
      )}
    </div>
  );
}

const cardClass =
  'flex flex-col justify-between rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-100 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand';

/** loyalty-pos.md §2: 'Poin Saya' and 'Voucher Saya' cards that open their pages with the number. */
export function MemberBalanceCards({ profile }: { profile: MemberProfile }) {
  const t = useT();
  const number = profile.membershipNumber;
  return (
    <div className="grid grid-cols-2 gap-4">
      <QueryLink to={paths.pointsHistory.href({ number })} className={cardClass}>
        <span className="flex items-center gap-2 font-semibold text-slate-700">
          <Trophy aria-hidden="true" className="size-5 text-brand" /> {t('loyalty.dashboard.pointsCard.title')}
        </span>
        <span className="mt-3 text-2xl font-bold text-ink">{formatNumber(rewardPointsBalance(profile.memberCurrencies), t.language)}</span>
        <span className="text-sm text-slate-600">{t('loyalty.dashboard.pointsCard.caption')}</span>
      </QueryLink>
      <QueryLink to={paths.memberVouchers.href({ number })} className={cardClass}>
        <span className="flex items-center gap-2 font-semibold text-slate-700">
          <Ticket aria-hidden="true" className="size-5 text-brand" /> {t('loyalty.dashboard.vouchersCard.title')}
        </span>
        <span className="mt-3 text-2xl font-bold text-ink">{formatNumber(profile.voucherCount, t.language)}</span>
        <span className="text-sm text-slate-600">{t('loyalty.dashboard.vouchersCard.caption')}</span>
      </QueryLink>
    </div>
  );
}

const BENEFIT_ICONS = [ShoppingBag, BadgePercent, Cake];

/** loyalty-pos.md §2 'Keuntungan {tier} Member': three benefit cards, the shopping rate as the back office set it. */
export function TierBenefits({ tierName, rates }: { tierName: string; rates: EarningRates }) {
  const t = useT();
  return (
    <section aria-labelledby="tier-benefits-title">
      <h2 id="tier-benefits-title" className="text-2xl font-bold text-ink">
        {t('loyalty.benefits.title', { tier: tierName })}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3">
        {tierBenefits(t, tierName, rates).map((benefit, index) => {
          const Icon = BENEFIT_ICONS[index] ?? ShoppingBag;
          return (
          <li key={benefit.title} className="flex gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-100">
            <Icon aria-hidden="true" className="size-6 shrink-0 text-brand" />
            <div>
              <h3 className="font-semibold text-ink">{benefit.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{benefit.text}</p>
            </div>
          </li>
          );
        })}
      </ul>
    </section>
  );
}
