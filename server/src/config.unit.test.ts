import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to PGlite under ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data', 'pglite') });
    expect(config.seedDemoData).toBe(true);
  });

  it('PORT, DATA_DIR and DATABASE_URL override; an empty value means unset', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).database).toEqual({ kind: 'pglite', dataDir: '/tmp/x/pglite' });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
      poolSize: 20,
    });
    expect(loadConfig({ DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it('stops with a list of every bad variable', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(problems).toContain('LOG_LEVEL');
    }
  });

  it('background jobs and journey events: defaults, overrides, and Marketing Cloud needs all three variables', () => {
    const defaults = loadConfig({});
    expect(defaults.jobs).toEqual({ enabled: true, pointsExpiryIntervalMs: 3_600_000, outboxIntervalMs: 1_000 });
    expect(defaults.marketing).toEqual({ orderEventDefinitionKey: 'LumbungOrderCompleted', listEvents: false, marketingCloud: null });
    expect(loadConfig({ BACKGROUND_JOBS: 'false', POINTS_EXPIRY_INTERVAL_MS: '0' }).jobs).toMatchObject({ enabled: false, pointsExpiryIntervalMs: 0 });
    const mc = { MC_AUTH_BASE_URL: 'https://x.auth.marketingcloudapis.com', MC_CLIENT_ID: 'id', MC_CLIENT_SECRET: 'secret' };
    expect(loadConfig(mc).marketing.marketingCloud).toEqual({ authBaseUrl: mc.MC_AUTH_BASE_URL, clientId: 'id', clientSecret: 'secret', accountId: null });
    expect(() => loadConfig({ MC_CLIENT_ID: 'id' })).toThrow('set all three to use Marketing Cloud, or none');
  });
});
