import { Zap } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductCardItem } from '#domain/storefront/api/content.ts';
import { paths } from '../../../paths.ts';
import { Carousel } from '../../../ui/carousel.tsx';
import { QueryLink } from '../../../ui/query-link.tsx';
import { SectionHeading } from '../../../ui/section-heading.tsx';
import { useLikeCounts } from '../../../ui/use-like-counts.ts';
import { DealCard } from './deal-card.tsx';
import { useT } from '../../../texts/texts.tsx';

/** Home 2: Flash Deals (storefront.md §9: 5 per view, speed 800 ms, loop, arrows, no autoplay). */
export function FlashDealsSection({ items }: { items: ProductCardItem[] }) {
  const t = useT();
  const [likes, like] = useLikeCounts();
  const [params] = useSearchParams();
  const utmSource = params.get('utm_source');
  const utmCampaign = params.get('utm_campaign');
  useEffect(() => {
    // storefront.md §2: the section reads utm_source and utm_campaign but only logs them.
    if (utmSource || utmCampaign) console.info('Flash Deals visit', { utm_source: utmSource, utm_campaign: utmCampaign });
  }, [utmSource, utmCampaign]);

  return (
    <section aria-labelledby="flash-deals" className="mx-auto max-w-7xl px-4 pt-12">
      <SectionHeading
        id="flash-deals"
        icon={<Zap aria-hidden="true" className="h-6 w-6 fill-brand text-brand" />}
        title={t('shop.home.flashDeals')}
        action={
          <QueryLink to={paths.flashDeals.href()} className="text-sm font-semibold text-brand-dark hover:underline">
            {t('shop.home.viewAll')}
          </QueryLink>
        }
      />
      <Carousel label={t('shop.home.flashDeals')} layout="deals" speedMs={800} arrows>
        {items.map((item) => (
          <DealCard key={item.id} item={item} likes={likes(item.id)} onLike={() => like(item.id)} />
        ))}
      </Carousel>
    </section>
  );
}
