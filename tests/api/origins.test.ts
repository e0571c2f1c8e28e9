import { describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import { api } from '../../src/shared/api';
import { createTestServer, refreshCookie } from '../support/api';

const server = createTestServer();
const SERVER = '127.0.0.1:5170';
/** Another local web app: the same host, another port (the same "site" for cookies). */
const LOCAL_APP = 'http://127.0.0.1:5222';

/** What a page's `fetch(url, { method: 'POST', credentials: 'include' })` sends, from `origin`. */
function fromPage(path: string, origin: string | undefined, cookie: string, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = {
    host: SERVER,
    cookie,
    'content-type': 'text/plain;charset=UTF-8',
    ...extra,
  };
  if (origin) headers.origin = origin;
  return server.app.request(path, { method: 'POST', headers, body: '{}' });
}

describe("another local web app cannot use the signed-in member's session", () => {
  it('reissue from another loopback port answers no token and no CORS allowance, and the cookie stays good', async () => {
    const { cookie } = await server.login(undefined, undefined, true);
    const stolen = await fromPage(api.auth.reissue.path, LOCAL_APP, cookie);
    expect(stolen.status).toBe(403);
    expect(stolen.headers.get('access')).toBeNull();
    expect(stolen.headers.get('access-control-allow-origin')).toBeNull();
    expect(stolen.headers.get('access-control-allow-credentials')).toBeNull();
    expect(stolen.headers.get('set-cookie')).toBeNull();
    expect(await stolen.json()).toMatchObject({ result: 'error', code: 'FORBIDDEN' });
    // The refused call did not rotate the cookie: the member's own page still reissues with it.
    const own = await fromPage(api.auth.reissue.path, `http://${SERVER}`, cookie);
    expect(own.status).toBe(200);
    expect(own.headers.get('access')).toEqual(expect.any(String));
  });

  it('the preflight of a call with the access header gets no allowance either', async () => {
    const preflight = await server.app.request(api.user.userInfo.path, {
      method: 'OPTIONS',
      headers: {
        host: SERVER,
        origin: LOCAL_APP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'access,content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-expose-headers')).toBeNull();
  });

  it('a request without Origin that the browser marks same-site is refused too', async () => {
    const { cookie } = await server.login();
    const res = await fromPage(api.auth.reissue.path, undefined, cookie, { 'sec-fetch-site': 'same-site' });
    expect(res.status).toBe(403);
    expect(res.headers.get('access')).toBeNull();
  });

  it("the refresh cookie is SameSite=Strict, so no other site's page sends it", async () => {
    const res = await server.request(api.auth.loginEmail.path, {
      email: 'demo@tabi.test',
      ...(await server.encrypt('demo1234')),
      keepLoggedIn: true,
    });
    expect(refreshCookie(res.headers)).not.toBe('');
    expect(res.headers.get('set-cookie')).toMatch(/SameSite=Strict/);
  });
});

describe('origins named by configuration', () => {
  const configured = createApp({
    ...server.deps,
    config: { ...server.deps.config, allowedOrigins: ['http://localhost:5173'], publicOrigin: 'https://tabi.example' },
  });

  it('get CORS with credentials and the access header, and nothing else does', async () => {
    const call = (origin: string) =>
      configured.request(api.reference.themeList.path, {
        method: 'POST',
        headers: { host: SERVER, origin, 'content-type': 'application/json' },
        body: '{}',
      });
    const dev = await call('http://localhost:5173');
    expect(dev.status).toBe(200);
    expect(dev.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(dev.headers.get('access-control-allow-credentials')).toBe('true');
    expect(dev.headers.get('access-control-expose-headers')).toBe('access');
    for (const other of ['http://localhost:5174', 'http://127.0.0.1:5173', 'null', 'https://evil.example']) {
      const refused = await call(other);
      expect(refused.status, other).toBe(403);
      expect(refused.headers.get('access-control-allow-origin'), other).toBeNull();
    }
  });

  it('the public origin is our own page (behind a proxy), served without CORS', async () => {
    const res = await configured.request(api.reference.themeList.path, {
      method: 'POST',
      headers: { host: 'internal:5170', origin: 'https://tabi.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
