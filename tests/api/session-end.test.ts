import { describe, expect, it } from 'vitest';
import { api } from '../../src/shared/api';
import { createTestServer, refreshCookie } from '../support/api';

const MIN = 60 * 1000;
const HOUR = 60 * MIN;

type Server = ReturnType<typeof createTestServer>;
/** One server: each test signs in its own new member, and only moves the clock forward. */
const s = createTestServer();

/** A member's account call, as the app makes it with the token it holds. */
const points = (s: Server, token: string) => s.request(api.user.userPoint.path, {}, { token });

/** The browser's logout: the access header only, since the refresh cookie's path is /api/auth. */
const browserLogout = (s: Server, token: string) => s.request(api.auth.logout.path, {}, { token });

describe('a session ends when it should', () => {
  it('logout ends the refresh cookie even when the browser sends only a stale access token', async () => {
    const member = await s.signedInUser();
    const { token, cookie } = await s.login(member.email, member.password, true);
    s.deps.clock.set(s.deps.clock.now() + 20 * MIN);
    expect((await points(s, token)).status).toBe(401);
    const out = await browserLogout(s, token);
    expect(out.body.result).toBe('success');
    expect(out.headers.get('set-cookie')).toMatch(/refresh=;.*Path=\/api\/auth/);
    // Whoever kept the cookie (the next person at a shared computer) gets no new token.
    expect((await s.request(api.auth.reissue.path, {}, { cookie })).status).toBe(401);
  });

  it('logout ends the access token at once, even one the server has already checked', async () => {
    const member = await s.signedInUser();
    const laptop = await s.login(member.email, member.password);
    expect((await points(s, laptop.token)).status).toBe(200);
    expect((await browserLogout(s, laptop.token)).body.result).toBe('success');
    expect((await points(s, laptop.token)).status).toBe(401);
    // The member's other sign-in (another device) goes on.
    expect((await points(s, member.token)).status).toBe(200);
  });

  it("a reused refresh token ends the access tokens of its sign-in, the thief's and the owner's", async () => {
    const member = await s.signedInUser();
    const owner = await s.login(member.email, member.password);
    const stolenCookie = owner.cookie;
    const rotated = await s.request(api.auth.reissue.path, {}, { cookie: owner.cookie });
    const ownerToken = rotated.headers.get('access')!;
    expect((await points(s, ownerToken)).status).toBe(200);
    expect((await s.request(api.auth.reissue.path, {}, { cookie: stolenCookie })).status).toBe(401);
    expect((await points(s, ownerToken)).status).toBe(401);
    expect((await points(s, owner.token)).status).toBe(401);
    expect((await s.request(api.auth.reissue.path, {}, { cookie: refreshCookie(rotated.headers) })).status).toBe(401);
  });

  it("withdrawal ends the member's sign-ins on every device at once", async () => {
    const member = await s.signedInUser();
    const phone = await s.login(member.email, member.password, true);
    expect((await s.request(api.user.withdraw.path, {}, { token: member.token })).body.result).toBe('success');
    expect((await points(s, phone.token)).status).toBe(401);
    expect((await s.request(api.auth.reissue.path, {}, { cookie: phone.cookie })).status).toBe(401);
  });

  it('without keep-logged-in the sign-in ends 12 hours after it began, however often it is reissued', async () => {
    const member = await s.signedInUser();
    const kiosk = await s.login(member.email, member.password, false);
    const kept = await s.login(member.email, member.password, true);
    let kioskCookie = kiosk.cookie;
    let keptCookie = kept.cookie;
    for (let hour = 0; hour < 11; hour++) {
      s.deps.clock.set(s.deps.clock.now() + HOUR);
      const again = await s.request(api.auth.reissue.path, {}, { cookie: kioskCookie });
      expect(again.status).toBe(200);
      expect(again.headers.get('set-cookie')).not.toMatch(/Max-Age/);
      kioskCookie = refreshCookie(again.headers);
      keptCookie = refreshCookie((await s.request(api.auth.reissue.path, {}, { cookie: keptCookie })).headers);
    }
    s.deps.clock.set(s.deps.clock.now() + HOUR + MIN);
    expect((await s.request(api.auth.reissue.path, {}, { cookie: kioskCookie })).status).toBe(401);
    const stillKept = await s.request(api.auth.reissue.path, {}, { cookie: keptCookie });
    expect(stillKept.status).toBe(200);
    expect(stillKept.headers.get('set-cookie')).toMatch(/Max-Age=2592000/);
  });
});
