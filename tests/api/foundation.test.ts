import { beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, api } from '../../src/shared/api';
import { createTestUser } from '../../mock-server/services/test-users';
import { createTestServer, refreshCookie } from '../support/api';

const server = createTestServer();
let token: string;

beforeAll(async () => {
  ({ token } = await server.login());
});

describe('every call of the endpoint table', () => {
  it.each(allEndpoints().map((e) => [e.endpoint.path, e.endpoint] as const))(
    '%s answers with the envelope',
    async (_path, endpoint) => {
      // Each call gets an account of its own: some (withdraw, logout) end it.
      const { email, password } = await createTestUser(server.deps, {
        language: 'ko',
        points: 0,
        password: 'test1234',
      });
      const { token: own } = await server.login(email, password);
      const res = await server.request(
        endpoint.path,
        {},
        { token: endpoint.path === api.auth.reissue.path ? null : own },
      );
      expect(res.body).toMatchObject({
        result: expect.stringMatching(/^(success|error)$/),
        message: expect.any(String),
      });
      if (res.body.result === 'error') expect(res.body.code).toEqual(expect.any(String));
      expect([200, 401]).toContain(res.status);
    },
  );
});

describe('bad input never crashes the server', () => {
  it('malformed JSON is a 400 with a clear message, and the next call is served', async () => {
    const bad = await server.request(api.reference.themeList.path, undefined, { raw: '{"oops":' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ result: 'error', code: 'BAD_JSON', message: '요청 형식이 올바르지 않습니다.' });
    const next = await server.request(api.reference.themeList.path);
    expect(next.body.result).toBe('success');
  });

  it("a wrong type is a 200 VALIDATION error in the reader's language", async () => {
    const ko = await server.request(api.notice.noticeDetail.path, { noticeId: 'one' });
    expect(ko.status).toBe(200);
    expect(ko.body).toMatchObject({ result: 'error', code: 'VALIDATION' });
    const ja = await server.request(api.notice.noticeDetail.path, { noticeId: 'one' }, { lang: 'ja' });
    expect(ja.body.message).not.toBe(ko.body.message);
  });

  it('an over-long field names the rule', async () => {
    const res = await server.request(
      api.feed.writeFeed.path,
      { themeId: 1, title: 'x'.repeat(201), contents: 'ok', language: 'ko', images: [] },
      { token, lang: 'ja' },
    );
    expect(res.body).toMatchObject({
      result: 'error',
      code: 'VALIDATION',
      message: 'タイトルを入力してください。（最大200文字）',
    });
  });

  it('an e-mail in the wrong format gets its own code', async () => {
    const res = await server.request(api.auth.checkEmail.path, { email: 'not-an-email' });
    expect(res.body).toMatchObject({
      result: 'error',
      code: 'INVALID_EMAIL',
      message: '올바른 이메일 형식으로 입력해 주세요.',
    });
  });

  it('an unknown path is a 404 envelope', async () => {
    const res = await server.request('/api/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ result: 'error', code: 'UNKNOWN_PATH' });
  });

  it('a body over the size limit is a 413', async () => {
    const res = await server.request(api.auth.checkEmail.path, { email: 'a@b.co', pad: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('reference data and notices', () => {
  it("themes and regions are named in the reader's language", async () => {
    const ko = await server.request(api.reference.regionList.path);
    const ja = await server.request(api.reference.regionList.path, {}, { lang: 'ja' });
    expect(ko.body.data.map((r: { code: string }) => r.code)).toEqual([
      'seoul',
      'gangwon',
      'gyeonggi',
      'chungcheong',
      'gyeongsang',
      'jeolla',
      'busan',
      'jeju',
    ]);
    expect(ko.body.data[0].name).toBe('서울');
    expect(ja.body.data[0].name).toBe('ソウル');
    const themes = await server.request(api.reference.themeList.path);
    expect(themes.body.data.length).toBeGreaterThanOrEqual(8);
    // The rising-popularity tag marks posts and places; it is not a kind of trip to choose.
    const names = (await server.request(api.reference.themeList.path, {}, { lang: 'ja' })).body.data.map(
      (t: { name: string }) => t.name,
    );
    expect(themes.body.data.map((t: { name: string }) => t.name)).not.toContain('급상승');
    expect(names).not.toContain('急上昇');
    expect(names).toContain('カフェ');
  });

  it('notices run important first, then newest first, across pages', async () => {
    type Notice = { id: number; important: boolean; publishedAt: number };
    const seen: Notice[] = [];
    let cursor: number | null | undefined;
    do {
      const page = (await server.request(api.notice.noticeList.path, { size: 3, ...(cursor ? { cursor } : {}) })).body
        .data;
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const total = server.store.sqlite.prepare('SELECT count(*) AS n FROM notices').get() as { n: number };
    expect(seen).toHaveLength(total.n);
    const expected = [...seen].sort(
      (a, b) => Number(b.important) - Number(a.important) || b.publishedAt - a.publishedAt || b.id - a.id,
    );
    expect(seen.map((n) => n.id)).toEqual(expected.map((n) => n.id));
    expect(seen[0]!.important).toBe(true);
    expect(seen.slice(1).every((n) => !n.important)).toBe(true);
    const unknown = await server.request(api.notice.noticeList.path, { size: 3, cursor: 99_999 });
    expect(unknown.body.data).toEqual({ items: [], nextCursor: null });
  });

  it('notices page by cursor without repeats, and one is important', async () => {
    const first = await server.request(api.notice.noticeList.path, { size: 3 });
    const second = await server.request(api.notice.noticeList.path, { size: 3, cursor: first.body.data.nextCursor });
    const ids = [...first.body.data.items, ...second.body.data.items].map((n: { id: number }) => n.id);
    expect(new Set(ids).size).toBe(6);
    const important = await server.request(api.notice.importantNotice.path);
    expect(important.body.data.important).toBe(true);
    expect(first.body.data.items[0].id).toBe(important.body.data.id);
    const detail = await server.request(
      api.notice.noticeDetail.path,
      { noticeId: important.body.data.id },
      { lang: 'ja' },
    );
    expect(detail.body.data.body.length).toBeGreaterThan(0);
    const missing = await server.request(api.notice.noticeDetail.path, { noticeId: 99999 });
    expect(missing.body.code).toBe('NOT_FOUND');
  });

  it("the demo account's points equal the sums of its ledger", async () => {
    const res = await server.request(api.user.userPoint.path, {}, { token });
    const sums = server.store.sqlite
      .prepare(
        `SELECT sum(max(amount, 0)) AS earned, -sum(min(amount, 0)) AS used FROM point_ledger
      WHERE user_id = (SELECT id FROM users WHERE email = 'demo@tabi.test')`,
      )
      .get() as { earned: number; used: number };
    expect(sums.earned).toBeGreaterThanOrEqual(5400);
    expect(res.body.data).toEqual({
      balance: sums.earned - sums.used,
      cumulative: sums.earned,
      earned: sums.earned,
      used: sums.used,
    });
  });
});

describe('session', () => {
  it('an expired token answers 401, and a refresh cookie reissues exactly once', async () => {
    const session = await server.login();
    expect((await server.request(api.user.userPoint.path, {}, { token: session.token })).status).toBe(200);
    await server.app.request('/__mock/tokens/expire', { method: 'POST' });
    expect((await server.request(api.user.userPoint.path, {}, { token: session.token })).status).toBe(401);

    const reissued = await server.request(api.auth.reissue.path, {}, { cookie: session.cookie });
    expect(reissued.status).toBe(200);
    const fresh = reissued.headers.get('access');
    expect(fresh).toBeTruthy();
    expect((await server.request(api.user.userPoint.path, {}, { token: fresh })).status).toBe(200);

    const reused = await server.request(api.auth.reissue.path, {}, { cookie: session.cookie });
    expect(reused.status).toBe(401);
    // Reuse of a spent token revokes the family: the rotated token is dead too.
    const rotated = await server.request(api.auth.reissue.path, {}, { cookie: refreshCookie(reissued.headers) });
    expect(rotated.status).toBe(401);
  });

  it('tokens expire by the server clock', async () => {
    const session = await server.login();
    const now = server.deps.clock.now();
    server.deps.clock.set(now + 16 * 60 * 1000);
    try {
      expect((await server.request(api.user.userPoint.path, {}, { token: session.token })).status).toBe(401);
    } finally {
      server.deps.clock.set(now);
    }
  });

  it('keep-logged-in makes the refresh cookie last 30 days; otherwise it is a session cookie', async () => {
    const kept = await server.request(api.auth.loginEmail.path, {
      email: 'demo@tabi.test',
      ...(await server.encrypt('demo1234')),
      keepLoggedIn: true,
    });
    // The refresh cookie's own line: a sign-in also sets the device cookie (a year, decision 123).
    const refreshLine = (res: { headers: Headers }) =>
      res.headers.getSetCookie().find((line) => line.startsWith('refresh='));
    expect(refreshLine(kept)).toMatch(/Max-Age=2592000/);
    expect(refreshLine(kept)).toMatch(/HttpOnly/);
    const session = await server.request(api.auth.loginEmail.path, {
      email: 'demo@tabi.test',
      ...(await server.encrypt('demo1234')),
      keepLoggedIn: false,
    });
    expect(refreshLine(session)).toBeDefined();
    expect(refreshLine(session)).not.toMatch(/Max-Age/);
  });

  it('logout revokes the refresh token', async () => {
    const session = await server.login();
    await server.request(api.auth.logout.path, {}, { token: session.token });
    expect((await server.request(api.auth.reissue.path, {}, { cookie: session.cookie })).status).toBe(401);
  });

  it('a wrong password is refused with LOGIN_FAILED', async () => {
    const res = await server.request(api.auth.loginEmail.path, {
      email: 'demo@tabi.test',
      ...(await server.encrypt('wrong-pass')),
      keepLoggedIn: false,
    });
    expect(res.body).toMatchObject({ result: 'error', code: 'LOGIN_FAILED' });
  });
});

describe('faults and control API', () => {
  it('a scripted 500 answers the next N calls, then the path is served again', async () => {
    const add = await server.app.request('/__mock/faults', {
      method: 'POST',
      body: JSON.stringify({ path: '/api/theme/*', status: 500, times: 2 }),
    });
    expect(add.status).toBe(200);
    expect((await server.request(api.reference.themeList.path)).status).toBe(500);
    expect((await server.request(api.reference.themeList.path)).status).toBe(500);
    expect((await server.request(api.reference.themeList.path)).status).toBe(200);
  });

  it('a bad fault spec is refused with a clear error', async () => {
    const res = await server.app.request('/__mock/faults', {
      method: 'POST',
      body: JSON.stringify({ path: 'no-slash', status: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/path|status/);
  });

  it('health and the request log answer', async () => {
    expect(await (await server.app.request('/__mock/health')).json()).toMatchObject({ ok: true });
    const log = (await (await server.app.request('/__mock/requests')).json()) as Array<{
      path: string;
      status: number;
    }>;
    expect(log.some((entry) => entry.path === api.reference.themeList.path && entry.status === 500)).toBe(true);
  });

  it('the OpenAPI document lists every call', async () => {
    const doc = (await (await server.app.request('/__mock/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(
      Object.keys(doc.paths)
        .filter((p) => !p.startsWith('/__mock/'))
        .sort(),
    ).toEqual(
      allEndpoints()
        .map((e) => e.endpoint.path)
        .sort(),
    );
  });
});
