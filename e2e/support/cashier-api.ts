import { createHash, randomBytes } from 'node:crypto';
import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { PlaceOrderResponse } from '#domain/pos/api/sales.ts';
import { paths } from '../fixtures.ts';
import { DEMO } from './sign-in.ts';

/**
 * Test setup through the real API as the seeded cashier: enroll a member and ring up POS orders for it
 * (cashier operations: the server may require a staff bearer token). The token comes from the
 * embedded identity provider the way the web app gets one: authorization code + PKCE, the sign-in
 * screen replaced by its POST to the interaction endpoint.
 */

interface IdentitySettings {
  clientId: string;
  audience: string;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

async function expectOk(response: APIResponse, what: string): Promise<APIResponse> {
  if (!response.ok() && !(response.status() >= 300 && response.status() < 400)) {
    throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  }
  return response;
}

/** Follows redirects while they stay on the provider (/idp/...); returns the first URL that leaves it. */
async function followProvider(api: APIRequestContext, baseURL: string, url: string): Promise<URL> {
  let current = new URL(url, baseURL);
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await expectOk(await api.get(current.toString(), { maxRedirects: 0 }), `GET ${current.pathname}`);
    const location = response.headers()['location'];
    if (!location) return current;
    current = new URL(location, current);
    if (!current.pathname.startsWith('/idp/')) return current;
  }
  throw new Error('too many redirects at the identity provider');
}

export async function cashierAccessToken(baseURL: string): Promise<string> {
  const api = await request.newContext({ baseURL });
  try {
    const settings = (await (await expectOk(await api.get('/config.json'), 'GET /config.json')).json()) as IdentitySettings;
    const verifier = base64url(randomBytes(32));
    const state = base64url(randomBytes(16));
    const redirectUri = new URL(paths.authCallback.href(), baseURL).toString();
    const authorize = new URLSearchParams({
      client_id: settings.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      response_mode: 'query',
      scope: 'openid profile email',
      audience: settings.audience,
      state,
      nonce: base64url(randomBytes(16)),
      code_challenge: base64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
    });
    const signInScreen = await followProvider(api, baseURL, `/idp/authorize?${authorize}`);
    const uid = signInScreen.searchParams.get('interaction');
    if (!uid) throw new Error(`expected the sign-in screen, got ${signInScreen}`);
    const login = await expectOk(await api.post(`/idp/interaction/${uid}/login`, { data: DEMO.cashier }), 'cashier sign-in');
    const { redirectTo } = (await login.json()) as { redirectTo: string };
    const callback = await followProvider(api, baseURL, redirectTo);
    const code = callback.searchParams.get('code');
    if (!code || callback.searchParams.get('state') !== state) throw new Error(`no code for this sign-in in ${callback}`);
    const tokens = await expectOk(
      await api.post('/idp/oauth/token', {
        form: { grant_type: 'authorization_code', client_id: settings.clientId, code, code_verifier: verifier, redirect_uri: redirectUri },
      }),
      'token exchange',
    );
    return ((await tokens.json()) as { access_token: string }).access_token;
  } finally {
    await api.dispose();
  }
}

export interface CashierApi {
  /** Enrolls a new member (unique number and e-mail) and returns its membership number. */
  enrollMember(firstName: string, lastName: string): Promise<string>;
  /** A paid POS order for the member: Reward Points by tier, and a spin while the game runs. */
  placeOrder(membershipNumber: string, line: { storeId: string; productCode: string; quantity: number }): Promise<PlacedOrder>;
  dispose(): Promise<void>;
}

export type PlacedOrder = NonNullable<PlaceOrderResponse['orders'][number]['loyalty']>;

export async function cashierApi(baseURL: string): Promise<CashierApi> {
  const token = await cashierAccessToken(baseURL);
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  /** Sales go into the cashier's open shift at the store (decision 014); open one unless it is open already. */
  async function ensureShift(storeId: string) {
    const current = await expectOk(await api.get(`/api/pos/shifts/current?storeId=${encodeURIComponent(storeId)}`), 'current shift');
    if (((await current.json()) as { shift: unknown }).shift) return;
    const opened = await api.post('/api/pos/shifts', { data: { storeId, openingFloat: 200_000, requestKey: randomBytes(16).toString('hex') } });
    if (opened.status() !== 201 && opened.status() !== 409) throw new Error(`open shift answered ${opened.status()}: ${await opened.text()}`);
  }
  return {
    async enrollMember(firstName, lastName) {
      const membershipNumber = `E2E-${randomBytes(5).toString('hex').toUpperCase()}`;
      await expectOk(
        await api.post('/api/loyalty/members', {
          data: {
            enrollmentDate: new Date().toISOString(),
            membershipNumber,
            memberStatus: 'Active',
            associatedContactDetails: {
              firstName,
              lastName,
              email: `${membershipNumber.toLowerCase()}@example.com`,
              allowDuplicateRecords: 'false',
            },
          },
        }),
        'enroll',
      );
      return membershipNumber;
    },
    async placeOrder(membershipNumber, line) {
      await ensureShift(line.storeId);
      const externalTransactionNumber = `E2E-${Date.now()}-${randomBytes(4).toString('hex')}`;
      const response = await expectOk(
        await api.post('/api/pos/orders', {
          data: {
            orders: [
              {
                requestType: 'placeOrder',
                newExternalTransactionNumber: externalTransactionNumber,
                order: {
                  storeId: line.storeId,
                  membershipNumber,
                  currency: 'IDR',
                  financial_status: 'paid',
                  payment_gateway_names: ['QRIS'],
                  line_items: [{ productCode: line.productCode, quantity: line.quantity }],
                },
              },
            ],
          },
        }),
        'POS order',
      );
      const loyalty = ((await response.json()) as PlaceOrderResponse).orders[0]?.loyalty;
      if (!loyalty) throw new Error('the order has no loyalty result');
      return loyalty;
    },
    dispose: () => api.dispose(),
  };
}
