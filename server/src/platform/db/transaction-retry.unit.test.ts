import { describe, expect, it } from 'vitest';
import { retryTransientConflicts, TRANSACTION_RETRY } from './client.ts';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
/** Drizzle wraps the driver's error: the SQLSTATE is on its cause. */
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: pgError(code) });

describe('retryTransientConflicts', () => {
  it('runs the work again after a deadlock or a serialization failure, and returns its answer', async () => {
    const failures = [wrapped('40P01'), pgError('40001')];
    let calls = 0;
    const answer = await retryTransientConflicts(async () => {
      calls += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'booked';
    });
    expect([answer, calls]).toEqual(['booked', 3]);
  });

  it(`gives up after ${TRANSACTION_RETRY.attempts} attempts with the last error`, async () => {
    let calls = 0;
    await expect(
      retryTransientConflicts(async () => {
        calls += 1;
        throw wrapped('40P01');
      }),
    ).rejects.toThrow('Failed query');
    expect(calls).toBe(TRANSACTION_RETRY.attempts);
  });

  it('never repeats any other error (a unique violation, a refused voucher, a bug)', async () => {
    for (const error of [pgError('23505'), pgError('LBVCH'), new TypeError('oops')]) {
      let calls = 0;
      await expect(
        retryTransientConflicts(async () => {
          calls += 1;
          throw error;
        }),
      ).rejects.toBe(error);
      expect(calls).toBe(1);
    }
  });
});
