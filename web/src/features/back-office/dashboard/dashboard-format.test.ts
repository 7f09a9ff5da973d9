import { formatRupiah } from '#domain/platform/format.ts';
import { describe, expect, it } from 'vitest';
import { formatDay, formatRupiahCompact } from './dashboard-format.ts';

describe('dashboard figures', () => {
  it('labels rupiah axes in id-ID compact notation', () => {
    expect(formatRupiahCompact(1_200_000)).toBe('Rp 1,2 jt');
    expect(formatRupiahCompact(16_650_000)).toBe('Rp 16,7 jt');
    expect(formatRupiahCompact(850_000)).toBe('Rp 850 rb');
    expect(formatRupiahCompact(0)).toBe('Rp 0');
    expect(formatRupiahCompact(2_500_000_000)).toBe('Rp 2,5 M');
  });

  it('shows whole rupiah in full and Jakarta days as they are', () => {
    expect(formatRupiah(1_570_890)).toBe('Rp\u00a01.570.890');
    expect(formatDay('2026-11-23')).toBe('23 Nov');
    expect(formatDay('2026-11-23', true)).toBe('Mon, 23 Nov 2026');
  });
});
