import { BadgePercent } from 'lucide-react';
import type { CoverItem } from '#domain/storefront/api/content.ts';
import { formatRupiah } from '#domain/platform/format.ts';
import { paths } from '../../../paths.ts';
import { Carousel } from '../../../ui/carousel.tsx';
import { QueryLink } from '../../../ui/query-link.tsx';
import { SectionHeading } from '../../../ui/section-heading.tsx';
import { useT } from '../../../texts/texts.tsx';

/** Home 4: Huge Discounts (5 per view like Flash Deals; autoplay, speed 500 ms). */
export function DiscountsSection({ items }: { items: CoverItem[] }) {
  const t = useT();
  return (
    <section aria-labelledby="huge-discounts" className="mx-auto max-w-7xl px-4 pt-12">
      <SectionHeading id="huge-discounts" icon={<BadgePercent aria-hidden="true" className="h-6 w-6 text-brand" />} title={t('shop.home.hugeDiscounts')} />
      <Carousel label={t('shop.home.hugeDiscounts')} layout="deals" speedMs={500} autoplay>
        {items.map((item) => (
          <QueryLink
            key={item.name}
            to={paths.discountProducts.href({ name: item.name })}
            className="group block rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-100 transition hover:shadow-lg"
          >
            <img src={item.cover} alt="" width={320} height={240} loading="lazy" className="aspect-[4/3] w-full rounded-xl object-cover" />
            <h3 className="mt-3 font-semibold text-ink group-hover:text-brand">{item.name}</h3>
            <p className="text-sm text-slate-600">
              {t.rich('shop.home.from', { price: formatRupiah(item.price), strong: (chunks) => <span className="font-semibold text-brand">{chunks}</span> })}
            </p>
          </QueryLink>
        ))}
      </Carousel>
    </section>
  );
}
