import { describe, expect, it } from 'vitest';
import { backoffDelay, isRetryable } from './sync.ts';

describe('offline sync', () => {
  it('retries when nothing answered, the server failed or asked to slow down; not when it refused the sale', () => {
    expect([0, 408, 429, 500, 503].map(isRetryable)).toEqual([true, true, true, true, true]);
    expect([400, 401, 403, 404, 409, 422].map(isRetryable)).toEqual([false, false, false, false, false, false]);
  });

  it('backs off from 2 s, doubling, to at most a minute (plus up to a fifth)', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((n) => backoffDelay(n, none))).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
    expect(backoffDelay(1, () => 0.999)).toBeLessThanOrEqual(2400);
  });
});
