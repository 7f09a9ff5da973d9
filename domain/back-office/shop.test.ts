import { describe, expect, it } from 'vitest';
import { normalizeNpwp, promoDateIso, promoDateText, shopSettingsForm } from './shop.ts';

describe('normalizeNpwp', () => {
  it('writes the 15-digit form as 99.999.999.9-999.999, whatever the separators', () => {
    expect(normalizeNpwp('012345678901234')).toBe('01.234.567.8-901.234');
    expect(normalizeNpwp('01.234.567.8-901.234')).toBe('01.234.567.8-901.234');
    expect(normalizeNpwp(' 01 234 567 8 901 234 ')).toBe('01.234.567.8-901.234');
  });

  it('writes the 16-digit (NIK-based) form in four groups of four', () => {
    expect(normalizeNpwp('3174051234567890')).toBe('3174.0512.3456.7890');
    expect(normalizeNpwp('0316.8425.9071.2000')).toBe('0316.8425.9071.2000');
  });

  it('refuses other lengths and letters', () => {
    for (const bad of ['', '12.345', '01234567890123', '01234567890123456', '01.234.567.8-901.23A', 'NPWP 0123456789012345']) expect(normalizeNpwp(bad), bad).toBeNull();
  });
});

describe('promo dates', () => {
  it('shows calendar days as the storefront writes them, and reads them back', () => {
    expect(promoDateText('2026-12-01')).toBe('1 Desember 2026');
    expect(promoDateText('2027-01-31')).toBe('31 Januari 2027');
    expect(promoDateIso('1 Desember 2026')).toBe('2026-12-01');
    expect(promoDateIso('15 Mei 2026')).toBe('2026-05-15');
    expect(promoDateIso('Desember 2026')).toBe('');
  });
});

describe('shopSettingsForm', () => {
  it('keeps empty fields empty (the SHOP_* variable applies) and normalises the NPWP', () => {
    expect(shopSettingsForm.parse({ name: ' PT Toko Maju ', address: '', npwp: '3174 0512 3456 7890', phone: '', email: '' })).toEqual({
      name: 'PT Toko Maju',
      address: '',
      npwp: '3174.0512.3456.7890',
      phone: '',
      email: '',
      defaultLanguage: '',
    });
  });

  it('takes the default language as Bahasa Indonesia, English or empty (DEFAULT_LANGUAGE), nothing else', () => {
    const fields = { name: '', address: '', npwp: '', phone: '', email: '' };
    expect(shopSettingsForm.parse({ ...fields, defaultLanguage: 'en' }).defaultLanguage).toBe('en');
    expect(shopSettingsForm.parse({ ...fields, defaultLanguage: 'id' }).defaultLanguage).toBe('id');
    expect(shopSettingsForm.safeParse({ ...fields, defaultLanguage: 'fr' }).success).toBe(false);
  });
});
