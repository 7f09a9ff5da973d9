import { describe, expect, it } from 'vitest';
import { translate } from '../texts/catalogues.ts';
import type { TextKey } from '../texts/index.ts';
import {
  allocateOrder,
  negativeBalanceMessage,
  planReturn,
  refundToTenders,
  ReturnProblem,
  saleLookupKey,
  type SoldOrder,
} from './returns.ts';
import { shareInProportion } from '../platform/tax.ts';

const en = translate('en');
/** What the cashier reads (in English) when `run` refuses. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ReturnProblem) return en(error.text.key, error.text.values);
    throw error;
  }
  throw new Error('not refused');
}
const problem = (key: TextKey, values?: Record<string, string | number>) => en(key, values);

// 2 × Susu UHT at Rp 18.500 and 1 × Beras 5 kg at Rp 65.000; a Rp 10.000 voucher on both lines and
// 5.000 points redeemed: 41.070 + 72.150 gross - 10.000 - 5.000 = Rp 98.220 paid by debit card.
const sale: SoldOrder = {
  lines: [
    { lineNumber: 1, productCode: 'GL-SUSU', name: 'Susu UHT', price: 18_500, quantity: 2, lineSubtotal: 37_000, lineTax: 4_070, voucherEligible: true },
    { lineNumber: 2, productCode: 'GL-BERAS', name: 'Beras 5 kg', price: 65_000, quantity: 1, lineSubtotal: 65_000, lineTax: 7_150, voucherEligible: true },
  ],
  voucherDiscount: 10_000,
  pointsRedeemed: 5_000,
  total: 98_220,
  pointsEarned: 98,
  tierPointsEarned: 98_220,
  tenders: [{ kind: 'Debit', amount: 98_220 }],
};

describe('shareInProportion', () => {
  it('splits whole units by largest remainder, adding up to the total', () => {
    expect(shareInProportion(10_000, [37_000, 65_000])).toEqual([3_627, 6_373]);
    expect(shareInProportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareInProportion(0, [0, 0])).toEqual([0, 0]);
  });
});

describe('allocateOrder', () => {
  it('shares the voucher by subtotal over its lines and the points by what was left of each line', () => {
    expect(allocateOrder(sale)).toEqual([
      { lineNumber: 1, gross: 41_070, voucherShare: 3_627, pointsShare: 1_814, paid: 35_629 },
      { lineNumber: 2, gross: 72_150, voucherShare: 6_373, pointsShare: 3_186, paid: 62_591 },
    ]);
  });

  it('gives a voucher share only to the lines the voucher applied to', () => {
    const shares = allocateOrder({ ...sale, lines: sale.lines.map((line) => ({ ...line, voucherEligible: line.lineNumber === 2 })) });
    expect(shares.map((s) => s.voucherShare)).toEqual([0, 10_000]);
  });
});

describe('planReturn', () => {
  it('returns one of two units: its share of the money, the points redeemed and the points earned', () => {
    const plan = planReturn(sale, new Map(), [{ lineNumber: 1, quantity: 1 }]);
    expect(plan).toEqual({
      lines: [
        { lineNumber: 1, productCode: 'GL-SUSU', name: 'Susu UHT', price: 18_500, quantity: 1, subtotal: 18_500, tax: 2_035, voucherShare: 1_813, pointsShare: 907, refund: 17_814 },
      ],
      subtotal: 18_500,
      tax: 2_035,
      voucherShare: 1_813,
      refundTotal: 17_814,
      refunds: [{ kind: 'Debit', amount: 17_814 }],
      cashRoundingKept: 0,
      pointsGivenBack: 907,
      pointsReversed: 17,
      tierPointsReversed: 17_814,
      wholeSaleReturned: false,
    });
  });

  it('returns the rest later: together the two returns give back exactly what the sale took', () => {
    const rest = planReturn(sale, new Map([[1, 1]]), [
      { lineNumber: 1, quantity: 1 },
      { lineNumber: 2, quantity: 1 },
    ]);
    expect(rest.refundTotal).toBe(80_406);
    expect(rest.lines.map((line) => line.refund)).toEqual([17_815, 62_591]);
    expect(17_814 + rest.refundTotal).toBe(98_220);
    expect(907 + rest.pointsGivenBack).toBe(5_000);
    expect(17 + rest.pointsReversed).toBe(98);
    expect(17_814 + rest.tierPointsReversed).toBe(98_220);
    expect(rest.wholeSaleReturned).toBe(true);
  });

  it('returns the whole sale at once', () => {
    const all = planReturn(sale, new Map(), [
      { lineNumber: 2, quantity: 1 },
      { lineNumber: 1, quantity: 2 },
    ]);
    expect(all).toMatchObject({ refundTotal: 98_220, subtotal: 102_000, tax: 11_220, voucherShare: 10_000, pointsGivenBack: 5_000, pointsReversed: 98, wholeSaleReturned: true });
  });

  it('refuses more than is left, counting earlier returns, with a message the cashier can act on', () => {
    const attempt = (before: Map<number, number>, quantity: number) => () => planReturn(sale, before, [{ lineNumber: 1, quantity }]);
    expect(refusal(attempt(new Map(), 3))).toBe(problem('pos.returns.problems.onlyLeft', { name: 'Susu UHT', left: 2, sold: 2, before: 0 }));
    expect(refusal(attempt(new Map(), 3))).toBe('Only 2 units of Susu UHT can still be returned (2 units sold, 0 returned before).');
    expect(refusal(attempt(new Map([[1, 1]]), 2))).toBe(problem('pos.returns.problems.onlyLeft', { name: 'Susu UHT', left: 1, sold: 2, before: 1 }));
    expect(refusal(attempt(new Map([[1, 2]]), 1))).toBe(problem('pos.returns.problems.returnedInFull', { name: 'Susu UHT', sold: 2 }));
    try {
      attempt(new Map([[1, 2]]), 1)();
    } catch (error) {
      expect(error).toBeInstanceOf(ReturnProblem);
      expect((error as ReturnProblem).kind).toBe('exceeds');
    }
    expect(refusal(attempt(new Map(), 0))).toBe(problem('pos.returns.problems.quantityNotWhole', { name: 'Susu UHT' }));
    expect(refusal(attempt(new Map(), 1.5))).toBe(problem('pos.returns.problems.quantityNotWhole', { name: 'Susu UHT' }));
    expect(refusal(() => planReturn(sale, new Map(), []))).toBe(problem('pos.returns.problems.chooseItem'));
    expect(refusal(() => planReturn(sale, new Map(), [{ lineNumber: 9, quantity: 1 }]))).toBe(problem('pos.returns.problems.noLine', { line: 9 }));
    expect(
      refusal(() =>
        planReturn(sale, new Map(), [
          { lineNumber: 1, quantity: 1 },
          { lineNumber: 1, quantity: 1 },
        ]),
      ),
    ).toBe(problem('pos.returns.problems.lineTwice', { line: 1, name: 'Susu UHT' }));
  });

  it('refunds a sale paid entirely with points as points only', () => {
    const paidWithPoints: SoldOrder = { ...sale, voucherDiscount: 0, pointsRedeemed: 113_220, total: 0, pointsEarned: 0, tierPointsEarned: 0, tenders: [] };
    const plan = planReturn(paidWithPoints, new Map(), [{ lineNumber: 2, quantity: 1 }]);
    expect(plan).toMatchObject({ refundTotal: 0, refunds: [], pointsGivenBack: 72_150, pointsReversed: 0 });
  });
});

describe('cash rounding', () => {
  // The same sale paid Rp 60.000 by card and the rest in cash, rounded down to Rp 100: 38.220 → 38.200.
  const rounded: SoldOrder = {
    ...sale,
    cashRounding: 20,
    tenders: [
      { kind: 'Credit Card', amount: 60_000 },
      { kind: 'Cash', amount: 38_200 },
    ],
  };
  it('is kept by the return that completes the sale, never paid out', () => {
    const first = planReturn(rounded, new Map(), [{ lineNumber: 2, quantity: 1 }]);
    expect(first).toMatchObject({ refundTotal: 62_591, cashRoundingKept: 0, refunds: [{ kind: 'Credit Card', amount: 60_000 }, { kind: 'Cash', amount: 2_591 }] });
    const rest = planReturn(rounded, new Map([[2, 1]]), [{ lineNumber: 1, quantity: 2 }]);
    expect(rest).toMatchObject({ refundTotal: 35_609, cashRoundingKept: 20, refunds: [{ kind: 'Cash', amount: 35_609 }] });
    expect(62_591 + 35_609).toBe(98_200); // what the shopper paid
  });
});

describe('refundToTenders', () => {
  const tenders = [
    { kind: 'Credit Card', amount: 60_000 },
    { kind: 'Cash', amount: 38_220 },
  ];
  it('fills the tenders in the order they were paid, each up to what it paid', () => {
    expect(refundToTenders(tenders, 0, 17_814)).toEqual([{ kind: 'Credit Card', amount: 17_814 }]);
    expect(refundToTenders(tenders, 17_814, 80_406)).toEqual([
      { kind: 'Credit Card', amount: 42_186 },
      { kind: 'Cash', amount: 38_220 },
    ]);
  });
  it('never refunds more than the tenders paid', () => {
    expect(refusal(() => refundToTenders(tenders, 98_220, 1))).toBe(problem('pos.returns.problems.refundTooLarge'));
  });
});

describe('saleLookupKey', () => {
  it('takes a typed number, a scanned e-receipt address or an order name', () => {
    expect(saleLookupKey('  POS-MI2K3-1A2B3C4D ')).toBe('POS-MI2K3-1A2B3C4D');
    expect(saleLookupKey('https://shop.example/r/Xy7_abc')).toBe('Xy7_abc');
    expect(saleLookupKey('https://shop.example/receipt?t=Xy7_abc')).toBe('Xy7_abc');
    expect(saleLookupKey('#1042')).toBe('#1042');
    expect(saleLookupKey('   ')).toBeNull();
  });
});

describe('negativeBalanceMessage', () => {
  it('says why points cannot be redeemed yet', () => {
    expect(negativeBalanceMessage(-1250)).toEqual({ key: 'errors.points.negativeBalance', values: { balance: -1250 } });
    // The balance with the reader's grouping.
    expect(translate('id')('errors.points.negativeBalance', { balance: -1250 })).toContain('-1.250');
    expect(en('errors.points.negativeBalance', { balance: -1250 })).toContain('-1,250');
  });
});

describe('pointsToRedeemProblem after a return', () => {
  it('refuses any points while the balance is below zero', async () => {
    const { pointsToRedeemProblem } = await import('./pricing.ts');
    expect(pointsToRedeemProblem(1, { balance: -76, amountDue: 50_000 })).toEqual(negativeBalanceMessage(-76));
    expect(pointsToRedeemProblem(0, { balance: -76, amountDue: 50_000 })).toBeNull();
  });
});
