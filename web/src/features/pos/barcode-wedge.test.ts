import { describe, expect, it } from 'vitest';
import { trailingBarcode } from './barcode-wedge.ts';

describe('trailingBarcode (a scan into the product search)', () => {
  it('is the digits the search ends with, when they are long enough for a barcode', () => {
    expect(trailingBarcode('soy8991234000084')).toBe('8991234000084');
    expect(trailingBarcode('8991234000015')).toBe('8991234000015');
  });

  it('is null for ordinary searches, short numbers included', () => {
    expect(trailingBarcode('soy milk')).toBeNull();
    expect(trailingBarcode('vitamin 1000')).toBeNull();
    expect(trailingBarcode('')).toBeNull();
  });
});
