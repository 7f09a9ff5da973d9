import { describe, expect, it } from 'vitest';
import type { Text } from '../texts/index.ts';
import { translate } from '../texts/catalogues.ts';
import { cashRoundingOf, cashToPay, settleTenders, singleTender, tenderProblem } from './tenders.ts';

// Intl puts a no-break space after 'Rp'.
const rp = (text: string) => text.replaceAll('Rp ', 'Rp\u00a0');
// A problem is a catalogue text; these read it as the server words it.
const en = translate('en');
const said = (text: Text | null) => text && en(text.key, text.values);

describe('tenders', () => {
  it('one card pays the whole amount to the rupiah', () => {
    const { settlement } = settleTenders([{ kind: 'QRIS', amount: 74_370 }], 74_370, 100);
    expect(settlement).toEqual({
      amountDue: 74_370,
      cashRounding: 0,
      amountToPay: 74_370,
      tenders: [{ kind: 'QRIS', amount: 74_370, tendered: null, change: 0 }],
      change: 0,
    });
  });

  it('splits a sale over debit and cash; cash is rounded down to Rp 100 and gives change', () => {
    // Rp 74.370 due: Rp 50.000 by debit, the cash part Rp 24.370 rounds down to Rp 24.300.
    const { settlement, problem } = settleTenders(
      [
        { kind: 'Debit', amount: 50_000 },
        { kind: 'Cash', amount: 24_300, tendered: 30_000 },
      ],
      74_370,
      100,
    );
    expect(problem).toBeNull();
    expect(settlement).toEqual({
      amountDue: 74_370,
      cashRounding: 70,
      amountToPay: 74_300,
      tenders: [
        { kind: 'Debit', amount: 50_000, tendered: null, change: 0 },
        { kind: 'Cash', amount: 24_300, tendered: 30_000, change: 5_700 },
      ],
      change: 5_700,
    });
  });

  it('pays by all four at once', () => {
    const { settlement } = settleTenders(
      [
        { kind: 'Credit Card', amount: 100_000 },
        { kind: 'QRIS', amount: 20_000 },
        { kind: 'Debit', amount: 5_555 },
        { kind: 'Cash', amount: 1_000 },
      ],
      126_555,
      100,
    );
    // Cash part Rp 1.000 is already round.
    expect(settlement).toMatchObject({ cashRounding: 0, amountToPay: 126_555, change: 0 });
  });

  it('rounds nothing without a rounding rule or without cash', () => {
    expect(settleTenders([{ kind: 'Cash', amount: 74_370, tendered: 100_000 }], 74_370, 0).settlement).toMatchObject({ cashRounding: 0, change: 25_630 });
    expect(settleTenders([{ kind: 'Cash', amount: 74_370 }], 74_370, 1).settlement).toMatchObject({ cashRounding: 0, change: 0 });
    expect(said(settleTenders([{ kind: 'Cash', amount: 74_370 }], 74_370, 100).problem)).toBe(
      rp('The tenders add up to Rp 74.370, Rp 70 more than the Rp 74.300 due. Only cash can be more than due: type it as cash tendered.'),
    );
  });

  it('rounding never goes against the shopper: always down, by less than the unit', () => {
    expect(cashRoundingOf(74_370, 100)).toBe(70);
    expect(cashRoundingOf(74_399, 100)).toBe(99);
    expect(cashRoundingOf(74_400, 100)).toBe(0);
    expect(cashRoundingOf(74_370, 500)).toBe(370);
    expect(cashRoundingOf(0, 100)).toBe(0);
    expect(cashToPay(74_370, 50_000, 100)).toEqual({ cashPart: 24_370, cashRounding: 70, cashAmount: 24_300 });
    expect(cashToPay(74_370, 80_000, 100)).toEqual({ cashPart: 0, cashRounding: 0, cashAmount: 0 });
  });

  it('a sale paid in full by points or voucher needs no tender', () => {
    expect(settleTenders([], 0, 100).settlement).toEqual({ amountDue: 0, cashRounding: 0, amountToPay: 0, tenders: [], change: 0 });
  });

  it('refuses tenders short of the amount due', () => {
    expect(said(settleTenders([], 74_370, 100).problem)).toBe(rp('Add a tender: Rp 74.370 is due.'));
    expect(said(settleTenders([{ kind: 'Debit', amount: 50_000 }], 74_370, 100).problem)).toBe(
      rp('The tenders add up to Rp 50.000: Rp 24.370 of Rp 74.370 is still due.'),
    );
    expect(said(settleTenders([{ kind: 'Debit', amount: 50_000 }, { kind: 'Cash', amount: 24_200 }], 74_370, 100).problem)).toBe(
      rp('The tenders add up to Rp 74.200: Rp 100 of Rp 74.300 is still due.'),
    );
  });

  it('refuses tenders over the amount due: change comes from cash tendered', () => {
    expect(said(settleTenders([{ kind: 'QRIS', amount: 80_000 }], 74_370, 100).problem)).toBe(
      rp('The tenders add up to Rp 80.000, Rp 5.630 more than the Rp 74.370 due. Only cash can be more than due: type it as cash tendered.'),
    );
    expect(said(settleTenders([{ kind: 'Cash', amount: 100_000 }], 74_370, 100).problem)).toBe(
      rp('The tenders add up to Rp 100.000, Rp 25.700 more than the Rp 74.300 due. Only cash can be more than due: type it as cash tendered.'),
    );
  });

  it('refuses negative, zero and non-integer amounts', () => {
    expect(said(tenderProblem({ kind: 'Debit', amount: -5_000 }))).toBe(rp('Debit: the amount must be more than Rp 0.'));
    expect(said(tenderProblem({ kind: 'QRIS', amount: 0 }))).toBe(rp('QRIS: the amount must be more than Rp 0.'));
    expect(said(tenderProblem({ kind: 'Credit Card', amount: 10_000.5 }))).toBe('Credit Card: the amount must be whole rupiah.');
    // In Indonesian the tender is named in Indonesian too (one language per screen).
    expect(translate('id')('pos.tender.problems.notWhole', { kind: 'Credit Card' })).toBe('Kartu Kredit: jumlahnya harus rupiah bulat.');
    expect(translate('id')('pos.tender.problems.notWhole', { kind: 'Cash' })).toBe('Tunai: jumlahnya harus rupiah bulat.');
    expect(said(tenderProblem({ kind: 'Cash', amount: Number.NaN }))).toBe('Cash: the amount must be whole rupiah.');
    expect(said(tenderProblem({ kind: 'Cash', amount: 10_000, tendered: 20_000.25 }))).toBe('Cash tendered must be whole rupiah.');
    expect(said(settleTenders([{ kind: 'Debit', amount: 80_000 }, { kind: 'Cash', amount: -5_700 }], 74_300, 100).problem)).toBe(
      rp('Cash: the amount must be more than Rp 0.'),
    );
  });

  it('refuses cash tendered a whole Rp 100.000 note or more above the cash amount (a typing slip), and takes anything less', () => {
    expect(settleTenders([{ kind: 'Cash', amount: 5_000, tendered: 100_000 }], 5_000, 0).settlement).toMatchObject({ change: 95_000 });
    expect(said(tenderProblem({ kind: 'Cash', amount: 5_000, tendered: 105_000 }))).toBe(
      rp('Cash tendered (Rp 105.000) is a whole Rp 100.000 note or more above the cash amount (Rp 5.000): check what was typed.'),
    );
    expect(tenderProblem({ kind: 'Cash', amount: 90_000, tendered: 9_000_000_000_000_000 })).toMatchObject({ key: 'pos.tender.problems.tenderedTooMuch' });
  });

  it('refuses cash tendered below the cash amount, tendered on a card, and two cash tenders', () => {
    expect(said(settleTenders([{ kind: 'Cash', amount: 24_300, tendered: 20_000 }, { kind: 'Debit', amount: 50_000 }], 74_370, 100).problem)).toBe(
      rp('Cash tendered (Rp 20.000) is less than the cash amount (Rp 24.300).'),
    );
    expect(said(tenderProblem({ kind: 'Debit', amount: 50_000, tendered: 60_000 }))).toBe('Debit: only cash takes an amount tendered.');
    expect(said(settleTenders([{ kind: 'Cash', amount: 10_000 }, { kind: 'Cash', amount: 10_000 }], 20_000, 100).problem)).toBe('Enter cash as one tender.');
    expect(said(tenderProblem({ kind: 'Cheque' as never, amount: 10_000 }))).toBe('Choose Cash, Debit, Credit Card or QRIS for each tender.');
  });

  it('a single payment method (the spec’s payload) pays it all; cash rounded', () => {
    expect(singleTender('QRIS', 74_370, 100)).toEqual([{ kind: 'QRIS', amount: 74_370 }]);
    expect(singleTender('Cash', 74_370, 100)).toEqual([{ kind: 'Cash', amount: 74_300 }]);
    expect(singleTender('Debit', 0, 100)).toEqual([]);
  });
});
