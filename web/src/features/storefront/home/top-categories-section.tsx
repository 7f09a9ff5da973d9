import { LayoutGrid } from 'lucide-react';
import type { TopCategory } from '#domain/storefront/api/content.ts';
import { Carousel } from '../../../ui/carousel.tsx';
import { SectionHeading } from '../../../ui/section-heading.tsx';
import { useT } from '../../../texts/texts.tsx';

/** Enough slides for a looping 4-per-view carousel: the three categories go round (as a ring would). */
const MIN_SLIDES = 8;

/** Home 3: Top Categories (4 per view: 3, 2, 1, 1; centred; autoplay). */
export function TopCategoriesSection({ categories }: { categories: TopCategory[] }) {
  const t = useT();
  const rounds = categories.length === 0 ? 0 : Math.ceil(MIN_SLIDES / categories.length);
  const slides = Array.from({ length: rounds }, () => categories).flat();
  return (
    <section aria-labelledby="top-categories" className="mx-auto max-w-7xl px-4 pt-12">
      <SectionHeading id="top-categories" icon={<LayoutGrid aria-hidden="true" className="h-6 w-6 text-brand" />} title={t('shop.home.topCategories')} />
      <Carousel label={t('shop.home.topCategories')} layout="categories" speedMs={500} autoplay align="center">
        {slides.map((c, i) => (
          <figure key={`${c.name}-${i}`} aria-hidden={i >= categories.length || undefined} className="relative overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-100">
            <img src={c.image} alt="" width={480} height={300} loading="lazy" className="h-48 w-full object-cover" />
            <figcaption className="absolute inset-x-3 top-3 flex items-center justify-between gap-2">
              <span className="rounded-full bg-navy px-3 py-1 text-sm font-semibold text-white">{c.name}</span>
              <span className="rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-slate-700">
                {t('shop.home.ordersThisWeek', { count: c.ordersThisWeek })}
              </span>
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </section>
  );
}
