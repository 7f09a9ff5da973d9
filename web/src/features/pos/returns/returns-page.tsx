import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { PosReturn, SaleForReturn } from '#domain/pos/api/returns.ts';
import { saleLookupKey } from '#domain/pos/returns.ts';
import { STORE_BRANDS, type StoreBrand } from '#domain/loyalty/vouchers.ts';
import { paths } from '../../../paths.ts';
import { Button } from '../../../ui/button.tsx';
import { ApiError } from '../../../api/client.ts';
import { errorMessage } from '../../../ui/error-message.ts';
import { useT } from '../../../texts/texts.tsx';
import { reportLink, startTillSync, useTillStatus } from '../offline/till-sync.ts';
import { StaffOnly } from '../staff-only.tsx';
import { findSale } from './api.ts';
import { ChooseLines } from './choose-lines.tsx';
import { ReturnsOfflineNote } from './offline-note.tsx';
import { ReturnReceiptPanel } from './return-receipt.tsx';

const isStoreBrand = (value: string | undefined): value is StoreBrand => (STORE_BRANDS as readonly string[]).includes(value ?? '');

/** /pos/:store/returns (decision 016): find the sale, choose what comes back, a manager approves. */
export function ReturnsPage() {
  const { store } = useParams();
  const brand = isStoreBrand(store) ? store : null;
  const t = useT();
  return (
    <div className="min-h-screen bg-paper">
      <header className="flex items-center gap-3 bg-navy px-4 py-3 text-white print:hidden">
        <Link to={brand ? paths.pos.href({ store: brand }) : paths.home.href()} aria-label={t('pos.returns.back')} className="rounded-full p-1 hover:bg-white/10">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Link>
        <h1 className="text-xl font-bold">{t('pos.returns.title')}</h1>
      </header>
      <main id="main" className="mx-auto max-w-5xl px-4 py-6">
        {brand ? (
          <StaffOnly>
            <Returns />
          </StaffOnly>
        ) : (
          <p role="alert" className="mx-auto my-16 max-w-md rounded-2xl bg-white p-8 text-center text-lg font-semibold text-ink shadow-sm ring-1 ring-slate-200">
            {t('pos.page.unknownStore')}
          </p>
        )}
      </main>
    </div>
  );
}

type Stage = { step: 'find' } | { step: 'choose'; sale: SaleForReturn } | { step: 'done'; booked: PosReturn };

function Returns() {
  const [stage, setStage] = useState<Stage>({ step: 'find' });
  // The till's watch on the link runs here as on the till (decision 030): the page hears the link drop
  // and return while it is open, and the sales queued on this device keep syncing meanwhile.
  useEffect(startTillSync, []);
  const offline = !useTillStatus().online;
  if (stage.step === 'done') return <ReturnReceiptPanel booked={stage.booked} onNewReturn={() => setStage({ step: 'find' })} />;
  return (
    <>
      {/* Always in the page, so a screen reader hears the sentence when the link drops while it is open. */}
      <div aria-live="polite" className={offline ? 'mb-6' : undefined}>
        {offline && <ReturnsOfflineNote />}
      </div>
      <div className="space-y-6">
        <FindSale offline={offline} onFound={(sale) => setStage({ step: 'choose', sale })} />
        {stage.step === 'choose' && (
          <ChooseLines key={stage.sale.orderId + stage.sale.returns.length} sale={stage.sale} offline={offline} onBooked={(booked) => setStage({ step: 'done', booked })} />
        )}
      </div>
    </>
  );
}

/** A transaction number typed, or the receipt's QR read by a scanner that types it and Enter. */
function FindSale({ offline, onFound }: { offline: boolean; onFound(sale: SaleForReturn): void }) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (offline) return; // the button is off; Enter from a scanner must not slip past it
    const text = String(new FormData(event.currentTarget).get('sale') ?? '');
    if (!saleLookupKey(text)) {
      setProblem(t('pos.returns.enterSale'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      onFound(await findSale(text));
    } catch (error) {
      // No answer: the link is down even if the browser thinks not, and the page says so.
      if (error instanceof ApiError && error.status === 0) reportLink(false);
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="find-sale-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="find-sale-title" className="text-lg font-bold text-ink">
        {t('pos.returns.findTitle')}
      </h2>
      <form onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="sale-lookup" className="block text-sm font-medium text-slate-700">
            {t('pos.returns.lookupLabel')}
          </label>
          <input
            id="sale-lookup"
            name="sale"
            maxLength={100}
            autoFocus
            autoComplete="off"
            placeholder={t('pos.returns.lookupPlaceholder')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'sale-lookup-problem' : undefined}
            className="mt-1 h-11 w-full rounded-lg border border-slate-300 px-3 text-ink focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
          />
        </div>
        <Button type="submit" variant="navy" size="md" className="px-6 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600" disabled={busy || offline}>
          {t('pos.returns.find')}
        </Button>
      </form>
      {problem && (
        <p id="sale-lookup-problem" role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </section>
  );
}
