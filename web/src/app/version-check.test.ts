import { describe, expect, it } from 'vitest';
import { compareVersions } from './version-check.ts';

describe('compareVersions', () => {
  it('sees a newer patch, minor and major', () => {
    expect(compareVersions('0.0.5', '0.0.4')).toBeGreaterThan(0);
    expect(compareVersions('0.1.0', '0.0.9')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '0.9.9')).toBeGreaterThan(0);
  });

  it('treats equal versions, and older ones, as not newer', () => {
    expect(compareVersions('0.0.4', '0.0.4')).toBe(0);
    expect(compareVersions('0.0.3', '0.0.4')).toBeLessThan(0);
    expect(compareVersions('0.0.10', '0.0.9')).toBeGreaterThan(0);
  });
});
