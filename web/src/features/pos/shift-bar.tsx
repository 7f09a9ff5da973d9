import { formatRupiah, formatTime } from '#domain/platform/format.ts';
import { useState, type FormEvent } from 'react';
import { cashDifference, parseCashAmount, signedRupiah } from '#domain/pos/shifts.ts';
import { useNavigate } from 'react-router';
import type { PosStore } from '#domain/pos/api/sales.ts';
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

const fieldClass = 'h-11 w-40 rounded-lg border border-slate-300 bg-white px-3 text-ink focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none';

/** The close's two steps: the blind count, then the count against the expected cash, confirmed. */
type Closing = { step: 'count' } | { step: 'confirm'; countedCash: number; expectedCash: number };

/**
 * The cashier's shift at the chosen store (decision 014). Without one, sales are refused, so the bar
 * asks for the opening float; with one, it shows since when and offers the close: a blind count, then
 * the difference to the expected cash, confirmed before the immutable Z-report is written. Both amounts
 * must be typed: a blank field is refused, an empty drawer is a typed 0.
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
  // What to fix in the amount field (opening float or counted cash), shown under it.
  const [fieldProblem, setFieldProblem] = useState<string | null>(null);
  const [closing, setClosing] = useState<Closing | null>(null);
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
    const openingFloat = parseCashAmount(floatText);
    if (typeof openingFloat !== 'number') return setFieldProblem(t(openingFloat === 'missing' ? 'pos.shift.floatMissing' : 'pos.shift.floatInvalid'));
    setFieldProblem(null);
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

  /** Step 1: the count is typed blind; then the expected cash is read for the confirmation. */
  async function review(event: FormEvent) {
    event.preventDefault();
    if (!shift) return;
    setRefusedForQueue(queuedHere > 0);
    if (queuedHere > 0) return;
    const countedCash = parseCashAmount(countText);
    if (typeof countedCash !== 'number') return setFieldProblem(t(countedCash === 'missing' ? 'pos.shift.countMissing' : 'pos.shift.countInvalid'));
    setFieldProblem(null);
    setBusy(true);
    try {
      const { expectedCash } = await actions.expectedCash(shift.id);
      setProblem(null);
      setClosing({ step: 'confirm', countedCash, expectedCash });
    } catch (error) {
      setProblem(t('pos.shift.checkFailed', { message: errorMessage(error) }));
    } finally {
      setBusy(false);
    }
  }

  /** Step 2, confirmed: the close, which writes the Z-report. */
  async function close(countedCash: number) {
    if (!shift) return;
    setRefusedForQueue(queuedHere > 0);
    if (queuedHere > 0) return setClosing({ step: 'count' });
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
            <Button onClick={() => { setProblem(null); setFieldProblem(null); setClosing({ step: 'count' }); }} variant="navy" size="sm" className="px-4">
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
            <CashInput id="opening-float" placeholder="200000" value={floatText} onValue={setFloatText} invalid={Boolean(fieldProblem)} className={`mt-1 ${fieldClass}`} />
          </div>
          <Button type="submit" disabled={busy} size="md" className="px-5">
            {t('pos.shift.openButton')}
          </Button>
          <ButtonLink to={zReports} variant="outline" size="md" className="inline-flex items-center bg-white px-4">
            {t('pos.shift.zReports')}
          </ButtonLink>
          {fieldProblem && (
            <p id="opening-float-problem" role="alert" className="w-full text-sm text-red-700">
              {fieldProblem}
            </p>
          )}
        </form>
      )}
      {shownProblem && !closing && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {shownProblem}
        </p>
      )}
      {closing && shift && (
        <PosDialog title={t(closing.step === 'count' ? 'pos.shift.close' : 'pos.shift.confirmTitle')} onClose={() => setClosing(null)}>
          {closing.step === 'count' ? (
            <form onSubmit={(event) => void review(event)} noValidate className="space-y-4">
              <p className="text-sm text-slate-700">{t('pos.shift.countHint')}</p>
              <div>
                <label htmlFor="counted-cash" className="block text-sm font-medium text-slate-700">
                  {t('pos.shift.countedCash')}
                </label>
                <CashInput id="counted-cash" autoFocus value={countText} onValue={setCountText} invalid={Boolean(fieldProblem)} className={`mt-1 w-full ${fieldClass}`} />
                {fieldProblem && (
                  <p id="counted-cash-problem" role="alert" className="mt-1 text-sm text-red-700">
                    {fieldProblem}
                  </p>
                )}
              </div>
              {shownProblem && (
                <p role="alert" className="text-sm text-red-700">
                  {shownProblem}
                </p>
              )}
              <Button type="submit" disabled={busy} size="md" className="w-full">
                {t('pos.shift.review')}
              </Button>
            </form>
          ) : (
            <CloseConfirmation
              expectedCash={closing.expectedCash}
              countedCash={closing.countedCash}
              problem={shownProblem}
              busy={busy}
              onBack={() => {
                setProblem(null);
                setClosing({ step: 'count' });
              }}
              onConfirm={() => void close(closing.countedCash)}
            />
          )}
        </PosDialog>
      )}
    </section>
  );
}

/** The count against the expected cash, before the Z-report is written (it cannot change afterwards). */
function CloseConfirmation(props: { expectedCash: number; countedCash: number; problem: string | null; busy: boolean; onBack(): void; onConfirm(): void }) {
  const t = useT();
  const { difference, outcome } = cashDifference(props.expectedCash, props.countedCash);
  const tone = outcome === 'short' ? 'text-red-800' : outcome === 'over' ? 'text-amber-800' : 'text-green-800';
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('pos.shift.confirmIntro')}</p>
      <dl aria-label={t('pos.shift.confirmTitle')} className="space-y-1 rounded-xl bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200">
        <div className="flex justify-between gap-4">
          <dt>{t('pos.shift.expectedCash')}</dt>
          <dd className="tabular-nums">{formatRupiah(props.expectedCash)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t('pos.shift.countedCash')}</dt>
          <dd className="tabular-nums">{formatRupiah(props.countedCash)}</dd>
        </div>
        <div className={`flex justify-between gap-4 border-t border-slate-300 pt-1 font-bold ${tone}`}>
          <dt>{t('pos.shift.difference')}</dt>
          <dd className="tabular-nums">{signedRupiah(difference)}</dd>
        </div>
      </dl>
      <p className={`text-sm font-semibold ${tone}`}>{outcome === 'even' ? t('pos.shift.even') : t(`pos.shift.${outcome}`, { amount: formatRupiah(Math.abs(difference)) })}</p>
      {props.problem && (
        <p role="alert" className="text-sm text-red-700">
          {props.problem}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" size="md" className="px-5" onClick={props.onBack} disabled={props.busy}>
          {t('pos.shift.back')}
        </Button>
        <Button type="button" autoFocus size="md" className="px-5" onClick={props.onConfirm} disabled={props.busy}>
          {t('pos.shift.closeAndPrint')}
        </Button>
      </div>
    </div>
  );
}

/** A cash amount typed at the till (digits, a numeric keypad); its problem, when shown, is `{id}-problem`. */
function CashInput({
  id,
  value,
  onValue,
  invalid,
  className,
  placeholder,
  autoFocus = false,
}: {
  id: string;
  value: string;
  onValue(value: string): void;
  invalid: boolean;
  className: string;
  placeholder?: string;
  autoFocus?: boolean;
}) {
  return (
    <input
      id={id}
      maxLength={15}
      autoFocus={autoFocus}
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? `${id}-problem` : undefined}
      className={className}
    />
  );
}
