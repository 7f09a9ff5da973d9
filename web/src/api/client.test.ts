import { afterEach, describe, expect, it, vi } from 'vitest';
import * as adminUsers from '#domain/back-office/endpoints/users.ts';
import { api, ApiError, setAccessTokenProvider } from './client.ts';

const endpoint = adminUsers.session;

/** The server as the browser sees it: answers by the bearer token the request carries. */
function serverAccepting(valid: string) {
  const seen: Array<string | null> = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const authorization = new Headers(init.headers).get('authorization');
    seen.push(authorization);
    if (authorization === `Bearer ${valid}`) return new Response(JSON.stringify({ ok: true }), { status: 200 });
    return new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Your session has expired. Please sign in again.' } }), { status: 401 });
  });
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenProvider(null);
});

describe('a token the server ended early (decision 034)', () => {
  it('is renewed once and the call sent again with the new token', async () => {
    const seen = serverAccepting('new');
    setAccessTokenProvider(async ({ fresh } = {}) => (fresh ? 'new' : 'old'));
    await expect(api.call(endpoint)).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
  });

  it('keeps the 401 when the session ended for good (the renewal fails)', async () => {
    const seen = serverAccepting('none');
    setAccessTokenProvider(async ({ fresh } = {}) => {
      if (fresh) throw new Error('login_required');
      return 'old';
    });
    const error = await api.call(endpoint).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(seen).toEqual(['Bearer old']);
  });

  it('does not retry a call made without a token', async () => {
    const seen = serverAccepting('none');
    await expect(api.call(endpoint)).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([null]);
  });
});
