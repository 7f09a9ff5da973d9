import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_COMPLETED_EVENT_KEY } from '#domain/marketing/journey-event-keys.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to PGlite under ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data', 'pglite') });
    expect(config.seedDemoData).toBe(true);
  });

  it('speaks Indonesian unless DEFAULT_LANGUAGE says en; anything else is refused', () => {
    expect(loadConfig({}).defaultLanguage).toBe('id');
    expect(loadConfig({ DEFAULT_LANGUAGE: 'en' }).defaultLanguage).toBe('en');
    expect(() => loadConfig({ DEFAULT_LANGUAGE: 'fr' })).toThrow(/DEFAULT_LANGUAGE.*must be id or en/);
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

  it('TRUST_PROXY: off by default; a hop count or proxy addresses and CIDRs; nonsense and "true" refused', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/2', '300.1.1.1', '11']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: /);
    }
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

  it('defaults to the embedded identity provider under PUBLIC_URL/idp', () => {
    const { identity } = loadConfig({ PUBLIC_URL: 'https://shop.example/', PAYMENT_PROVIDER: 'embedded' });
    expect(identity).toMatchObject({
      kind: 'embedded',
      domainUrl: 'https://shop.example/idp',
      issuer: 'https://shop.example/idp/', // auth0-spa-js expects exactly domain + '/'
      spaClientId: 'lumbung-web',
      apiAudience: 'https://shop.example/api',
      managementAudience: 'https://shop.example/idp/api/v2/',
      serverClient: { clientId: 'lumbung-server', clientSecret: null },
      devTools: false,
    });
  });

  it('AUTH0_DOMAIN switches to a hosted tenant and needs its clients', () => {
    const { identity } = loadConfig({
      AUTH0_DOMAIN: 'shop.eu.auth0.com',
      AUTH0_CLIENT_ID: 'spa',
      AUTH0_AUDIENCE: 'https://api.shop',
      AUTH0_M2M_CLIENT_ID: 'm2m',
      AUTH0_M2M_CLIENT_SECRET: 'secret',
    });
    expect(identity).toMatchObject({
      kind: 'auth0',
      domainUrl: 'https://shop.eu.auth0.com',
      issuer: 'https://shop.eu.auth0.com/',
      managementAudience: 'https://shop.eu.auth0.com/api/v2/',
      apiAudience: 'https://api.shop',
      serverClient: { clientId: 'm2m', clientSecret: 'secret' },
    });
    expect(() => loadConfig({ AUTH0_DOMAIN: 'shop.eu.auth0.com', IDENTITY_DEV_TOOLS: 'true' })).toThrow(
      /AUTH0_CLIENT_ID: required[\s\S]*IDENTITY_DEV_TOOLS: cannot be used with AUTH0_DOMAIN/,
    );
  });

  it('storefront payments: the embedded gateway by default; Midtrans needs its server key', () => {
    expect(loadConfig({}).payments).toEqual({ paymentWindowMinutes: 60, provider: { kind: 'embedded', webhookSecret: null } });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'midtrans' })).toThrow('MIDTRANS_SERVER_KEY: required with PAYMENT_PROVIDER=midtrans');
    expect(loadConfig({ PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: 'SB-Mid-server-x', PAYMENT_WINDOW_MINUTES: '30' }).payments).toEqual({
      paymentWindowMinutes: 30,
      provider: { kind: 'midtrans', serverKey: 'SB-Mid-server-x', apiUrl: 'https://api.sandbox.midtrans.com' },
    });
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow('PAYMENT_WEBHOOK_SECRET: must be at least 16 characters');
  });

  it('behind an https PUBLIC_URL the payment simulator is never the default: PAYMENT_PROVIDER must be named', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://toko.example' })).toThrow(/ {2}- PAYMENT_PROVIDER: set it when PUBLIC_URL is https/);
    expect(loadConfig({ PUBLIC_URL: 'https://toko.example', PAYMENT_PROVIDER: 'embedded' }).payments.provider.kind).toBe('embedded');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).payments.provider.kind).toBe('embedded');
  });

  it('background jobs and journey events: defaults, overrides, and Marketing Cloud needs all three variables', () => {
    const defaults = loadConfig({});
    expect(defaults.jobs).toEqual({
      enabled: true,
      pointsExpiryIntervalMs: 3_600_000,
      birthdayBonusIntervalMs: 3_600_000,
      tierReviewIntervalMs: 3_600_000,
      outboxIntervalMs: 1_000,
      orderExpiryIntervalMs: 60_000,
      whatsappOutboxIntervalMs: 2_000,
      remindersIntervalMs: 3_600_000,
      referralCreditsIntervalMs: 3_600_000,
    });
    expect(defaults.marketing).toEqual({ orderEventDefinitionKey: ORDER_COMPLETED_EVENT_KEY, listEvents: false, marketingCloud: null });
    expect(loadConfig({ BACKGROUND_JOBS: 'false', POINTS_EXPIRY_INTERVAL_MS: '0' }).jobs).toMatchObject({ enabled: false, pointsExpiryIntervalMs: 0 });
    const mc = { MC_AUTH_BASE_URL: 'https://x.auth.marketingcloudapis.com', MC_CLIENT_ID: 'id', MC_CLIENT_SECRET: 'secret' };
    expect(loadConfig(mc).marketing.marketingCloud).toEqual({ authBaseUrl: mc.MC_AUTH_BASE_URL, clientId: 'id', clientSecret: 'secret', accountId: null });
    expect(() => loadConfig({ MC_CLIENT_ID: 'id' })).toThrow('set all three to use Marketing Cloud, or none');
  });

  it('members’ WhatsApp messages: the embedded sink by default; the Cloud API needs its phone number ID and token', () => {
    expect(loadConfig({}).whatsapp).toBeNull();
    const cloud = { WHATSAPP_PHONE_NUMBER_ID: '109876543210', WHATSAPP_ACCESS_TOKEN: 'EAAG-token' };
    expect(loadConfig(cloud).whatsapp).toEqual({ phoneNumberId: '109876543210', accessToken: 'EAAG-token', apiBase: 'https://graph.facebook.com/v23.0' });
    expect(loadConfig({ ...cloud, WHATSAPP_API_BASE: 'http://127.0.0.1:9000/v23.0/' }).whatsapp?.apiBase).toBe('http://127.0.0.1:9000/v23.0');
    expect(() => loadConfig({ WHATSAPP_ACCESS_TOKEN: 'EAAG-token' })).toThrow('set both to send WhatsApp messages through the Cloud API, or neither');
    expect(() => loadConfig({ ...cloud, WHATSAPP_PHONE_NUMBER_ID: '+62 812' })).toThrow('WHATSAPP_PHONE_NUMBER_ID: must be the phone number ID WhatsApp Manager shows (digits only)');
  });

  it('uses the hosted loyalty service only when all three SALESFORCE_* variables are set', () => {
    expect(loadConfig({}).salesforce).toBeNull();
    const sf = { SALESFORCE_LOGIN_URL: 'https://shop.my.salesforce.com', SALESFORCE_CLIENT_ID: 'id', SALESFORCE_CLIENT_SECRET: 'secret' };
    expect(loadConfig(sf).salesforce).toEqual({
      loginUrl: sf.SALESFORCE_LOGIN_URL,
      clientId: 'id',
      clientSecret: 'secret',
      programName: 'Lumbung Rewards',
      postOrderWaitMs: 3000,
    });
    expect(() => loadConfig({ SALESFORCE_CLIENT_ID: 'id' })).toThrow('set all three to use the hosted loyalty service, or none');
    expect(() => loadConfig({ ...sf, SALESFORCE_POST_ORDER_WAIT_MS: '-1' })).toThrow('SALESFORCE_POST_ORDER_WAIT_MS');
  });

  it('shop identity (receipts, storefront contact): demo defaults, overrides, a 16-digit NPWP and an Indonesian phone', () => {
    expect(loadConfig({}).shop).toEqual({
      name: 'PT Lumbung Ritel Nusantara',
      address: 'Jl. Jenderal Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan 12190',
      npwp: '0316.8425.9071.2000',
      phone: '+62 812-1000-2026',
      whatsappNumber: '6281210002026',
      email: 'halo@lumbung.shop',
    });
    const shop = loadConfig({ SHOP_NAME: 'PT Toko Maju', SHOP_NPWP: '1234567890123456', SHOP_PHONE: '(021) 5790-1234' }).shop;
    expect(shop).toMatchObject({ name: 'PT Toko Maju', npwp: '1234567890123456', phone: '(021) 5790-1234', whatsappNumber: '622157901234' });
    expect(() => loadConfig({ SHOP_NPWP: '01.234.567.8-901.000' })).toThrow('SHOP_NPWP: must be the 16 digits of an NPWP (dots, dashes and spaces allowed)');
    expect(() => loadConfig({ SHOP_PHONE: 'call us' })).toThrow('SHOP_PHONE: must be an Indonesian phone number such as +62 812-1000-2026');
    expect(() => loadConfig({ SHOP_EMAIL: 'halo' })).toThrow('SHOP_EMAIL: must be an e-mail address');
  });
});

describe('WORKERS', () => {
  it('is 1 by default and takes a count of server processes', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://localhost/lumbung' }).workers).toBe(2);
  });

  it('refuses a count below 1', () => {
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(/WORKERS/);
  });
});
