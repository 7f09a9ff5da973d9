import { ArrowRight, Heart, Home, Mail, Shirt, Smartphone, Sparkles, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import toast from 'react-hot-toast';
import { paths } from '../../../paths.ts';
import { ErrorBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PromoPopup } from '../../../ui/promo-popup.tsx';
import { QueryLink } from '../../../ui/query-link.tsx';
import { usePromos } from './api.ts';
import { PromoCard, PromoRow } from './promo-card.tsx';
import { Button } from '../../../ui/button.tsx';
import { useT } from '../../../texts/texts.tsx';

/** storefront.md §2 Promo home: hero stats and category tiles with the spec's numbers. */
const STATS = [
  { value: '50+', label: 'active' },
  { value: '70%', label: 'maxDiscount' },
  { value: '1000+', label: 'products' },
] as const;

const CATEGORY_TILES: { name: string; count: number; icon: LucideIcon }[] = [
  { name: 'Electronics', count: 25, icon: Smartphone },
  { name: 'Fashion', count: 18, icon: Shirt },
  { name: 'Healthcare', count: 12, icon: Heart },
  { name: 'Food & Beverage', count: 30, icon: UtensilsCrossed },
  { name: 'Beauty', count: 22, icon: Sparkles },
  { name: 'Home & Living', count: 15, icon: Home },
];

export function PromoHomePage() {
  const t = useT();
  const promos = usePromos();
  const featured = promos.data?.find((p) => p.featured);
  const others = promos.data?.filter((p) => p !== featured) ?? [];

  return (
    <>
      <section className="bg-gradient-to-br from-navy to-navy-dark text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-14 sm:py-20 lg:grid-cols-[1.3fr_1fr]">
          <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold">
            {t('storefront.promos.home.badge')}
          </p>
          <h1 className="mt-4 max-w-2xl text-4xl font-extrabold leading-tight sm:text-5xl">{t('storefront.promos.home.title')}</h1>
          <p className="mt-4 max-w-xl text-lg text-slate-200">{t('storefront.promos.home.intro')}</p>
          <dl className="mt-10 grid max-w-xl grid-cols-3 gap-4">
            {STATS.map((s) => (
              <div key={s.label} className="rounded-2xl bg-white/10 p-4 text-center">
                <dt className="text-xs text-slate-200 sm:text-sm">{t(`storefront.promos.home.stats.${s.label}`)}</dt>
                <dd className="order-first text-2xl font-extrabold sm:text-3xl">{s.value}</dd>
              </div>
            ))}
          </dl>
          </div>
          <img src="/images/promos/promo-hero.svg" alt="" width={480} height={400} className="mx-auto hidden w-full max-w-md lg:block" />
        </div>
      </section>

      <section aria-labelledby="featured-promo" className="mx-auto max-w-7xl px-4 pt-12">
        <h2 id="featured-promo" className="text-2xl font-bold text-ink">
          {t('storefront.promos.home.featured')}
        </h2>
        {promos.isPending ? (
          <LoadingBlock label={t('storefront.promos.loading')} />
        ) : promos.isError ? (
          <ErrorBlock error={promos.error} onRetry={() => void promos.refetch()} />
        ) : (
          <div className="mt-5 grid gap-6 lg:grid-cols-[1.4fr_1fr]">
            {featured && <PromoCard promo={featured} large />}
            <ul aria-label={t('storefront.promos.home.others')} className="grid content-start gap-3">
              {others.map((promo) => (
                <li key={promo.id}>
                  <PromoRow promo={promo} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <section aria-labelledby="promo-categories" className="mx-auto max-w-7xl px-4 pt-12">
        <h2 id="promo-categories" className="text-2xl font-bold text-ink">
          {t('storefront.promos.home.categories')}
        </h2>
        <ul className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
          {CATEGORY_TILES.map(({ name, count, icon: Icon }) => (
            <li key={name} className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-100">
              <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-rose-50 text-brand">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <p className="mt-3 font-semibold text-ink">{name}</p>
              <p className="text-sm text-slate-600">{t('storefront.promos.home.count', { count })}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-7xl px-4 pt-12">
        <div className="grid items-center gap-6 rounded-3xl bg-gradient-to-r from-brand to-rose-500 p-8 text-white md:grid-cols-2 md:p-10">
          <div>
            <h2 className="text-2xl font-bold">{t('storefront.promos.home.newsletterTitle')}</h2>
            <p className="mt-2 text-rose-50">{t('storefront.promos.home.newsletterText')}</p>
          </div>
          <form
            className="flex flex-col gap-3 sm:flex-row"
            onSubmit={(event) => {
              event.preventDefault();
              toast.success(t('storefront.promos.home.newsletterThanks'));
            }}
          >
            <label className="relative flex-1">
              <span className="sr-only">{t('storefront.promos.home.email')}</span>
              <Mail aria-hidden="true" className="absolute left-4 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" />
              <input type="email" required maxLength={254} placeholder={t('storefront.promos.home.emailPlaceholder')} className="h-12 w-full rounded-full pl-10 pr-4 text-sm text-ink outline-none" />
            </label>
            <Button type="submit" variant="navy" size="lg" className="px-6">
              {t('storefront.promos.home.subscribe')}
            </Button>
          </form>
        </div>
        <p className="mt-8 text-center">
          <QueryLink to={paths.promos.href()} className="inline-flex items-center gap-2 font-semibold text-brand-dark hover:underline">
            {t('storefront.promos.home.seeAll')} <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </QueryLink>
        </p>
      </section>
      <PromoPopup />
    </>
  );
}
