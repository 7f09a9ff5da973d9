import { useMemo, useState } from 'react';
import { formatNumber, formatRupiah } from '#domain/platform/format.ts';
import type { PosReturn, SaleForReturn } from '#domain/pos/api/returns.ts';
import { formatReceiptDateTime } from '#domain/pos/receipt.ts';
import { newReturnKey, planReturn, ReturnProblem, type ReturnPlan } from '#domain/pos/returns.ts';
import { TENDER_LABELS, type TenderKind } from '#domain/pos/tenders.ts';
import type { Text } from '#domain/texts/index.ts';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';
import { useLanguage, useT } from '../../../texts/texts.tsx';
import { ApprovalDialog } from './approval-dialog.tsx';

/** The sale found: its lines, the units chosen to come back, the refund they make, and the manager's approval. */
export function ChooseLines({ sale, offline, onBooked }: { sale: SaleForReturn; offline: boolean; onBooked(booked: PosReturn): void }) {
  const t = useT();
  const language = useLanguage();
  const tenderName = (kind: string) => (kind in TENDER_LABELS ? t(TENDER_LABELS[kind as TenderKind]) : kind);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [approving, setApproving] = useState(false);
  // One key per return, from the first approval attempt until it is booked: a retry books it once.
  const [returnKey] = useState(() => newReturnKey());
  const requested = sale.lines.filter((line) => (quantities[line.lineNumber] ?? 0) > 0).map((line) => ({ lineNumber: line.lineNumber, quantity: quantities[line.lineNumber] ?? 0 }));
  const preview = useMemo<ReturnPlan | Text | string | null>(() => {
    if (requested.length === 0) return null;
    try {
      return planReturn(sale, new Map(sale.lines.map((line) => [line.lineNumber, line.returnedQuantity])), requested);
    } catch (error) {
      return error instanceof ReturnProblem ? error.text : errorMessage(error);
    }
  }, [sale, requested]);
  const set = (lineNumber: number, quantity: number) => setQuantities((current) => ({ ...current, [lineNumber]: quantity }));

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby="sale-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="sale-title" className="text-lg font-bold text-ink">
            {t('pos.returns.saleTitle', { order: sale.orderName })}
          </h2>
          <p className="text-sm break-all text-slate-600">{sale.externalTransactionNumber}</p>
        </div>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
          <div>
            <dt className="inline text-slate-500">{t('pos.returns.date')} </dt>
            <dd className="inline">{formatReceiptDateTime(sale.createdAt, language)}</dd>
          </div>
          <div>
            <dt className="inline text-slate-500">{t('pos.returns.store')} </dt>
            <dd className="inline">{sale.businessName}</dd>
          </div>
          <div>
            <dt className="inline text-slate-500">{t('pos.returns.member')} </dt>
            <dd className="inline">{sale.membershipNumber ? `${sale.memberName ?? ''} (${sale.membershipNumber})` : t('pos.returns.noMember')}</dd>
          </div>
          <div>
            <dt className="inline text-slate-500">{t('pos.returns.paid')} </dt>
            <dd className="inline">
              {formatRupiah(sale.total)}
              {sale.tenders.length > 0 && ` · ${sale.tenders.map((tender) => `${tenderName(tender.kind)} ${formatRupiah(tender.amount)}`).join(' + ')}`}
            </dd>
          </div>
          {sale.voucherCode && (
            <div>
              <dt className="inline text-slate-500">{t('pos.returns.voucher')} </dt>
              <dd className="inline">
                {sale.voucherCode} (-{formatRupiah(sale.voucherDiscount)})
              </dd>
            </div>
          )}
          {sale.pointsRedeemed > 0 && (
            <div>
              <dt className="inline text-slate-500">{t('pos.returns.pointsUsed')} </dt>
              <dd className="inline">{formatNumber(sale.pointsRedeemed, language)}</dd>
            </div>
          )}
        </dl>
        <ul aria-label={t('pos.returns.items')} className="mt-4 divide-y divide-slate-100 border-t border-slate-100">
          {sale.lines.map((line) => {
            const left = line.quantity - line.returnedQuantity;
            const chosen = quantities[line.lineNumber] ?? 0;
            return (
              <li key={line.lineNumber} aria-label={line.name} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{line.name}</p>
                  <p className="text-sm text-slate-600">
                    {line.quantity} × {formatRupiah(line.price)} · {line.returnedQuantity > 0 ? t('pos.returns.returnedBefore', { count: line.returnedQuantity }) : t('pos.returns.noneReturned')}
                  </p>
                </div>
                {left > 0 ? (
                  <div className="flex items-center gap-2">
                    <button
                      type="button"
                      aria-label={t('pos.returns.oneLess', { name: line.name })}
                      disabled={chosen === 0}
                      onClick={() => set(line.lineNumber, chosen - 1)}
                      className="h-10 w-10 rounded-full border border-slate-300 text-lg font-bold text-ink hover:bg-slate-50 disabled:opacity-40"
                    >
                      −
                    </button>
                    <output aria-label={t('pos.returns.toReturn', { name: line.name })} className="w-16 text-center text-sm font-semibold text-ink tabular-nums">
                      {t('pos.returns.chosenOf', { chosen, left })}
                    </output>
                    <button
                      type="button"
                      aria-label={t('pos.returns.oneMore', { name: line.name })}
                      disabled={chosen >= left}
                      onClick={() => set(line.lineNumber, chosen + 1)}
                      className="h-10 w-10 rounded-full border border-slate-300 text-lg font-bold text-ink hover:bg-slate-50 disabled:opacity-40"
                    >
                      +
                    </button>
                  </div>
                ) : (
                  <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-600">{t('pos.returns.returnedInFull')}</span>
                )}
              </li>
            );
          })}
        </ul>
        {sale.returns.length > 0 && (
          <p className="mt-3 text-sm text-slate-600">
            {t('pos.returns.earlier', { list: sale.returns.map((earlier) => `${earlier.returnNumber} (${formatRupiah(earlier.refundTotal)})`).join(', ') })}
          </p>
        )}
      </section>

      <aside aria-labelledby="refund-title" className="h-fit rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-4">
        <h2 id="refund-title" className="text-lg font-bold text-ink">
          {t('pos.returns.refund')}
        </h2>
        {preview === null && <p className="mt-2 text-sm text-slate-600">{t('pos.returns.chooseItems')}</p>}
        {preview !== null && !isPlan(preview) && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {typeof preview === 'string' ? preview : t(preview.key, preview.values)}
          </p>
        )}
        {preview !== null && isPlan(preview) && <RefundSummary plan={preview} hasMember={sale.membershipNumber !== null} voucherCode={sale.voucherCode} />}
        <Button size="md" className="mt-4 w-full disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600" disabled={preview === null || !isPlan(preview) || offline} onClick={() => setApproving(true)}>
          {t('pos.returns.managerApproval')}
        </Button>
      </aside>

      {approving && (
        <ApprovalDialog
          request={{ returnKey, externalTransactionNumber: sale.externalTransactionNumber, lines: requested }}
          storeId={sale.storeId}
          offline={offline}
          onClose={() => setApproving(false)}
          onBooked={onBooked}
        />
      )}
    </div>
  );
}

const isPlan = (preview: ReturnPlan | Text | string): preview is ReturnPlan => typeof preview === 'object' && 'refunds' in preview;

function RefundSummary({ plan, hasMember, voucherCode }: { plan: ReturnPlan; hasMember: boolean; voucherCode: string | null }) {
  const t = useT();
  const language = useLanguage();
  const points = (n: number) => formatNumber(n, language);
  return (
    <dl aria-label={t('pos.returns.refundSummary')} className="mt-3 space-y-1 text-sm text-slate-700">
      {plan.refunds.map((refund) => (
        <div key={refund.kind} className="flex justify-between gap-3">
          <dt>{t('pos.returns.toTender', { kind: refund.kind in TENDER_LABELS ? t(TENDER_LABELS[refund.kind as TenderKind]) : refund.kind })}</dt>
          <dd className="tabular-nums">{formatRupiah(refund.amount)}</dd>
        </div>
      ))}
      {plan.cashRoundingKept > 0 && (
        <div className="flex justify-between gap-3">
          <dt>{t('pos.returns.roundingKept')}</dt>
          <dd className="tabular-nums">{formatRupiah(plan.cashRoundingKept)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-1 text-base font-bold text-ink">
        <dt>{t('pos.returns.refundTotal')}</dt>
        <dd className="tabular-nums">{formatRupiah(plan.refundTotal)}</dd>
      </div>
      {hasMember && (
        <>
          <div className="flex justify-between gap-3">
            <dt>{t('pos.returns.pointsGivenBack')}</dt>
            <dd className="text-green-700 tabular-nums">+{points(plan.pointsGivenBack)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>{t('pos.returns.pointsTakenBack')}</dt>
            <dd className="text-red-700 tabular-nums">-{points(plan.pointsReversed)}</dd>
          </div>
        </>
      )}
      {plan.wholeSaleReturned && voucherCode && <p className="pt-1 text-green-700">{t('pos.returns.voucherBack', { code: voucherCode })}</p>}
    </dl>
  );
}
