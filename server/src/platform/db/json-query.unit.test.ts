import { describe, expect, it } from 'vitest';
import { sqlLiteral } from './json-query.ts';

describe('sqlLiteral (EXECUTE parameters on PGlite)', () => {
  it('quotes strings as escape strings, so quotes and backslashes stay text', () => {
    expect(sqlLiteral('1001')).toBe("E'1001'");
    expect(sqlLiteral("O'Brien")).toBe("E'O\\'Brien'");
    expect(sqlLiteral('a\\b')).toBe("E'a\\\\b'");
    expect(sqlLiteral("\\'; drop table x; --")).toBe("E'\\\\\\'; drop table x; --'");
  });

  it('writes numbers, booleans and null as SQL, and refuses anything else', () => {
    expect([sqlLiteral(42), sqlLiteral(-1.5), sqlLiteral(true), sqlLiteral(null), sqlLiteral(undefined)]).toEqual(['42', '-1.5', 'true', 'NULL', 'NULL']);
    expect(() => sqlLiteral(Number.NaN)).toThrow(TypeError);
    expect(() => sqlLiteral({})).toThrow(TypeError);
    expect(() => sqlLiteral('nul\0byte')).toThrow('Text cannot contain NUL characters.');
  });
});
