import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER } from '../../src/identity/embedded/demo-accounts.ts';
import { PkceLogin, refresh, signIn, startIdentityServer, type IdentityServer } from '../helpers/identity-client.ts';

const running: IdentityServer[] = [];
afterAll(async () => {
  for (const server of running.reverse()) await server.close();
});

async function silentCode(server: IdentityServer, login: PkceLogin): Promise<string | null> {
  const { url } = await login.browser.follow(login.authorizeUrl({ prompt: 'none', audience: server.config.identity.apiAudience }));
  return new URL(url).searchParams.get('code');
}

describe('sessions, grants and keys live in the database', () => {
  it('a second server process on the same database continues the first one’s sessions and tokens', async () => {
    const first = await startIdentityServer();
    running.push(first);
    // The second process serves the same public origin (as behind a load balancer), on its own port.
    const second = await startIdentityServer({ database: first.database, env: { PUBLIC_URL: first.baseUrl } });
    running.push(second);

    const { browser, tokens } = await signIn(first.baseUrl, DEMO_SHOPPER, { audience: first.config.identity.apiAudience });
    const profile = await fetch(`${second.baseUrl}/api/me/profile`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(profile.status).toBe(200);
    expect((await refresh(second.baseUrl, tokens.refresh_token!)).status).toBe(200);

    const onSecond = new PkceLogin(browser.at(second.baseUrl), first.baseUrl);
    expect(await silentCode(second, onSecond)).toBeTruthy();
  });

  it('a restart keeps everyone signed in (same signing and cookie keys, same session)', async () => {
    const before = await startIdentityServer();
    const port = Number(new URL(before.baseUrl).port);
    const { browser } = await signIn(before.baseUrl, DEMO_SHOPPER);
    await before.app.close(); // the process stops; its database stays

    const after = await startIdentityServer({ database: before.database, port });
    running.push(after);
    expect(await silentCode(after, new PkceLogin(browser))).toBeTruthy();
    await after.app.close();
    running.pop();
    await before.close();
  });
});
