import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { api } from '../../src/shared/api';
import { createTestServer, refreshCookie } from '../support/api';

/** `POST /__mock/tokens`: a tester signs in as a member without the password (decision 132). */

// The server's clock set months from the machine's, so the answer's `now` is seen to be the server's.
const CLOCK = Date.parse('2026-09-01T03:00:00Z');
const server = createTestServer({ now: CLOCK });
const signIn = (body?: unknown, headers: Record<string, string> = {}) =>
  server.app.request('/__mock/tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('a tester’s sign-in as a member', () => {
  it('signs the first demo member in when no one is named: a token the member’s calls take, and the refresh cookie', async () => {
    const res = await signIn();
    expect(res.status).toBe(200);
    const signedIn = (await res.json()) as { access: string; email: string; now: number };
    expect(signedIn.email).toBe(DEMO_ACCOUNTS[0].email);
    expect(signedIn.now - CLOCK).toBeGreaterThanOrEqual(0);
    expect(signedIn.now - CLOCK).toBeLessThan(60_000);
    const info = await server.request(api.user.userInfo.path, {}, { token: signedIn.access });
    expect(info.body.data.nickname).toBe(DEMO_ACCOUNTS[0].nickname);
    // The refresh cookie of a kept sign-in: reissue works as after the member's own sign-in.
    const reissued = await server.request(api.auth.reissue.path, {}, { cookie: refreshCookie(res.headers) });
    expect(reissued.body.result).toBe('success');
    expect(reissued.headers.get('access')).toBeTruthy();
  });

  it('signs the named member in, and the token ends with a logout like any other', async () => {
    const { access } = (await (await signIn({ email: DEMO_ACCOUNTS[1].email })).json()) as { access: string };
    expect((await server.request(api.user.userInfo.path, {}, { token: access })).body.data.nickname).toBe(
      DEMO_ACCOUNTS[1].nickname,
    );
    await server.request(api.auth.logout.path, {}, { token: access });
    expect((await server.request(api.user.userInfo.path, {}, { token: access })).status).toBe(401);
  });

  it('refuses an unknown or withdrawn member, and a body that is not one', async () => {
    expect(await (await signIn({ email: 'nobody@tabi.test' })).json()).toEqual({
      ok: false,
      error: 'no active member with that e-mail',
    });
    const leaving = await server.signedInUser();
    await leaving.call(api.user.withdraw.path);
    expect((await signIn({ email: leaving.email })).status).toBe(404);
    expect((await signIn({ email: 'not an e-mail' })).status).toBe(400);
    expect((await signIn({ email: DEMO_ACCOUNTS[0].email, password: 'x' })).status).toBe(400);
  });

  it('is a control call: refused to a caller without the control API’s access', async () => {
    server.deps.config.controlToken = 'tester-secret';
    try {
      expect((await signIn()).status).toBe(403);
      expect((await signIn(undefined, { 'x-control-token': 'tester-secret' })).status).toBe(200);
    } finally {
      server.deps.config.controlToken = undefined;
    }
  });
});
