import { describe, expect, it } from 'vitest';
import { earningForm } from '#domain/back-office/programme.ts';
import { pointsAdjustmentForm } from '#domain/back-office/forms.ts';
import { issueProblems } from './issue-problems.ts';

describe('issueProblems', () => {
  const issues = [
    { path: ['tiers', 1, 'multiplier'], message: 'Enter the multiplier' },
    { path: ['tiers', 2, 'multiplier'], message: 'A multiplier is at most 10' },
    { path: ['name'], message: 'Enter the name' },
    { path: ['name'], message: 'A second problem with the name' },
    { path: [], message: 'The odds add up to 105.0%' },
  ];

  it('names a problem by the first step of its path, as the server names its fields, the first one a field', () => {
    expect(issueProblems(issues)).toEqual({ tiers: 'Enter the multiplier', name: 'Enter the name', form: 'The odds add up to 105.0%' });
  });

  it('names it by the whole path in a form with rows', () => {
    expect(issueProblems(issues, 'path')).toEqual({
      'tiers.1.multiplier': 'Enter the multiplier',
      'tiers.2.multiplier': 'A multiplier is at most 10',
      name: 'Enter the name',
      form: 'The odds add up to 105.0%',
    });
  });

  it('reads the server’s own schemas: the messages beside the fields are the endpoint’s', () => {
    const adjustment = pointsAdjustmentForm.safeParse({ points: undefined, reason: undefined, note: '', adjustmentId: crypto.randomUUID() });
    expect(adjustment.success).toBe(false);
    expect(Object.keys(issueProblems(adjustment.error?.issues ?? [])).sort()).toEqual(['points', 'reason']);

    const earning = earningForm.safeParse({ version: 1, rupiahPerPoint: null, tiers: [] });
    expect(earning.success).toBe(false);
    expect(issueProblems(earning.error?.issues ?? [], 'path')).toHaveProperty('rupiahPerPoint');
  });
});
