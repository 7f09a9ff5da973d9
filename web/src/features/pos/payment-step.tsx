import { formatRupiah } from '#domain/platform/format.ts';
import { useId } from 'react';
import { PAYMENT_METHODS } from '#domain/pos/pricing.ts';
import type { CheckoutMember } from '#domain/pos/order.ts';
import type { Text } from '#domain/texts/index.ts';
import { CASH, TENDER_LABELS, type TenderKind } from '#domain/pos/tenders.ts';
import { useT } from '../../texts/texts.tsx';
import { MemberBox } from './member-box.tsx';
import type { TenderView } from './tender-drafts.ts';
import { OFFLINE_TENDERS } from '#domain/pos/offline.ts';

/** loyalty-pos.md §9's three payment options, then cash (decision 014). */
const TILES: readonly TenderKind[] = [...PAYMENT_METHODS, CASH];

interface PaymentStepProps {
  member: CheckoutMember | null;
  /** The till has no link (decision 030): only the tenders that need no server, no points. */
  offline: boolean;
  /** Offline, a member attached by number only. */
  offlineMember: string | null;
  tenders: TenderView;
  onAddTender(kind: TenderKind): void;
  onRemoveTender(id: number): void;
  onTenderTyped(id: number, field: 'amountText' | 'tenderedText', text: string): void;
  pointsText: string;
  pointsError: Text | null;
  onPointsTyped(text: string): void;
}

const inputClass =
  'mt-1 h-11 w-full rounded-lg border border-slate-300 px-3 text-ink tabular-nums focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none';

/**
 * loyalty-pos.md §2 step 4: member box, the payment tiles and the points to redeem. Decision 014: each
 * tile adds a tender paying the rest; several tenders split the sale; cash takes the notes handed
 * over and shows the change; CASH_ROUNDING shows as its own line.
 */
export function PaymentStep({ member, offline, offlineMember, tenders, onAddTender, onRemoveTender, onTenderTyped, pointsText, pointsError, onPointsTyped }: PaymentStepProps) {
  const t = useT();
  const pointsId = useId();
  const errorId = useId();
  const used = new Set(tenders.tenders.map((t) => t.draft.kind));
  const hasCash = used.has(CASH);
  return (
    <div className="space-y-6">
      <MemberBox member={member} />
      {offlineMember && <p className="font-semibold text-ink">{t('pos.offline.member.byNumber', { number: offlineMember })}</p>}
      {offline && (
        <p role="note" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 ring-1 ring-amber-300">
          {t('pos.offline.payment.notice')}
        </p>
      )}
      <fieldset>
        <legend className="text-lg font-semibold text-ink">{t('pos.payment.method')}</legend>
        <p className="mt-1 text-sm text-slate-600">{t('pos.payment.hint')}</p>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {TILES.filter((kind) => !offline || OFFLINE_TENDERS.includes(kind)).map((kind) => (
            <button
              key={kind}
              type="button"
              aria-pressed={used.has(kind)}
              disabled={kind === CASH && hasCash}
              onClick={() => onAddTender(kind)}
              className={`h-16 rounded-2xl bg-white font-semibold text-ink shadow-sm ring-1 hover:ring-2 hover:ring-brand disabled:cursor-not-allowed disabled:opacity-60 sm:h-20 ${
                used.has(kind) ? 'ring-2 ring-brand' : 'ring-slate-200'
              }`}
            >
              {t(TENDER_LABELS[kind])}
            </button>
          ))}
        </div>
      </fieldset>

      {tenders.tenders.length > 0 && (
        <section aria-label={t('pos.payment.tenders')} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <ol className="space-y-4">
            {tenders.tenders.map((tender, index) => {
              const { draft } = tender;
              const cash = draft.kind === CASH;
              return (
                <li key={draft.id} className="border-b border-slate-100 pb-4 last:border-0 last:pb-0">
                  <div className="flex items-center justify-between gap-3">
                    <p className="font-semibold text-ink">{t(TENDER_LABELS[draft.kind])}</p>
                    <button
                      type="button"
                      onClick={() => onRemoveTender(draft.id)}
                      aria-label={t('pos.payment.removeTender', { number: index + 1 })}
                      className="-my-1 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-ink"
                    >
                      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                      </svg>
                    </button>
                  </div>
                  <div className="mt-1 grid grid-cols-2 gap-3">
                    <div>
                      <label htmlFor={`tender-${draft.id}-amount`} className="block text-sm font-medium text-slate-700">
                        {t('pos.payment.amount', { kind: t(TENDER_LABELS[draft.kind]) })}
                      </label>
                      <input
                        id={`tender-${draft.id}-amount`}
                        maxLength={15}
                        inputMode="numeric"
                        autoComplete="off"
                        placeholder={tender.paysRest && tender.amount !== null ? String(tender.amount) : '0'}
                        value={draft.amountText}
                        onChange={(event) => onTenderTyped(draft.id, 'amountText', event.target.value)}
                        className={inputClass}
                      />
                    </div>
                    {cash && (
                      <div>
                        <label htmlFor={`tender-${draft.id}-tendered`} className="block text-sm font-medium text-slate-700">
                          {t('pos.payment.cashTendered')}
                        </label>
                        <input
                          id={`tender-${draft.id}-tendered`}
                          maxLength={15}
                          inputMode="numeric"
                          autoComplete="off"
                          placeholder={tender.amount !== null ? String(tender.amount) : '0'}
                          value={draft.tenderedText}
                          onChange={(event) => onTenderTyped(draft.id, 'tenderedText', event.target.value)}
                          className={inputClass}
                        />
                      </div>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
          <dl className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-ink">
            {tenders.cashRounding > 0 && (
              <div className="flex justify-between text-green-700" data-testid="cash-rounding">
                <dt>{t('pos.payment.cashRounding')}</dt>
                <dd>-{formatRupiah(tenders.cashRounding)}</dd>
              </div>
            )}
            <div className="flex justify-between font-semibold">
              <dt>{t('pos.payment.amountToPay')}</dt>
              <dd>{formatRupiah(tenders.amountToPay)}</dd>
            </div>
            {hasCash && (
              <div className="flex justify-between text-lg font-bold">
                <dt>{t('pos.payment.change')}</dt>
                <dd>{formatRupiah(tenders.change)}</dd>
              </div>
            )}
          </dl>
        </section>
      )}
      {tenders.problem && tenders.tenders.length > 0 && (
        <p role="status" className="text-sm font-medium text-red-700">
          {t(tenders.problem.key, tenders.problem.values)}
        </p>
      )}

      {member && !offline && (
        <div className="max-w-md">
          <h3 className="text-lg font-semibold text-ink">{t('pos.payment.redeemPoints')}</h3>
          <label htmlFor={pointsId} className="mt-2 block text-sm font-medium text-slate-700">
            {t('pos.payment.pointsLabel')}
          </label>
          <input
            id={pointsId}
            maxLength={15}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            aria-invalid={pointsError !== null}
            aria-describedby={pointsError ? errorId : undefined}
            value={pointsText}
            onChange={(event) => onPointsTyped(event.target.value)}
            className="mt-1 h-11 w-full rounded-lg border border-slate-300 px-3 text-ink focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
          />
          {pointsError && (
            <p id={errorId} className="mt-1 text-sm text-red-700">
              {t(pointsError.key, pointsError.values)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
