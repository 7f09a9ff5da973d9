import { describe, expect, it } from 'vitest';
import { likePattern, likePrefix } from './sql.ts';

describe('likePattern (catalogue search)', () => {
  it('wraps the trimmed text in % and escapes LIKE wildcards and the escape character', () => {
    expect(likePattern('  galaxy ')).toBe('%galaxy%');
    expect(likePattern('50%')).toBe('%50\\%%');
    expect(likePattern('a_b')).toBe('%a\\_b%');
    expect(likePattern('c:\\x')).toBe('%c:\\\\x%');
    expect(likePattern('')).toBe('%%');
  });
});

describe('likePrefix (member, user and case search)', () => {
  it('ends the text with % and escapes what the person typed, spaces kept', () => {
    expect(likePrefix('0812')).toBe('0812%');
    expect(likePrefix('10%_off ')).toBe('10\\%\\_off %');
    expect(likePrefix('a\\b')).toBe('a\\\\b%');
  });
});
