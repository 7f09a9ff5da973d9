import { Clock, Globe2, Headphones, ShieldCheck, Sparkles, Store, Truck, Wallet, type LucideIcon } from 'lucide-react';
import type { Brand, CoverItem, HomeBanner, ShopItem } from '#domain/storefront/api/content.ts';
import { formatRupiah } from '#domain/platform/format.ts';
import { paths } from '../../../paths.ts';
import { QueryLink } from '../../../ui/query-link.tsx';
import { SectionHeading } from '../../../ui/section-heading.tsx';
import { useLikeCounts } from '../../../ui/use-like-counts.ts';
import { DealCard } from './deal-card.tsx';
import { useT } from '../../../texts/texts.tsx';

/** Home 5: New Arrivals, six static items. */
export function NewArrivalsSection({ items }: { items: CoverItem[] }) {
  const t = useT();
  return (
    <section aria-labelledby="new-arrivals" className="mx-auto max-w-7xl px-4 pt-12">
      <SectionHeading id="new-arrivals" icon={<Sparkles aria-hidden="true" className="h-6 w-6 text-brand" />} title={t('shop.home.newArrivals')} />
      <ul className="grid grid-cols-2 gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-100 sm:grid-cols-3 lg:grid-cols-6">
        {items.map((item) => (
          <li key={item.name} className="text-center">
            <img src={item.cover} alt="" width={240} height={240} loading="lazy" className="aspect-square w-full rounded-xl bg-slate-50 object-cover" />
            <h3 className="mt-2 text-sm font-semibold text-ink">{item.name}</h3>
            <p className="text-sm font-semibold text-brand">{formatRupiah(item.price)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Home 6: the brands list; 'View All Brands' has no action (storefront.md §2). */
export function BrandsSection({ brands }: { brands: Brand[] }) {
  const t = useT();
  return (
    <section aria-labelledby="brands" className="mx-auto max-w-7xl px-4 pt-12">
      <SectionHeading
        id="brands"
        icon={<Store aria-hidden="true" className="h-6 w-6 text-brand" />}
        title={t('shop.home.brands')}
        action={
          <button type="button" className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-700 hover:bg-white">
            {t('shop.home.viewAllBrands')}
          </button>
        }
      />
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {brands.map((b) => (
          <li key={b.name} className="grid h-24 place-items-center rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-100">
            <img src={b.logo} alt={b.name} width={160} height={60} loading="lazy" className="h-12 w-auto" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Home 7: the 'Mobile Phones' shop (items 7-15) with its own heart counters, beside the brands. */
export function ShopSection({ items, brands }: { items: ShopItem[]; brands: Brand[] }) {
  const t = useT();
  const [likes, like] = useLikeCounts();
  return (
    <section aria-labelledby="mobile-phones" className="mx-auto grid max-w-7xl grid-cols-1 gap-5 px-4 pt-12 lg:grid-cols-[15rem_1fr]">
      <aside aria-label={t('shop.home.phoneBrands')} className="hidden self-start rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-100 lg:block">
        <h3 className="text-lg font-bold text-ink">{t('shop.home.brands')}</h3>
        <ul className="mt-3 space-y-2">
          {brands.map((b) => (
            <li key={b.name} className="flex h-12 items-center rounded-xl bg-slate-50 px-3">
              <img src={b.logo} alt={b.name} width={160} height={60} loading="lazy" className="h-8 w-auto" />
            </li>
          ))}
        </ul>
      </aside>
      <div className="min-w-0">
      <SectionHeading
        id="mobile-phones"
        title={t('shop.home.mobilePhones')}
        action={
          <QueryLink to={paths.allProducts.href()} className="text-sm font-semibold text-brand-dark hover:underline">
            {t('shop.home.viewAll')}
          </QueryLink>
        }
      />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
        {items.map((item) => (
          <DealCard
            key={item.id}
            item={{ ...item, discount: Number(item.discount) }}
            likes={likes(item.id)}
            onLike={() => like(item.id)}
          />
        ))}
      </div>
      </div>
    </section>
  );
}

/** Home 8: three banners. */
export function BannersSection({ banners }: { banners: HomeBanner[] }) {
  const t = useT();
  return (
    <section aria-label={t('shop.home.offers')} className="mx-auto grid max-w-7xl gap-4 px-4 pt-12 md:grid-cols-3">
      {banners.map((b) => (
        <figure key={b.title} className="relative overflow-hidden rounded-2xl shadow-sm">
          <img src={b.image} alt="" width={480} height={240} loading="lazy" className="h-full w-full object-cover" />
          <figcaption className="absolute inset-y-0 left-0 flex w-3/5 flex-col justify-center p-5 text-white">
            <span className="text-lg font-extrabold leading-tight drop-shadow">{b.title}</span>
            <span className="mt-1 text-sm font-medium text-white drop-shadow">{b.subtitle}</span>
          </figcaption>
        </figure>
      ))}
    </section>
  );
}

/** Home 9: the six-tile benefits block (texts: shop.home.benefits.<name>.title / .text). */
const BENEFITS = [
  { name: 'fastDelivery', icon: Truck },
  { name: 'safePayment', icon: Wallet },
  { name: 'confidence', icon: ShieldCheck },
  { name: 'support', icon: Headphones },
  { name: 'globalShipping', icon: Globe2 },
  { name: 'nextDay', icon: Clock },
] as const satisfies readonly { name: string; icon: LucideIcon }[];

export function BenefitsSection() {
  const t = useT();
  return (
    <section aria-label={t('shop.home.whyUs')} className="mx-auto max-w-7xl px-4 pt-12">
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
        {BENEFITS.map(({ name, icon: Icon }) => (
          <li key={name} className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-100">
            <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-rose-50 text-brand">
              <Icon aria-hidden="true" className="h-7 w-7" />
            </span>
            <h3 className="mt-3 font-semibold text-ink">{t(`shop.home.benefits.${name}.title`)}</h3>
            <p className="mt-1 text-xs leading-relaxed text-slate-600">{t(`shop.home.benefits.${name}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
