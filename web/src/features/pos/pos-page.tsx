import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { STORE_BRANDS, type StoreBrand } from '#domain/loyalty/vouchers.ts';
import { paths } from '../../paths.ts';
import { PosCheckout } from './pos-checkout.tsx';
import { StaffOnly } from './staff-only.tsx';
import { registerTillWorker } from './offline/service-worker.ts';
import { TillStatusBar } from './offline/till-status-bar.tsx';
import { useT } from '../../texts/texts.tsx';

const isStoreBrand = (value: string | undefined): value is StoreBrand => (STORE_BRANDS as readonly string[]).includes(value ?? '');

/** /pos/grandlucky and /pos/erafone (loyalty-pos.md §2); any other store shows 'unknown store'. */
export function PosPage() {
  const t = useT();
  const { store } = useParams();
  useEffect(registerTillWorker, []);
  return (
    <div className="min-h-screen bg-paper">
      <header className="flex items-center gap-3 bg-navy px-4 py-3 text-white">
        <Link to={paths.home.href()} aria-label={t('pos.page.back')} className="rounded-full p-1 hover:bg-white/10">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Link>
        <h1 className="text-xl font-bold">{t('pos.page.title')}</h1>
        {isStoreBrand(store) && (
          // Returns and refunds, with a manager's approval (decision 016).
          <Link to={paths.posReturns.href({ store })} className="ml-auto rounded-full border border-white/40 px-4 py-1.5 text-sm font-semibold hover:bg-white/10">
            {t('pos.page.returns')}
          </Link>
        )}
      </header>
      <main id="main">
        {isStoreBrand(store) ? (
          <StaffOnly>
            <TillStatusBar />
            <PosCheckout key={store} brand={store} />
          </StaffOnly>
        ) : (
          <p role="alert" className="mx-4 my-16 max-w-md rounded-2xl bg-white p-8 text-center text-lg font-semibold text-ink shadow-sm ring-1 ring-slate-200 sm:mx-auto">
            {t('pos.page.unknownStore')}
          </p>
        )}
      </main>
    </div>
  );
}
