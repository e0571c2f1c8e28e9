import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { createApp } from '../../mock-server/app';
import { createTestServer } from '../support/api';
import { api } from '../../src/shared/api';

/** Issue 38, finding 13: the refresh cookie is Secure when the public origin is https. */
const s = createTestServer();

const signIn = async (app: ReturnType<typeof createApp>) => {
  const body = { email: DEMO_ACCOUNTS[0].email, ...(await s.encrypt(DEMO_ACCOUNTS[0].password)), keepLoggedIn: true };
  const res = await app.request(api.auth.loginEmail.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.headers.getSetCookie();
};
const named = (cookies: string[], name: string) => cookies.find((c) => c.startsWith(`${name}=`)) ?? '';

describe('the refresh and device cookies', () => {
  it('are Secure behind an https public origin, and not on plain-http loopback', async () => {
    const https = createApp({ ...s.deps, config: { ...s.deps.config, publicOrigin: 'https://tabi.example' } });
    const secure = await signIn(https);
    for (const name of ['refresh', 'device']) expect(named(secure, name)).toMatch(/;\s*Secure/i);
    expect((await signIn(s.app)).join('\n')).not.toMatch(/Secure/i);
  });
});
