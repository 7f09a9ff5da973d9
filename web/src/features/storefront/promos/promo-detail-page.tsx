import { CalendarDays, ChevronRight, Link2, Mail, MessageCircle, Share2 } from 'lucide-react';
import { useParams } from 'react-router';
import type { PromoContentBlock } from '#domain/storefront/api/content.ts';
import { promoIdOrDefault } from '#domain/storefront/promos.ts';
import { paths } from '../../../paths.ts';
import { ErrorBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PromoPopup } from '../../../ui/promo-popup.tsx';
import { QueryLink } from '../../../ui/query-link.tsx';
import { usePromoDetail } from './api.ts';
import { PromoCard } from './promo-card.tsx';
import { ButtonLink } from '../../../ui/button.tsx';
import { useT } from '../../../texts/texts.tsx';

/** The share icons (no behaviour, storefront.md §2); texts: storefront.promos.detail.share.<label>. */
const SHARE_TARGETS = [
  { label: 'share', icon: Share2 },
  { label: 'whatsapp', icon: MessageCircle },
  { label: 'email', icon: Mail },
  { label: 'copyLink', icon: Link2 },
] as const;

/** storefront.md §2 Promo detail; an unknown id (or /promo-news) shows promo 1. */
export function PromoDetailPage() {
  const t = useT();
  const id = promoIdOrDefault(useParams().id);
  const detail = usePromoDetail(id);

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      {detail.isPending ? (
        <LoadingBlock label={t('storefront.promos.loading')} />
      ) : detail.isError ? (
        <ErrorBlock error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <nav aria-label={t('storefront.promos.detail.breadcrumb')} className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
            <QueryLink to={paths.home.href()} className="hover:text-brand">
              {t('storefront.promos.detail.home')}
            </QueryLink>
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
            <QueryLink to={paths.promos.href()} className="hover:text-brand">
              Promo
            </QueryLink>
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
            <span aria-current="page" className="text-ink">
              {detail.data.promo.title}
            </span>
          </nav>

          <article className="mt-6 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-100">
            <div className="p-6 sm:p-10">
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-dark">{detail.data.promo.category}</p>
              <h1 className="mt-2 text-3xl font-extrabold leading-tight text-ink sm:text-4xl">{detail.data.promo.title}</h1>
              <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
                <p className="flex items-center gap-2 text-slate-600">
                  <CalendarDays aria-hidden="true" className="h-5 w-5" />
                  {detail.data.promo.startDate} - {detail.data.promo.endDate}
                </p>
                <ul className="flex gap-2">
                  {SHARE_TARGETS.map(({ label, icon: Icon }) => (
                    <li key={label}>
                      <button
                        type="button"
                        aria-label={t(`storefront.promos.detail.share.${label}`)}
                        className="grid h-9 w-9 place-items-center rounded-full bg-slate-100 text-slate-700 hover:bg-slate-200"
                      >
                        <Icon aria-hidden="true" className="h-4 w-4" />
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
            <img src={detail.data.promo.image} alt={detail.data.promo.title} width={1280} height={720} className="aspect-video w-full object-cover" />
            <div className="space-y-4 p-6 leading-relaxed text-slate-700 sm:p-10">
              {detail.data.promo.content.map((block, i) => (
                <ContentBlock key={i} block={block} />
              ))}
              <div className="flex flex-wrap gap-3 pt-4">
                <ButtonLink to={paths.helpCenter.href()} size="lg" className="inline-flex items-center px-8 shadow-md">
                  {t('storefront.promos.detail.contactNow')}
                </ButtonLink>
                <ButtonLink to={paths.promos.href()} variant="outline" size="lg" className="inline-flex items-center px-6">
                  {t('storefront.promos.detail.seeOthers')}
                </ButtonLink>
              </div>
            </div>
          </article>

          <section aria-labelledby="other-promos" className="mt-12">
            <h2 id="other-promos" className="text-2xl font-bold text-ink">
              {t('storefront.promos.detail.others')}
            </h2>
            <ul className="mt-5 grid gap-6 sm:grid-cols-2">
              {detail.data.others.map((promo) => (
                <li key={promo.id}>
                  <PromoCard promo={promo} />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
      <PromoPopup />
    </section>
  );
}

/** Rich content as elements (never raw HTML). */
function ContentBlock({ block }: { block: PromoContentBlock }) {
  const t = useT();
  switch (block.type) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'heading':
      return <h2 className="pt-2 text-xl font-bold text-ink">{block.text}</h2>;
    case 'list':
      return (
        <ul className="list-disc space-y-1 pl-6">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'terms':
      return (
        <div className="rounded-2xl bg-slate-50 p-5">
          <h2 className="font-bold text-ink">{t('storefront.promos.detail.terms')}</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </div>
      );
  }
}
