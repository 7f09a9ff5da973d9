import { Search, SearchX } from 'lucide-react';
import { useState } from 'react';
import {
  ALL_PROMO_CATEGORIES,
  DEFAULT_PROMO_FILTER,
  filterPromos,
  promoCategoryCounts,
  type PromoFilter,
} from '#domain/storefront/promos.ts';
import { ErrorBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PromoPopup } from '../../../ui/promo-popup.tsx';
import { usePromos } from './api.ts';
import { PromoCard } from './promo-card.tsx';
import { Button } from '../../../ui/button.tsx';
import { useT } from '../../../texts/texts.tsx';

/** storefront.md §2 All promos: keyword search, category filter with counts, result count, reset. */
export function PromoListPage() {
  const t = useT();
  const promos = usePromos();
  const [filter, setFilter] = useState<PromoFilter>(DEFAULT_PROMO_FILTER);

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{t('storefront.promos.list.title')}</h1>
      <p className="mt-2 text-slate-600">{t('storefront.promos.list.intro')}</p>
      {promos.isPending ? (
        <LoadingBlock label={t('storefront.promos.loading')} />
      ) : promos.isError ? (
        <ErrorBlock error={promos.error} onRetry={() => void promos.refetch()} />
      ) : (
        <PromoResults all={promos.data} filter={filter} onChange={setFilter} />
      )}
      <PromoPopup />
    </section>
  );
}

function PromoResults({ all, filter, onChange }: { all: Parameters<typeof filterPromos>[0]; filter: PromoFilter; onChange(f: PromoFilter): void }) {
  const t = useT();
  const results = filterPromos(all, filter);
  return (
    <>
      <div className="mt-6 flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-100 sm:flex-row">
        <label className="relative flex-1">
          <span className="sr-only">{t('storefront.promos.list.search')}</span>
          <Search aria-hidden="true" className="absolute left-4 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" />
          <input
            type="search"
            maxLength={100}
            value={filter.search}
            onChange={(e) => onChange({ ...filter, search: e.target.value })}
            placeholder={t('storefront.promos.list.searchPlaceholder')}
            className="h-11 w-full rounded-full border border-slate-300 pl-10 pr-4 text-sm outline-none focus:border-brand focus:ring-2 focus:ring-brand/20"
          />
        </label>
        <label className="sm:w-72">
          <span className="sr-only">{t('storefront.promos.list.category')}</span>
          <select
            value={filter.category}
            onChange={(e) => onChange({ ...filter, category: e.target.value as PromoFilter['category'] })}
            className="h-11 w-full rounded-full border border-slate-300 bg-white px-4 text-sm outline-none focus:border-brand"
          >
            {promoCategoryCounts(all).map(({ category, count }) => (
              <option key={category} value={category}>
                {category === ALL_PROMO_CATEGORIES ? t('storefront.promos.list.allCategories') : category} ({count})
              </option>
            ))}
          </select>
        </label>
      </div>

      <p role="status" className="mt-5 text-sm text-slate-600">
        {t('storefront.promos.list.showing', { shown: results.length, total: all.length })}
      </p>

      {results.length === 0 ? (
        <div className="mt-6 rounded-2xl bg-white p-12 text-center shadow-sm ring-1 ring-slate-100">
          <SearchX aria-hidden="true" className="mx-auto h-12 w-12 text-slate-300" />
          <p className="mt-4 text-lg font-semibold text-ink">{t('storefront.promos.list.none')}</p>
          <Button onClick={() => onChange(DEFAULT_PROMO_FILTER)} className="mt-5 px-6 py-2.5">
            {t('storefront.promos.list.reset')}
          </Button>
        </div>
      ) : (
        <>
          <h2 className="sr-only">{t('storefront.promos.list.heading')}</h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {results.map((promo, i) => (
              <li key={promo.id}>
                {/* The first row is on screen at load on a desktop (three) and on a phone (one). */}
                <PromoCard promo={promo} eager={i < 3} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
