import { describe, expect, it } from 'vitest';
import { findInputProblem, INPUT_MESSAGES, MAX_INPUT_DEPTH } from './input-guard.ts';

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: nested(depth - 1) });

describe('the input guard', () => {
  it('lets ordinary input through, emoji and Indonesian text included', () => {
    expect(findInputProblem({ name: 'Dewi Lestari 😀', lines: [{ code: 'GL-1', qty: 2 }], note: null })).toBeNull();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH - 1))).toBeNull();
  });

  it('refuses NUL and unpaired surrogates in values and keys, naming the field', () => {
    expect(findInputProblem({ order: { productCode: 'A\u0000B' } })).toEqual({ field: 'productCode', message: INPUT_MESSAGES.nul });
    expect(findInputProblem({ x: ['ok', 'a\uD800'] })).toEqual({ field: 'x', message: INPUT_MESSAGES.surrogate });
    expect(findInputProblem({ x: '\uDC00' })).toEqual({ field: 'x', message: INPUT_MESSAGES.surrogate });
    expect(findInputProblem({ 'a\u0000': 1 })).toEqual({ field: null, message: INPUT_MESSAGES.nul });
  });

  it('refuses deep nesting without overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findInputProblem(deep)?.message).toBe(INPUT_MESSAGES.depth);
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))?.message).toBe(INPUT_MESSAGES.depth);
  });

  it('refuses prototype-pollution keys', () => {
    expect(findInputProblem(JSON.parse('{"a":{"__proto__":{"x":1}}}'))).toEqual({ field: '__proto__', message: INPUT_MESSAGES.key('__proto__') });
    expect(findInputProblem({ constructor: { prototype: {} } })?.field).toBe('constructor');
    expect(findInputProblem({ data: { prototype: 1 } })?.field).toBe('prototype');
  });
});
