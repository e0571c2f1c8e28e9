import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../db/client';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { createApp } from '../../mock-server/app';
import { parseCommandLine } from '../../mock-server/cli-options';
import { createDeps } from '../../mock-server/create-deps';
import { LEGACY_SCRYPT_PARAMS } from '../../mock-server/services/passwords';
import { checkHost } from '../../mock-server/upstream/drift-check';
import { createUpstream, type UpstreamOptions } from '../../mock-server/upstream/upstream';
import { api } from '../../src/shared/api';
import type { DriftState } from '../../src/shared/control';
import { createTestServer, refreshCookie } from '../support/api';
import { constants, publicEncrypt } from 'node:crypto';

const dir = mkdtempSync(join(tmpdir(), 'tabi-upstream-'));
const open: ServerType[] = [];
afterAll(() => Promise.all(open.map((s) => new Promise((r) => s.close(r)))));

/** A local server playing the real host: the mock app itself, its answers optionally changed on the way out. */
async function standIn(change?: (path: string, answer: any) => any) {
  const real = createTestServer();
  const hits: string[] = [];
  const server = await listen(async (req: Request) => {
    hits.push(new URL(req.url).pathname);
    if (!change) return real.app.fetch(req);
    // Asked plain, so the answer can be read and changed here.
    const headers = new Headers(req.headers);
    headers.delete('accept-encoding');
    const res = await real.app.fetch(new Request(req, { headers }));
    const changed = change(new URL(req.url).pathname, await res.json());
    return new Response(JSON.stringify(changed), { status: res.status, headers: res.headers });
  });
  return { ...server, hits };
}

async function listen(fetch: (req: Request) => Response | Promise<Response>) {
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  open.push(server);
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, port, stop: () => new Promise((r) => server.close(r)) };
}

/** The mock server under test, answering the chosen paths from the stand-in or a recording. */
function mockWith(upstream: UpstreamOptions) {
  const deps = createDeps({
    store: openStore(':memory:'),
    config: { scrypt: LEGACY_SCRYPT_PARAMS },
    upstream: createUpstream(upstream, { tell: () => {} }),
  });
  deps.reseed();
  const app = createApp(deps);
  const call = async (path: string, body: unknown = {}, token?: string) => {
    const res = await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ko', ...(token && { access: token }) },
      body: JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  const login = async () => {
    const key = JSON.parse((await call(api.auth.publicKey.path)).text).data as { keyId: string; publicKey: string };
    const password = publicEncrypt(
      { key: key.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(DEMO_ACCOUNTS[0].password),
    ).toString('base64');
    const res = await call(api.auth.loginEmail.path, {
      email: DEMO_ACCOUNTS[0].email,
      password,
      keyId: key.keyId,
      keepLoggedIn: true,
    });
    return { res, token: JSON.parse(res.text).data.access as string };
  };
  return { app, deps, call, login };
}

const READS = [
  [api.user.userInfo.path, {}],
  [api.feed.mainFeedList.path, { tab: 'latest' }],
  [api.feed.feedDetail.path, { feedId: 1 }],
  [api.reference.themeList.path, {}],
] as const;

describe('--proxy-to with --record, then --replay', () => {
  it('records the real host, and replays its answers with the host stopped; no token or cookie reaches the file', async () => {
    const real = await standIn();
    const file = join(dir, 'real.jsonl');
    const proxy = mockWith({ proxyTo: real.url, paths: 'all', record: file });

    const { res: signedIn, token } = await proxy.login();
    // The real host's token and refresh cookie pass through to the client untouched.
    expect(signedIn.headers.get('x-mock-source')).toBe('proxy');
    const cookie = refreshCookie(signedIn.headers);
    expect(cookie).toMatch(/^refresh=.+/);
    const recorded: string[] = [];
    for (const [path, body] of READS) {
      const answer = await proxy.call(path, body, token);
      expect(JSON.parse(answer.text).result).toBe('success');
      recorded.push(answer.text);
    }
    // A reissue with the real cookie: its new token comes back in the `access` header.
    const reissued = await proxy.app.request(api.auth.reissue.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: '{}',
    });
    const newToken = reissued.headers.get('access');
    expect(newToken).toBeTruthy();
    expect(real.hits).toContain(api.feed.feedDetail.path);

    // The attack: anyone who reads the recording must not find a way in.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(token);
    expect(text).not.toContain(newToken!);
    expect(text).not.toContain(cookie.slice('refresh='.length));
    expect(text).not.toContain(DEMO_ACCOUNTS[0].password);
    expect(text).toContain('(hidden)');

    await real.stop();
    const replay = mockWith({ replay: file, paths: 'all' });
    // A new sign-in encrypts the password anew: the recording's answer is found all the same.
    const again = await replay.login();
    expect(again.res.headers.get('x-mock-source')).toBe('replay');
    for (const [i, [path, body]] of READS.entries()) {
      const answer = await replay.call(path, body, again.token);
      expect(answer.headers.get('x-mock-source')).toBe('replay');
      expect(answer.text).toBe(recorded[i]);
    }
    // A body the recording does not have is left to the mock.
    const other = await replay.call(api.feed.feedDetail.path, { feedId: 2 }, again.token);
    expect(other.headers.get('x-mock-source')).toBeNull();
    // Two sign-ins and two servers' seeds: slow on a busy machine.
  }, 60_000);

  it('accepts a HAR file as the recording', async () => {
    const source = createTestServer();
    await source.request(api.reference.themeList.path);
    const har = await (await source.app.request('/__mock/requests.har')).text();
    const file = join(dir, 'log.har');
    (await import('node:fs')).writeFileSync(file, har);
    const replay = mockWith({ replay: file, paths: [api.reference.themeList.path] });
    const answer = await replay.call(api.reference.themeList.path);
    expect(answer.headers.get('x-mock-source')).toBe('replay');
    expect(JSON.parse(answer.text).data).toEqual((await source.request(api.reference.themeList.path)).body.data);
  });

  it('forwards only the listed paths; the rest stay mocked', async () => {
    const real = await standIn();
    const proxy = mockWith({ proxyTo: real.url, paths: ['/api/theme/*'] });
    expect((await proxy.call(api.reference.themeList.path)).headers.get('x-mock-source')).toBe('proxy');
    expect((await proxy.call(api.reference.regionList.path)).headers.get('x-mock-source')).toBeNull();
    expect(real.hits).toEqual([api.reference.themeList.path]);
  });

  it('is no open proxy: an absolute URL, a // path or a Host header never reaches another host', async () => {
    const real = await standIn();
    const elsewhere = await standIn();
    const proxy = mockWith({ proxyTo: real.url, paths: 'all' });
    const front = await listen(proxy.app.fetch);
    const raw = (target: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(front.port, '127.0.0.1', () =>
          socket.write(
            `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${elsewhere.port}\r\ncontent-type: application/json\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}`,
          ),
        );
        let out = '';
        socket.on('data', (d) => (out += d.toString()));
        socket.on('close', () => resolve(out));
      });
    await raw(`http://127.0.0.1:${elsewhere.port}${api.reference.themeList.path}`);
    await raw(`//127.0.0.1:${elsewhere.port}${api.reference.themeList.path}`);
    await raw(api.reference.themeList.path);
    expect(elsewhere.hits).toEqual([]);
    expect(real.hits.length).toBeGreaterThan(0);
  });
});

describe('contract drift of proxied answers', () => {
  it('reports each changed call once per shape, naming the field and the change', async () => {
    const drifted = await standIn((path, answer) => {
      if (path === api.feed.mainFeedList.path)
        answer.data.items = answer.data.items.map(({ title: _t, ...item }: any) => ({
          ...item,
          likeCount: String(item.likeCount),
          score: 1,
        }));
      if (path === api.reference.themeList.path) return { result: 'error', code: 'MAINTENANCE', message: 'x' };
      if (path === api.reference.regionList.path) return { ok: true, value: answer.data };
      return answer;
    });
    const proxy = mockWith({ proxyTo: drifted.url, paths: 'all' });
    const { token } = await proxy.login();
    for (let i = 0; i < 2; i++) {
      await proxy.call(api.feed.mainFeedList.path, { tab: 'latest' }, token);
      await proxy.call(api.reference.themeList.path);
      await proxy.call(api.reference.regionList.path);
    }
    const state = (await (await proxy.app.request('/__mock/drift')).json()) as DriftState;
    expect(state.upstream).toMatchObject({ mode: 'proxy', source: drifted.url, paths: ['all'] });
    const byCall = new Map(state.reports.map((r) => [r.call, r]));
    expect([...byCall.keys()].sort()).toEqual(['feed.mainFeedList', 'reference.regionList', 'reference.themeList']);
    const feed = byCall.get('feed.mainFeedList')!;
    expect(feed.count).toBe(2);
    expect(feed.differences).toEqual([
      { field: 'data.items[].likeCount', change: 'type', expected: 'number', received: 'string' },
      { field: 'data.items[].score', change: 'extra', received: 'number' },
      { field: 'data.items[].title', change: 'missing', expected: 'string' },
    ]);
    expect(byCall.get('reference.themeList')!.differences).toEqual([
      { field: 'code', change: 'code', received: '"MAINTENANCE"' },
    ]);
    expect(byCall.get('reference.regionList')!.differences.map((d) => [d.field, d.change])).toEqual([
      ['message', 'envelope'],
      ['ok', 'envelope'],
      ['result', 'envelope'],
      ['value', 'envelope'],
    ]);
    // The client still gets the host's answer as it was.
    expect(JSON.parse((await proxy.call(api.reference.themeList.path)).text).code).toBe('MAINTENANCE');
  });
});

describe('npm run drift', () => {
  it('signs in to the host, makes the read calls and names each drifted call, field and change', async () => {
    const drifted = await standIn((path, answer) => {
      if (path === api.user.userPoint.path) answer.data = { ...answer.data, balance: String(answer.data.balance) };
      return answer;
    });
    const check = await checkHost({ host: drifted.url, ...DEMO_ACCOUNTS[0] });
    expect(check.checked).toBeGreaterThan(20);
    expect(check.reports.map((r) => [r.call, r.differences])).toEqual([
      ['user.userPoint', [{ field: 'data.balance', change: 'type', expected: 'number', received: 'string' }]],
    ]);
    const clean = await standIn();
    expect((await checkHost({ host: clean.url, ...DEMO_ACCOUNTS[0] })).reports).toEqual([]);
  }, 60_000);
});

describe('proxy and replay flags', () => {
  const run = (...argv: string[]) => parseCommandLine(argv, {});
  it('refuses combinations that cannot work and any target that is not an origin', () => {
    expect(run('--record', 'x.jsonl')).toMatchObject({ kind: 'error', message: expect.stringContaining('--proxy-to') });
    expect(run('--replay', 'x', '--proxy-to', 'http://h.test')).toMatchObject({ kind: 'error' });
    expect(run('--proxy-to', 'http://h.test/api')).toMatchObject({ kind: 'error' });
    expect(run('--replay-ignore', 'clientTime')).toMatchObject({ kind: 'error' });
    const ok = run('--proxy-to', 'http://h.test', '--proxy-paths', '/api/feed/*,/api/user/user-info');
    expect(ok.kind === 'run' && ok.options.upstream).toMatchObject({
      proxyTo: 'http://h.test',
      paths: ['/api/feed/*', '/api/user/user-info'],
    });
  });
});
