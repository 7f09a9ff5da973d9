import { describe, expect, it } from 'vitest';
import { secretSettingNames, secretsIn } from './check-bundle-secrets.ts';

describe('the built web app holds no server secret', () => {
  it('knows the secret settings from the configuration reference, and not the others', () => {
    const names = secretSettingNames();
    expect(names).toEqual(expect.arrayContaining(['AUTH0_M2M_CLIENT_SECRET', 'MIDTRANS_SERVER_KEY', 'PAYMENT_WEBHOOK_SECRET', 'WHATSAPP_APP_SECRET']));
    expect(names).not.toContain('PUBLIC_URL');
    expect(names).not.toContain('MC_ORDER_EVENT_KEY');
  });

  it('finds a secret setting named in a text, and a private key', () => {
    const names = ['AUTH0_M2M_CLIENT_SECRET', 'MIDTRANS_SERVER_KEY'];
    expect(secretsIn('fromConfiguration:`Set by AUTH0_M2M_CLIENT_SECRET on the server`', names)).toEqual(['AUTH0_M2M_CLIENT_SECRET']);
    const key = `-----BEGIN PRIVATE KEY-----\\n${'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC'.repeat(3)}\\n-----END PRIVATE KEY-----`;
    expect(secretsIn(`const k = "${key}";`, names)).toEqual(['a private key']);
  });

  it('lets a library\'s key-format check and ordinary texts pass', () => {
    const names = ['AUTH0_M2M_CLIENT_SECRET'];
    expect(secretsIn('e.indexOf(`-----BEGIN PRIVATE KEY-----`)!==0)throw TypeError(`"pkcs8" must be PKCS#8 formatted string`)', names)).toEqual([]);
    expect(secretsIn("Set in the server's configuration: change it there.", names)).toEqual([]);
  });
});
