import { CalendarDays } from 'lucide-react';
import type { Promo } from '#domain/storefront/api/content.ts';
import { PROMO_CARD_UTM } from '#domain/storefront/promos.ts';
import { paths } from '../../../paths.ts';
import { QueryLink } from '../../../ui/query-link.tsx';
import { useT } from '../../../texts/texts.tsx';

/**
 * A promo card: image, FEATURED and discount badges, category, title, dates; links with utm tags.
 * `eager`: the card is on the first screen, so its image loads at once (the page's largest paint).
 */
export function PromoCard({ promo, large = false, eager = large }: { promo: Promo; large?: boolean; eager?: boolean }) {
  const t = useT();
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-100 transition hover:shadow-lg">
      <QueryLink to={paths.promoDetail.href({ id: promo.id, ...PROMO_CARD_UTM })} className="flex h-full flex-col">
        <div className="relative">
          <img
            src={promo.image}
            alt=""
            width={640}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            className="aspect-video w-full object-cover transition duration-300 group-hover:scale-[1.02]"
          />
          <div className="absolute left-3 top-3 flex gap-2">
            {promo.featured && <span className="rounded-full bg-amber-300 px-2.5 py-1 text-xs font-bold text-ink">{t('storefront.promos.card.featured')}</span>}
            <span className="rounded-full bg-brand px-2.5 py-1 text-xs font-bold text-white">{t('storefront.promos.card.percentOff', { percent: promo.discount })}</span>
          </div>
        </div>
        <div className="flex flex-1 flex-col p-5">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-dark">{promo.category}</p>
          <h3 className={`mt-1 font-bold text-ink group-hover:text-brand ${large ? 'text-2xl' : 'text-lg'}`}>{promo.title}</h3>
          <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">{promo.description}</p>
          <p className="mt-auto flex items-center gap-1.5 pt-4 text-xs text-slate-600">
            <CalendarDays aria-hidden="true" className="h-4 w-4" />
            {promo.startDate} - {promo.endDate}
          </p>
        </div>
      </QueryLink>
    </article>
  );
}

/** A compact row for promo lists beside a featured promo: thumbnail, badge, title and dates. */
export function PromoRow({ promo }: { promo: Promo }) {
  const t = useT();
  return (
    <QueryLink
      to={paths.promoDetail.href({ id: promo.id, ...PROMO_CARD_UTM })}
      className="group flex items-center gap-4 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-100 transition hover:shadow-md"
    >
      <img src={promo.image} alt="" width={640} height={360} loading="lazy" className="aspect-video w-28 shrink-0 rounded-xl object-cover sm:w-36" />
      <span className="min-w-0">
        <span className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-brand-dark">
          {promo.category}
          <span className="rounded-full bg-brand px-2 py-0.5 text-[11px] font-bold normal-case tracking-normal text-white">{t('storefront.promos.card.percentOff', { percent: promo.discount })}</span>
        </span>
        <span className="mt-1 block font-semibold leading-snug text-ink group-hover:text-brand">{promo.title}</span>
        <span className="mt-1 block text-xs text-slate-600">
          {promo.startDate} - {promo.endDate}
        </span>
      </span>
    </QueryLink>
  );
}
