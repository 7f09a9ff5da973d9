import { parsePointsInput } from '#domain/pos/pricing.ts';
import type { Text } from '#domain/texts/index.ts';
import { CASH, cashToPay, settleTenders, type TenderInput, type TenderKind, type TenderSettlement } from '#domain/pos/tenders.ts';

/**
 * The payment step's tenders as the cashier types them (decision 014). A tender whose amount is
 * left empty pays the rest: one tile click pays the whole sale, as the spec's single payment method
 * did, and follows the total when the points change. Only the newest tender pays the rest; adding
 * another fixes the earlier one at what it showed.
 */
export interface TenderDraft {
  id: number;
  kind: TenderKind;
  /** Rupiah as typed ('50.000' or '50000'); '' pays the rest. */
  amountText: string;
  /** Cash only: the notes handed over; '' is exactly the amount. */
  tenderedText: string;
}

interface ResolvedTender {
  draft: TenderDraft;
  /** The amount it pays: typed, or the rest; null when what was typed is not a number. */
  amount: number | null;
  /** Whether the amount is the rest (nothing typed). */
  paysRest: boolean;
  tendered: number | null;
  change: number;
}

export interface TenderView {
  tenders: ResolvedTender[];
  /** What the order sends. */
  inputs: TenderInput[];
  /** Cash rounding taken off the cash part (0 without cash). */
  cashRounding: number;
  amountToPay: number;
  change: number;
  settlement: TenderSettlement | null;
  /** Why 'Complete Payment' cannot go on (a catalogue text), or null. */
  problem: Text | null;
}

const parseRupiahText = (text: string): number | null => parsePointsInput(text);

/** The rest the newest tender with an empty amount pays. */
function restFor(kind: TenderKind, others: readonly { kind: TenderKind; amount: number }[], amountDue: number, unit: number): number {
  const nonCash = others.filter((t) => t.kind !== CASH).reduce((sum, t) => sum + t.amount, 0);
  if (kind === CASH) return cashToPay(amountDue, nonCash, unit).cashAmount;
  const cash = others.filter((t) => t.kind === CASH).reduce((sum, t) => sum + t.amount, 0);
  return amountDue - nonCash - cash;
}

export function resolveTenders(drafts: readonly TenderDraft[], amountDue: number, unit: number): TenderView {
  const restIndex = drafts.findLastIndex((d) => d.amountText.trim() === '');
  const typed = drafts.map((d, i) => (i === restIndex ? null : parseRupiahText(d.amountText)));
  const others = drafts.flatMap((d, i) => (i !== restIndex && typed[i] !== null ? [{ kind: d.kind, amount: typed[i]! }] : []));
  const rest = restIndex >= 0 ? restFor(drafts[restIndex]!.kind, others, amountDue, unit) : 0;

  const tenders = drafts.map((draft, i): ResolvedTender => {
    const amount = i === restIndex ? rest : typed[i]!;
    const tenderedTyped = draft.kind === CASH && draft.tenderedText.trim() !== '' ? parseRupiahText(draft.tenderedText) : null;
    const tendered = draft.kind === CASH && amount !== null ? (tenderedTyped ?? amount) : null;
    return { draft, amount, paysRest: i === restIndex, tendered, change: tendered !== null && amount !== null ? Math.max(0, tendered - amount) : 0 };
  });
  const inputs: TenderInput[] = tenders.map((t) => ({
    kind: t.draft.kind,
    amount: t.amount ?? Number.NaN,
    ...(t.draft.kind === CASH && t.draft.tenderedText.trim() !== '' ? { tendered: parseRupiahText(t.draft.tenderedText) ?? Number.NaN } : {}),
  }));
  const { settlement, problem } = settleTenders(inputs, amountDue, unit);
  const hasCash = inputs.some((t) => t.kind === CASH);
  const nonCash = tenders.filter((t) => t.draft.kind !== CASH).reduce((sum, t) => sum + (t.amount ?? 0), 0);
  const cashRounding = settlement?.cashRounding ?? (hasCash ? cashToPay(amountDue, nonCash, unit).cashRounding : 0);
  return {
    tenders,
    inputs,
    cashRounding,
    amountToPay: amountDue - cashRounding,
    change: settlement?.change ?? tenders.reduce((sum, t) => sum + t.change, 0),
    settlement,
    problem,
  };
}

/** Adds a tender that pays the rest; the tender that paid the rest so far keeps what it showed. */
export function addTender(drafts: readonly TenderDraft[], kind: TenderKind, amountDue: number, unit: number, id: number): TenderDraft[] {
  const view = resolveTenders(drafts, amountDue, unit);
  const fixed = drafts.map((d, i) => (view.tenders[i]!.paysRest ? { ...d, amountText: String(view.tenders[i]!.amount ?? 0) } : d));
  return [...fixed, { id, kind, amountText: '', tenderedText: '' }];
}
