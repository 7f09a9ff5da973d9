import { formatRupiah, formatTime } from '#domain/platform/format.ts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { PosStore } from '#domain/pos/api/sales.ts';
import { parsePointsInput } from '#domain/pos/pricing.ts';
import type { StoreBrand } from '#domain/loyalty/vouchers.ts';
import { paths } from '../../paths.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { errorMessage } from '../../ui/error-message.ts';
import { PosDialog } from './pos-dialog.tsx';
import { useCurrentShift, useShiftActions } from './shift-api.ts';
import { useTillStatus } from './offline/till-sync.ts';
import { useLanguage, useT } from '../../texts/texts.tsx';

/** A key for one open request: a retry of the same click opens the same shift. */
const requestKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Whole rupiah typed as '200000' or '200.000'; null otherwise. */
function parseAmount(text: string): number | null {
  const value = parsePointsInput(text);
  return value !== null && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

const fieldClass = 'h-11 w-40 rounded-lg border border-slate-300 bg-white px-3 text-ink focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none';

/**
 * The cashier's shift at the chosen store (decision 014). Without one, sales are refused, so the bar
 * asks for the opening float; with one, it shows since when and offers the close (a blind count: the
 * expected cash is only on the Z-report).
 */
export function ShiftBar({ brand, store }: { brand: StoreBrand; store: PosStore }) {
  const t = useT();
  const language = useLanguage();
  const current = useCurrentShift(store.storeId);
  const actions = useShiftActions(store.storeId);
  const navigate = useNavigate();
  const [floatText, setFloatText] = useState('');
  const [key, setKey] = useState(requestKey);
  const [problem, setProblem] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const [countText, setCountText] = useState('');
  const [busy, setBusy] = useState(false);

  const shift = current.data?.shift ?? null;
  // Decision 030: the server cannot know what waits on this device, so the till refuses the close itself
  // while sales of this shift are still queued here (the Z-report would miss them).
  const queuedHere = useTillStatus().sales.filter((sale) => sale.status === 'queued' && sale.shiftId === shift?.id).length;
  // The refusal counts down as the queue drains, and goes once it is empty.
  const [refusedForQueue, setRefusedForQueue] = useState(false);
  const shownProblem = refusedForQueue && queuedHere > 0 ? t('pos.offline.shift.closeRefused', { count: queuedHere }) : problem;
  const zReports = paths.posZReports.href({ store: brand, storeId: store.storeId });

  async function open(event: FormEvent) {
    event.preventDefault();
    const openingFloat = parseAmount(floatText);
    if (openingFloat === null) return setProblem(t('pos.shift.floatInvalid'));
    setBusy(true);
    try {
      await actions.open({ storeId: store.storeId, openingFloat, requestKey: key });
      setProblem(null);
      setFloatText('');
      setKey(requestKey());
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function close(event: FormEvent) {
    event.preventDefault();
    if (!shift) return;
    setRefusedForQueue(queuedHere > 0);
    if (queuedHere > 0) return;
    const countedCash = parseAmount(countText);
    if (countedCash === null) return setProblem(t('pos.shift.countInvalid'));
    setBusy(true);
    try {
      const report = await actions.close(shift.id, { countedCash });
      void navigate(paths.posZReport.href({ store: brand, storeId: store.storeId, zNumber: report.zNumber }));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (current.isPending) return null;
  if (current.error) {
    return (
      <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
        {t('pos.shift.loadFailed', { message: errorMessage(current.error) })}
      </p>
    );
  }

  return (
    <section aria-label={t('pos.shift.label')} className="mb-5 rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
      {shift ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-green-800">{t('pos.shift.open')}</span> {t('pos.shift.since', { time: formatTime(shift.openedAt, language), amount: formatRupiah(shift.openingFloat) })}
          </p>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={zReports} variant="outline" size="sm" className="inline-flex items-center bg-white px-4">
              {t('pos.shift.zReports')}
            </ButtonLink>
            <Button onClick={() => { setProblem(null); setClosing(true); }} variant="navy" size="sm" className="px-4">
              {t('pos.shift.close')}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={(event) => void open(event)} className="flex flex-wrap items-end gap-3">
          <p className="w-full text-sm font-semibold text-ink">{t('pos.shift.noneOpen', { store: store.name })}</p>
          <div>
            <label htmlFor="opening-float" className="block text-sm font-medium text-slate-700">
              {t('pos.shift.openingFloat')}
            </label>
            <input id="opening-float" inputMode="numeric" autoComplete="off" placeholder="200000" value={floatText} onChange={(e) => setFloatText(e.target.value)} className={`mt-1 ${fieldClass}`} />
          </div>
          <Button type="submit" disabled={busy} size="md" className="px-5">
            {t('pos.shift.openButton')}
          </Button>
          <ButtonLink to={zReports} variant="outline" size="md" className="inline-flex items-center bg-white px-4">
            {t('pos.shift.zReports')}
          </ButtonLink>
        </form>
      )}
      {shownProblem && !closing && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {shownProblem}
        </p>
      )}
      {closing && shift && (
        <PosDialog title={t('pos.shift.close')} onClose={() => setClosing(false)}>
          <form onSubmit={(event) => void close(event)} className="space-y-4">
            <p className="text-sm text-slate-700">{t('pos.shift.countHint')}</p>
            <div>
              <label htmlFor="counted-cash" className="block text-sm font-medium text-slate-700">
                {t('pos.shift.countedCash')}
              </label>
              <input id="counted-cash" autoFocus inputMode="numeric" autoComplete="off" value={countText} onChange={(e) => setCountText(e.target.value)} className={`mt-1 w-full ${fieldClass}`} />
            </div>
            {shownProblem && (
              <p role="alert" className="text-sm text-red-700">
                {shownProblem}
              </p>
            )}
            <Button type="submit" disabled={busy} size="md" className="w-full">
              {t('pos.shift.closeAndPrint')}
            </Button>
          </form>
        </PosDialog>
      )}
    </section>
  );
}
