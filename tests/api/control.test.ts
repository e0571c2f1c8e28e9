import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { products, reports, users } from '../../db/schema';
import { createApp } from '../../mock-server/app';
import { readScenarioFile, shippedScenarios } from '../../mock-server/control/scenarios';
import { startServer } from '../../mock-server/server';
import { api } from '../../src/shared/api';
import type { ControlProduct, ControlUser, LoggedRequest } from '../../src/shared/control';
import { createTestServer } from '../support/api';

const server = createTestServer();
const control = async (
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) => {
  const res = await server.app.request(`/__mock${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: init.headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as any };
};
const themes = () => server.request(api.reference.themeList.path);

beforeEach(async () => {
  await control('/faults', { method: 'DELETE' });
  await control('/clock', { body: { now: null } });
});

describe('faults', () => {
  it('answers a chosen status for the next N calls, then lets calls through', async () => {
    const { json } = await control('/faults', { body: { path: api.reference.themeList.path, status: 502, times: 2 } });
    expect(json.id).toEqual(expect.any(String));
    expect((await themes()).status).toBe(502);
    expect((await themes()).status).toBe(502);
    expect((await themes()).status).toBe(200);
    expect((await control('/faults')).json).toEqual([]);
  });

  it('matches * patterns and stays until removed', async () => {
    const { json } = await control('/faults', { body: { path: '/api/reference/*', status: 503 } });
    await control('/faults', { body: { path: '/api/theme/*', status: 403 } });
    for (let i = 0; i < 3; i++) expect((await themes()).status).toBe(403);
    const listed = (await control('/faults')).json as Array<{ id: string; hits: number }>;
    expect(listed).toHaveLength(2);
    expect(listed[1]!.hits).toBe(3);
    expect((await control(`/faults/${listed[1]!.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await themes()).status).toBe(200);
    expect((await control(`/faults/${json.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await control(`/faults/${json.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('answers 200 with result error and the chosen code and message', async () => {
    await control('/faults', {
      body: { path: api.reference.themeList.path, error: { code: 'SOLD_OUT', message: 'gone' }, times: 1 },
    });
    const res = await themes();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'error', code: 'SOLD_OUT', message: 'gone' });
    await control('/faults', { body: { path: api.reference.themeList.path, error: { code: 'SOLD_OUT' }, times: 1 } });
    expect((await server.request(api.reference.themeList.path, {}, { lang: 'ja' })).body.message).toBe(
      '品切れの商品です。',
    );
  });

  it('waits a fixed delay or one inside a range', async () => {
    await control('/faults', { body: { path: api.reference.themeList.path, delayMs: 150, times: 1 } });
    let started = performance.now();
    expect((await themes()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    await control('/faults', { body: { path: api.reference.themeList.path, delayMs: 50, delayMaxMs: 120, times: 1 } });
    started = performance.now();
    await themes();
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(45);
    expect(took).toBeLessThan(400);
  });

  it('"the third call answers 500" counts calls even under an every-call delay', async () => {
    await control('/faults', { body: { path: '/api/*', delayMs: 1 } });
    await control('/faults', { body: { path: api.reference.themeList.path, status: 500, skip: 2, times: 1 } });
    expect([
      (await themes()).status,
      (await themes()).status,
      (await themes()).status,
      (await themes()).status,
    ]).toEqual([200, 200, 500, 200]);
  });

  it('drops the connection of a real socket', async () => {
    const running = await startServer({ port: 0, host: '127.0.0.1', dbFile: ':memory:' });
    try {
      await fetch(`${running.url}/__mock/faults`, {
        method: 'POST',
        body: JSON.stringify({ path: '/api/theme/theme-list', drop: true, times: 1 }),
      });
      await expect(fetch(`${running.url}/api/theme/theme-list`, { method: 'POST', body: '{}' })).rejects.toThrow();
      expect((await fetch(`${running.url}/api/theme/theme-list`, { method: 'POST', body: '{}' })).status).toBe(200);
    } finally {
      await running.close();
    }
  });

  it('a delayed call over a real socket keeps its body', async () => {
    const running = await startServer({ port: 0, host: '127.0.0.1', dbFile: ':memory:' });
    try {
      await fetch(`${running.url}/__mock/faults`, {
        method: 'POST',
        body: JSON.stringify({ path: api.notice.noticeDetail.path, delayMs: 30, times: 1 }),
      });
      const answer = await (
        await fetch(`${running.url}${api.notice.noticeDetail.path}`, {
          method: 'POST',
          body: JSON.stringify({ noticeId: 1 }),
        })
      ).json();
      expect(answer).toMatchObject({ result: 'success', data: { id: 1 } });
    } finally {
      await running.close();
    }
  });

  it('refuses a bad fault with a message naming the field', async () => {
    const bad = await control('/faults', { body: { path: '/api/x', status: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toContain('status');
    expect((await control('/faults', { body: { path: '/api/x' } })).json.error).toContain('at least one of');
    expect(
      (await control('/faults', { body: { path: '/api/x', delayMs: 500, delayMaxMs: 100 } })).json.error,
    ).toContain('delayMaxMs');
    expect((await control('/faults', { body: 'not json' })).status).toBe(400);
  });
});

describe('tokens, clock and data', () => {
  it('expires every token at once', async () => {
    const { token } = await server.login();
    expect((await server.request(api.user.userPoint.path, {}, { token })).status).toBe(200);
    expect((await control('/tokens/expire', { method: 'POST' })).json).toEqual({ ok: true });
    expect((await server.request(api.user.userPoint.path, {}, { token })).status).toBe(401);
  });

  it('sets, moves and resets the clock', async () => {
    const set = await control('/clock', { body: { now: '2027-03-01T00:00:00.000Z' } });
    expect(set.json.iso).toMatch(/^2027-03-01T00:00:0/);
    const moved = await control('/clock', { body: { advanceMs: 86_400_000 } });
    expect(moved.json.iso).toMatch(/^2027-03-02/);
    expect((await control('/clock')).json.iso).toMatch(/^2027-03-02/);
    const back = await control('/clock', { body: { now: null } });
    expect(Math.abs(back.json.now - Date.now())).toBeLessThan(5_000);
    expect((await control('/clock', { body: { advanceMs: 'soon' } })).status).toBe(400);
  });

  it('resets to the seed: created users are gone and faults are cleared', async () => {
    const created = (await control('/users', { body: { points: 100 } })).json as { email: string };
    await control('/faults', { body: { path: '/api/*', status: 500 } });
    expect((await control('/reset', { method: 'POST' })).json).toEqual({ ok: true });
    const list = (await control('/users')).json as ControlUser[];
    expect(list.some((u) => u.email === created.email)).toBe(false);
    expect((await control('/faults')).json).toEqual([]);
    expect((await themes()).status).toBe(200);
  });

  it('saves, lists, restores and deletes a named snapshot', async () => {
    const saved = await control('/snapshots/before-order', { method: 'POST' });
    expect(saved.json).toMatchObject({ name: 'before-order', bytes: expect.any(Number) });
    const created = (await control('/users', { body: { points: 7 } })).json as { email: string };
    expect(((await control('/users')).json as ControlUser[]).some((u) => u.email === created.email)).toBe(true);

    expect((await control('/snapshots')).json.map((s: { name: string }) => s.name)).toContain('before-order');
    expect((await control('/snapshots/before-order/restore', { method: 'POST' })).json).toEqual({ ok: true });
    expect(((await control('/users')).json as ControlUser[]).some((u) => u.email === created.email)).toBe(false);
    // The restored data is live: the demo account still signs in.
    expect((await server.login()).token).toBeTruthy();

    expect((await control('/snapshots/nope/restore', { method: 'POST' })).status).toBe(404);
    expect((await control('/snapshots/bad%20name', { method: 'POST' })).status).toBe(400);
    expect((await control('/snapshots/before-order', { method: 'DELETE' })).json).toEqual({ ok: true });
    expect((await control('/snapshots')).json).toEqual([]);
  });
  it('a restored snapshot answers the lists with its own data, not what was cached before', async () => {
    const notices = async () =>
      (await server.request(api.notice.noticeList.path, {})).body.data.items as Array<{
        id: number;
        publishedAt: number;
      }>;
    await control('/snapshots/seeded-now', { method: 'POST' });
    const before = await notices();
    // Reseeding a month later dates every notice differently; the list caches those dates.
    await control('/clock', { body: { advanceMs: 30 * 86_400_000 } });
    await control('/reset', { method: 'POST' });
    expect((await notices())[0]!.publishedAt).not.toBe(before[0]!.publishedAt);
    await control('/snapshots/seeded-now/restore', { method: 'POST' });
    expect(await notices()).toEqual(before);
    await control('/snapshots/seeded-now', { method: 'DELETE' });
    await control('/reset', { method: 'POST' });
  });
});

describe('request log', () => {
  it('lists recent calls newest first with status, time, bodies and the fault applied', async () => {
    await control('/requests', { method: 'DELETE' });
    const { json } = await control('/faults', { body: { path: api.reference.regionList.path, status: 500, times: 1 } });
    await server.request(api.reference.regionList.path, { probe: 'hello' });
    await themes();
    const log = (await control('/requests?limit=5')).json as LoggedRequest[];
    expect(log.map((e) => e.path)).toEqual([api.reference.themeList.path, api.reference.regionList.path]);
    expect(log[1]).toMatchObject({
      method: 'POST',
      status: 500,
      faultId: json.id,
      code: 'INTERNAL',
      requestBody: '{"probe":"hello"}',
    });
    expect(log[0]!.ms).toEqual(expect.any(Number));
    expect(JSON.parse(log[0]!.responseBody!)).toMatchObject({ result: 'success' });

    // Refusals raised deep in a handler are logged with their answer too.
    await server.request(api.user.userPoint.path);
    const [refused] = (await control('/requests?limit=1')).json as LoggedRequest[];
    expect(refused).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(JSON.parse(refused!.responseBody!)).toMatchObject({ result: 'error', code: 'UNAUTHORIZED' });
  });

  it('stays bounded and cuts long bodies', async () => {
    await control('/requests', { method: 'DELETE' });
    await server.request(api.auth.checkEmail.path, { email: `${'a'.repeat(9000)}@x.test` });
    const [entry] = (await control('/requests?limit=1')).json as LoggedRequest[];
    expect(entry!.requestBody!.length).toBeLessThan(4200);
    expect(entry!.requestBody).toMatch(/chars\)$/);
    for (let i = 0; i < 520; i++) server.deps.log.add({ at: 0, method: 'POST', path: '/x', status: 200, ms: 0 });
    expect(server.deps.log.recent(10_000)).toHaveLength(500);
  });

  it('streams each call as a server-sent event', async () => {
    const res = await server.app.request('/__mock/requests/stream');
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    expect(text).toContain('event: ready');
    await themes();
    while (!text.includes('event: request')) text += decoder.decode((await reader.read()).value);
    expect(text).toContain('"path":"/api/theme/theme-list"');
    await reader.cancel();
  });
});

describe('scenarios', () => {
  it('every shipped scenario is valid, and the four named ones ship', async () => {
    const names = shippedScenarios(join(import.meta.dirname, '../../scenarios')).map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining(['slow-network', 'expired-session', 'server-down', 'sold-out-checkout']),
    );
    expect((await control('/scenarios')).json.map((s: { name: string }) => s.name)).toEqual(names);
  });

  it('runs a shipped scenario by name: server down answers 503 everywhere', async () => {
    const res = await control('/scenarios', { body: { name: 'server-down' } });
    expect(res.json.faultIds).toHaveLength(1);
    expect((await themes()).status).toBe(503);
    expect((await control('/faults')).json[0]).toMatchObject({ source: 'server-down', path: '/api/*' });
    expect((await control('/scenarios', { body: { name: 'no-such' } })).status).toBe(404);
  });

  it('runs a posted scenario: "the third like-feed call answers 500" and "all calls wait"', async () => {
    const { token } = await server.login();
    await control('/scenarios', {
      body: {
        name: 'custom',
        steps: [
          { path: '/api/*', delayMs: 1 },
          { path: api.feed.likeFeed.path, call: 3, status: 500 },
        ],
      },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await server.request(api.feed.likeFeed.path, { feedId: 1 }, { token })).status);
    expect(statuses).toEqual([200, 200, 500, 200]);
  });

  it('expired-session expires tokens right before the chosen call', async () => {
    const { token } = await server.login();
    await control('/scenarios', { body: { name: 'expired-session' } });
    expect((await server.request(api.user.userPoint.path, {}, { token })).status).toBe(200);
    expect((await server.request(api.user.userPoint.path, {}, { token })).status).toBe(401);
  });

  it('sold-out-checkout refuses the next order with SOLD_OUT', async () => {
    const { token } = await server.login();
    await control('/scenarios', { body: { name: 'sold-out-checkout' } });
    // The product page checks on arrival and again at the tap: both pass.
    for (let check = 0; check < 2; check++)
      expect((await server.request(api.pointShop.checkCondition.path, { productId: 1 }, { token })).body.result).toBe(
        'success',
      );
    const res = await server.request(api.pointShop.productOrder.path, { productId: 1 }, { token });
    expect(res.body).toMatchObject({ result: 'error', code: 'SOLD_OUT' });
    expect((await server.request(api.pointShop.checkCondition.path, { productId: 1 }, { token })).body).toMatchObject({
      result: 'error',
      code: 'SOLD_OUT',
    });
  });

  it('a scenario can reset the data and set the clock', async () => {
    await control('/scenarios', {
      body: {
        name: 'new-month',
        reset: true,
        clock: '2027-01-31T23:59:00+09:00',
        steps: [{ path: '/api/never', status: 500 }],
      },
    });
    expect((await control('/clock')).json.iso).toMatch(/^2027-01-31T14:59/);
  });

  it('refuses bad scenarios with a clear error', async () => {
    const noSteps = await control('/scenarios', { body: { name: 'empty', steps: [] } });
    expect(noSteps.status).toBe(400);
    expect(noSteps.json.error).toContain('steps');
    const badStep = await control('/scenarios', {
      body: { name: 'x', steps: [{ path: '/api/a', status: 500, call: 2, skip: 1 }] },
    });
    expect(badStep.json.error).toContain('either call or skip');
    const badCode = await control('/scenarios', {
      body: { name: 'x', steps: [{ path: '/api/a', error: { code: 'NOPE' } }] },
    });
    expect(badCode.json.error).toContain('steps[0].error.code');
    const unknownKey = await control('/scenarios', {
      body: { name: 'x', steps: [{ path: '/api/a', status: 500, typo: 1 }] },
    });
    expect(unknownKey.json.error).toContain('typo');
    expect((await control('/scenarios', { body: 'nope' })).status).toBe(400);
    expect((await control('/faults')).json).toEqual([]);
  });

  it('loads a scenario file at start, and names the file and field of a bad one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tabi-scenario-'));
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify({ name: 'boot', steps: [{ path: '/api/theme/theme-list', status: 500 }] }));
    const running = await startServer({ port: 0, host: '127.0.0.1', dbFile: ':memory:', scenarioFile: good });
    try {
      expect((await fetch(`${running.url}/api/theme/theme-list`, { method: 'POST', body: '{}' })).status).toBe(500);
    } finally {
      await running.close();
    }
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ name: 'Bad Name', steps: [{ path: 'api/x', status: 500 }] }));
    expect(() => readScenarioFile(bad)).toThrow(/bad\.json is not a valid scenario[\s\S]*name[\s\S]*steps\[0\]\.path/);
    writeFileSync(bad, '{ nope');
    expect(() => readScenarioFile(bad)).toThrow(/bad\.json is not JSON/);
    await expect(
      startServer({ port: 0, host: '127.0.0.1', dbFile: ':memory:', scenarioFile: join(dir, 'missing.json') }),
    ).rejects.toThrow(/cannot read scenario/);
  });
});

describe('data views', () => {
  it('lists users with points and orders', async () => {
    const created = (await control('/users', { body: { points: 1234 } })).json as { id: number };
    const list = (await control('/users')).json as ControlUser[];
    expect(list.find((u) => u.id === created.id)).toMatchObject({
      pointBalance: 1234,
      orderCount: 0,
      status: 'active',
    });
    expect(list.find((u) => u.email === 'demo@tabi.test')).toMatchObject({ pointBalance: 5400 });
    expect((await control(`/users/${created.id}/orders`)).json).toEqual([]);
    const withOrder = server.store.sqlite.prepare('SELECT user_id AS userId FROM orders LIMIT 1').get() as
      { userId: number } | undefined;
    if (withOrder) expect(list.find((u) => u.id === withOrder.userId)!.orderCount).toBeGreaterThan(0);
  });

  it('meets the missions of an existing account, which opens the shop to it', async () => {
    const user = await server.signedInUser({ points: 5000 });
    const check = async () => user.send(api.pointShop.checkCondition, { productId: 1 });
    expect(await check()).toMatchObject({ missionMet: false, eligible: false });
    expect((await control(`/users/${user.id}/missions`, { method: 'POST' })).json).toMatchObject({
      met: true,
      rewarded: false,
    });
    expect(await check()).toMatchObject({ missionMet: true, eligible: true });
    // No reward: the balance stays what the tester asked for.
    expect((await control('/users')).json.find((u: ControlUser) => u.id === user.id).pointBalance).toBe(5000);
    expect((await control('/users/999999/missions', { method: 'POST' })).status).toBe(404);
  });

  it('lists products with stock and sets a stock', async () => {
    const list = (await control('/products')).json as ControlProduct[];
    expect(list.length).toBeGreaterThan(0);
    const first = list[0]!;
    expect((await control(`/products/${first.id}/stock`, { body: { stock: 0 } })).json).toMatchObject({
      id: first.id,
      stock: 0,
    });
    expect(
      server.store.db
        .select()
        .from(products)
        .all()
        .find((p) => p.id === first.id)!.stock,
    ).toBe(0);
    expect((await control(`/products/${first.id}/stock`, { body: { stock: -1 } })).status).toBe(400);
    expect((await control('/products/999999/stock', { body: { stock: 1 } })).status).toBe(404);
  });

  it('lists reported content with the reporter', async () => {
    const demo = server.store.db
      .select()
      .from(users)
      .all()
      .find((u) => u.email === 'demo@tabi.test')!;
    server.store.db
      .insert(reports)
      .values({ userId: demo.id, targetType: 'feed', targetId: 1, reason: 'spam', createdAt: Date.now() })
      .run();
    const list = (await control('/reports')).json as Array<{ reason: string; reporter: string }>;
    expect(list[0]).toMatchObject({ reason: 'spam', reporter: demo.nickname });
  });

  it('publishes the control calls in the OpenAPI document', async () => {
    const doc = (await control('/openapi.json')).json as { paths: Record<string, Record<string, { tags: string[] }>> };
    expect(doc.paths['/__mock/faults']!.post!.tags).toEqual(['control']);
    expect(doc.paths[api.feed.likeFeed.path]!.post).toBeDefined();
  });
});

describe('safety', () => {
  const other = server.deps;
  const withToken = createApp({ ...other, config: { ...other.config, controlToken: 's3cret' } });
  const remote = { incoming: { socket: { remoteAddress: '192.168.0.9' } } };

  it('answers only loopback without a control token', async () => {
    expect((await server.app.request('/__mock/health', {}, remote)).status).toBe(403);
    expect(
      (await server.app.request('/__mock/health', {}, { incoming: { socket: { remoteAddress: '127.0.0.1' } } })).status,
    ).toBe(200);
  });

  it('refuses pages of other sites and rebound host names, even from loopback', async () => {
    const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    const evil = await server.app.request(
      '/__mock/reset',
      { method: 'POST', headers: { origin: 'https://evil.example' } },
      local,
    );
    expect(evil.status).toBe(403);
    expect(
      (await server.app.request('/__mock/health', { headers: { host: 'rebind.evil.example:5170' } }, local)).status,
    ).toBe(403);
    expect(
      (
        await server.app.request(
          '/__mock/health',
          { headers: { host: '127.0.0.1:5170', origin: 'http://127.0.0.1:5170' } },
          local,
        )
      ).status,
    ).toBe(200);
  });

  it('another local page (another loopback port) cannot drive it with a text/plain or form POST', async () => {
    const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    const before = (await control('/clock')).json as { now: number };
    const hour = JSON.stringify({ advanceMs: 3_600_000 });
    const attempts: Array<Record<string, string>> = [
      { origin: 'http://127.0.0.1:5222', 'content-type': 'text/plain;charset=UTF-8' },
      { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      // A browser that leaves Origin out still says where the request came from.
      { 'sec-fetch-site': 'same-site', 'content-type': 'text/plain;charset=UTF-8' },
    ];
    for (const headers of attempts) {
      const res = await server.app.request(
        '/__mock/clock',
        { method: 'POST', headers: { host: '127.0.0.1:5170', ...headers }, body: hour },
        local,
      );
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(((await control('/clock')).json as { now: number }).now - before.now).toBeLessThan(60_000);
    // The console's own page still drives it.
    const own = await server.app.request(
      '/__mock/clock',
      {
        method: 'POST',
        headers: {
          host: '127.0.0.1:5170',
          origin: 'http://127.0.0.1:5170',
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ now: null }),
      },
      local,
    );
    expect(own.status).toBe(200);
  });

  it('the console and the control API refuse to be framed by another page', async () => {
    for (const path of ['/__mock/', '/__mock/health']) {
      const res = await server.app.request(path);
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'self'");
    }
  });

  it('answers only the token when one is configured, from anywhere', async () => {
    expect((await withToken.request('/__mock/health')).status).toBe(403);
    expect(
      (
        await withToken.request('/__mock/faults', {
          method: 'POST',
          body: JSON.stringify({ path: '/api/*', status: 500 }),
        })
      ).status,
    ).toBe(403);
    expect(
      (await withToken.request('/__mock/health', { headers: { 'x-control-token': 's3cret' } }, remote)).status,
    ).toBe(200);
    expect((await withToken.request('/__mock/health?token=s3cret', {}, remote)).status).toBe(200);
    expect((await withToken.request('/__mock/health?token=wrong')).status).toBe(403);
  });

  it('the console page is refused like the API, and says when it is not built', async () => {
    expect((await server.app.request('/__mock/', {}, remote)).status).toBe(403);
    const missing = await server.app.request('/__mock/');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('not built');
  });

  it('serves the built console page at /__mock/', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'tabi-web-'));
    writeFileSync(join(webRoot, 'console.html'), '<!doctype html><title>console</title>');
    const withConsole = createApp({ ...other, config: { ...other.config, webRoot } });
    for (const path of ['/__mock/', '/__mock']) {
      const res = await withConsole.request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>console</title>');
    }
  });
});

afterAll(() => server.store.sqlite.close());
