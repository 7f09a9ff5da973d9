import { describe, expect, it } from 'vitest';
import { beginLoading, loadingSnapshot, withGlobalLoading } from './global-loading.ts';

describe('global loading flag', () => {
  it('stays on until the last overlapping operation ends; ending twice counts once', () => {
    expect(loadingSnapshot()).toBe(false);
    const endA = beginLoading();
    const endB = beginLoading();
    endA();
    endA();
    expect(loadingSnapshot()).toBe(true);
    endB();
    expect(loadingSnapshot()).toBe(false);
  });

  it('withGlobalLoading turns the flag off even when the operation fails', async () => {
    const failing = withGlobalLoading(async () => {
      expect(loadingSnapshot()).toBe(true);
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    expect(loadingSnapshot()).toBe(false);
  });
});
