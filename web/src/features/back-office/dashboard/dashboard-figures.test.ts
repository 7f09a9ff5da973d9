import { describe, expect, it } from 'vitest';
import { translate } from '#domain/texts/catalogues.ts';
import { dayLabel, dayTick, rupiahAxis } from './dashboard-figures.ts';

describe('dashboard figures', () => {
  it('labels rupiah axes short, in the screen language', () => {
    const id = translate('id');
    expect(rupiahAxis(id, 1_200_000)).toBe('Rp 1,2 jt');
    expect(rupiahAxis(id, 16_650_000)).toBe('Rp 16,7 jt');
    expect(rupiahAxis(id, 850_000)).toBe('Rp 850 rb');
    expect(rupiahAxis(id, 0)).toBe('Rp\u00a00');
    expect(rupiahAxis(id, 2_500_000_000)).toBe('Rp 2,5 M');
    expect(rupiahAxis(translate('en'), 1_200_000)).toBe('Rp 1.2M');
  });

  it('shows Jakarta days as they are, day first', () => {
    expect(dayTick('2026-11-23', 'id')).toBe('23/11');
    expect(dayTick('2026-11-23', 'en')).toBe('23/11');
    expect(dayLabel('2026-11-23', 'en')).toBe('23 Nov 2026');
    expect(dayLabel('2026-11-23', 'id')).toBe('23 Nov 2026');
  });
});
