import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileResponseWriter, responseWriter } from './serializer.ts';

const member = z.object({ membershipNumber: z.string(), points: z.number().int(), tier: z.string().nullable(), tags: z.array(z.string()) });

describe('compiled response writers', () => {
  it('write what zod writes, leaving out fields the schema does not declare', () => {
    const write = compileResponseWriter(member);
    expect(write).not.toBeNull();
    const value = { membershipNumber: '1001', points: 250, tier: null, tags: ['a'], passwordHash: 'secret' };
    expect(JSON.parse(write!(value))).toEqual({ membershipNumber: '1001', points: 250, tier: null, tags: ['a'] });
    expect(write!(value)).toBe(JSON.stringify(z.encode(member, value)));
  });

  it('a schema that changes values on the way out (a transform, a default) stays with zod', () => {
    expect(compileResponseWriter(z.object({ at: z.string().transform((s) => s.length) }))).toBeNull();
    expect(compileResponseWriter(z.object({ n: z.number().default(1) }))).toBeNull();
  });

  it('checked against zod, a writer refuses an answer zod refuses', () => {
    const write = responseWriter(member, 'GET /test', { verify: true });
    expect(() => write({ membershipNumber: '1001', points: 1.5, tier: null, tags: [] })).toThrow();
  });
});
