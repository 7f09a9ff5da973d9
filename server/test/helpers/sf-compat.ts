import type { TestApp } from './test-app.ts';

/** The client of the Salesforce-compatible surface the tests configure (SF_COMPAT_CLIENT_ID/SECRET). */
export const SF_COMPAT_ENV = { SF_COMPAT_CLIENT_ID: 'lumbung-pos-test', SF_COMPAT_CLIENT_SECRET: 'test-secret-0123456789abcdef' };

/** A client-credentials sign-in on the surface, as a Salesforce client posts it. */
export function signInForm(overrides: Record<string, string> = {}): string {
  return new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: SF_COMPAT_ENV.SF_COMPAT_CLIENT_ID,
    client_secret: SF_COMPAT_ENV.SF_COMPAT_CLIENT_SECRET,
    ...overrides,
  }).toString();
}

export async function sfCompatToken(t: TestApp): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/services/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: signInForm(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}
