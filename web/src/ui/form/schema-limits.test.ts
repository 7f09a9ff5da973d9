import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newPosProductForm, newProductForm, productForm } from '#domain/back-office/catalog.ts';
import { maxLengthOf } from './schema-limits.ts';

describe('maxLengthOf: a control’s maxlength from the endpoint’s schema', () => {
  it('reads a text’s maximum through trims, defaults and optionals', () => {
    const schema = z.object({ name: z.string().trim().max(100), note: z.string().max(300).optional(), city: z.string().max(60).default('') });
    expect(maxLengthOf(schema, 'name')).toBe(100);
    expect(maxLengthOf(schema, 'note')).toBe(300);
    expect(maxLengthOf(schema, 'city')).toBe(60);
    expect(maxLengthOf(schema, 'missing')).toBeUndefined();
  });

  it('reads the catalogue forms, intersections and refinements included', () => {
    expect(maxLengthOf(productForm, 'productName')).toBe(200);
    expect(maxLengthOf(newProductForm, 'productName')).toBe(200);
    expect(maxLengthOf(newProductForm, 'description')).toBe(5000);
    expect(maxLengthOf(newPosProductForm, 'name')).toBe(200);
    expect(maxLengthOf(newPosProductForm, 'imageUrl')).toBeUndefined();
    expect(maxLengthOf(newPosProductForm, 'picture')).toBe(500);
  });

  it('gives a number typed as text room for its digits and thousands dots', () => {
    expect(maxLengthOf(productForm, 'price')).toBe('1.000.000.000'.length);
    expect(maxLengthOf(productForm, 'stock')).toBe('1.000.000'.length);
  });
});
