import { describe, expect, it } from 'vitest';
import { likePattern } from './products.ts';

describe('likePattern (catalogue search)', () => {
  it('wraps the trimmed text in % and escapes LIKE wildcards and the escape character', () => {
    expect(likePattern('  galaxy ')).toBe('%galaxy%');
    expect(likePattern('50%')).toBe('%50\\%%');
    expect(likePattern('a_b')).toBe('%a\\_b%');
    expect(likePattern('c:\\x')).toBe('%c:\\\\x%');
    expect(likePattern('')).toBe('%%');
  });
});
