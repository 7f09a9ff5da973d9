import { describe, expect, it } from 'vitest';
import type { Text } from '#domain/texts/index.ts';
import { translate } from '#domain/texts/catalogues.ts';
import { addTender, resolveTenders, type TenderDraft } from './tender-drafts.ts';

const rp = (text: string) => text.replaceAll('Rp ', 'Rp\u00a0');
// A problem is a catalogue text; these read it in English, and one in Indonesian.
const said = (text: Text | null, language: 'en' | 'id' = 'en') => text && translate(language)(text.key, text.values);

describe('the payment step’s tenders', () => {
  it('one tile pays the whole amount, and follows it when the points change', () => {
    const drafts = addTender([], 'QRIS', 74_370, 100, 1);
    expect(resolveTenders(drafts, 74_370, 100)).toMatchObject({ inputs: [{ kind: 'QRIS', amount: 74_370 }], problem: null, cashRounding: 0 });
    expect(resolveTenders(drafts, 74_070, 100)).toMatchObject({ inputs: [{ kind: 'QRIS', amount: 74_070 }], problem: null });
  });

  it('debit Rp 50.000 then cash: cash pays the rest rounded down, Rp 30.000 tendered gives Rp 5.700 change', () => {
    let drafts = addTender([], 'Debit', 74_370, 100, 1);
    drafts = drafts.map((d) => ({ ...d, amountText: '50.000' }));
    drafts = addTender(drafts, 'Cash', 74_370, 100, 2);
    drafts = drafts.map((d): TenderDraft => (d.kind === 'Cash' ? { ...d, tenderedText: '30000' } : d));
    const view = resolveTenders(drafts, 74_370, 100);
    expect(view).toMatchObject({
      inputs: [{ kind: 'Debit', amount: 50_000 }, { kind: 'Cash', amount: 24_300, tendered: 30_000 }],
      cashRounding: 70,
      amountToPay: 74_300,
      change: 5_700,
      problem: null,
    });
  });

  it('adding a second tender fixes the first at what it showed', () => {
    const drafts = addTender(addTender([], 'QRIS', 74_370, 100, 1), 'Cash', 74_370, 100, 2);
    expect(drafts.map((d) => d.amountText)).toEqual(['74370', '']);
    expect(said(resolveTenders(drafts, 74_370, 100).problem)).toBe(rp('Cash: the amount must be more than Rp 0.'));
  });

  it('shows what is still due, and what is not a number', () => {
    const drafts: TenderDraft[] = [{ id: 1, kind: 'Debit', amountText: '50000', tenderedText: '' }];
    expect(said(resolveTenders(drafts, 74_370, 100).problem)).toBe(rp('The tenders add up to Rp 50.000: Rp 24.370 of Rp 74.370 is still due.'));
    const cash: TenderDraft[] = [{ id: 1, kind: 'Cash', amountText: '', tenderedText: '20.000' }];
    expect(said(resolveTenders(cash, 74_370, 100).problem)).toBe(rp('Cash tendered (Rp 20.000) is less than the cash amount (Rp 74.300).'));
    const text: TenderDraft[] = [{ id: 1, kind: 'QRIS', amountText: 'abc', tenderedText: '' }];
    expect(said(resolveTenders(text, 74_370, 100).problem)).toBe('QRIS: the amount must be whole rupiah.');
    expect(said(resolveTenders([], 74_370, 100).problem)).toBe(rp('Add a tender: Rp 74.370 is due.'));
    expect(said(resolveTenders([], 74_370, 100).problem, 'id')).toBe(rp('Tambahkan pembayaran: Rp 74.370 harus dibayar.'));
  });
});
