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
  return res.headers.get('set-cookie') ?? '';
};

describe('the refresh cookie', () => {
  it('is Secure behind an https public origin, and not on plain-http loopback', async () => {
    const https = createApp({ ...s.deps, config: { ...s.deps.config, publicOrigin: 'https://tabi.example' } });
    expect(await signIn(https)).toMatch(/^refresh=.*;\s*Secure/i);
    expect(await signIn(s.app)).not.toMatch(/Secure/i);
  });
});
