import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../db/client';
import { DEMO_ACCOUNTS } from '../../db/seed';
import type { AppDeps } from '../../mock-server/deps';
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
  const heard: Headers[] = [];
  const server = await listen(async (req: Request) => {
    hits.push(new URL(req.url).pathname);
    heard.push(req.headers);
    if (!change) return real.app.fetch(req);
    // Asked plain, so the answer can be read and changed here.
    const headers = new Headers(req.headers);
    headers.delete('accept-encoding');
    const res = await real.app.fetch(new Request(req, { headers }));
    const changed = change(new URL(req.url).pathname, await res.json());
    return new Response(JSON.stringify(changed), { status: res.status, headers: res.headers });
  });
  return { ...server, hits, heard, real };
}

/**
 * A stored picture's path and bytes, as the stand-in host holds it (the seed ships its pictures as
 * files, so one is stored here as an upload of an earlier version would have been).
 */
function seededPicture(host: Awaited<ReturnType<typeof standIn>>) {
  storePicture(host.real.deps.store.sqlite);
  return { path: '/files/stored-picture', mime: 'image/svg+xml', bytes: STORED_PICTURE };
}

const STORED_PICTURE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
);
function storePicture(sqlite: AppDeps['store']['sqlite']) {
  sqlite
    .prepare(
      "INSERT OR IGNORE INTO files (id, mime, data, created_at) VALUES ('stored-picture', 'image/svg+xml', ?, 0)",
    )
    .run(STORED_PICTURE);
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
  // The same stored picture as the stand-in host's, so a picture the mock keeps answers as its own.
  storePicture(deps.store.sqlite);
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
    writeFileSync(file, har);
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
    const raw = (target: string, method = 'POST') =>
      new Promise<string>((resolve) => {
        const socket = connect(front.port, '127.0.0.1', () =>
          socket.write(
            `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${elsewhere.port}\r\ncontent-type: application/json\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}`,
          ),
        );
        let out = '';
        socket.on('data', (d) => (out += d.toString()));
        socket.on('close', () => resolve(out));
      });
    await raw(`http://127.0.0.1:${elsewhere.port}${api.reference.themeList.path}`);
    await raw(`//127.0.0.1:${elsewhere.port}${api.reference.themeList.path}`);
    await raw(api.reference.themeList.path);
    // The pictures' path the same way, and an id that tries to read as a host or climb out of /files/.
    const { path: picture } = seededPicture(real);
    await raw(`http://127.0.0.1:${elsewhere.port}${picture}`, 'GET');
    await raw(`//127.0.0.1:${elsewhere.port}${picture}`, 'GET');
    await raw(`/files/x@127.0.0.1:${elsewhere.port}`, 'GET');
    await raw('/files/..%2F..%2Fapi%2Ftheme%2Ftheme-list', 'GET');
    await raw(picture, 'GET');
    expect(elsewhere.hits).toEqual([]);
    expect(real.hits).toContain(api.reference.themeList.path);
    expect(real.hits.filter((path) => path.startsWith('/files/'))).toEqual([picture, picture]);
  });
});

describe('pictures (/files/*) through the proxy', () => {
  /** The real host's session as the client holds it: none of it may go with a picture or reach the file. */
  const SESSION = { access: 'real-host-access-token', cookie: 'refresh=real-host-refresh-cookie' };
  /** What an <img> of this server's own page sends. */
  const OWN_PAGE = { host: '127.0.0.1:5170', 'sec-fetch-site': 'same-origin', accept: 'image/webp,*/*' };
  const get = (proxy: ReturnType<typeof mockWith>, path: string, headers: Record<string, string> = OWN_PAGE) =>
    proxy.app.request(path, { headers });
  /** One seeded stand-in for the tests that leave it running (a seed costs seconds here); each reads the hits it caused. */
  let running: ReturnType<typeof standIn> | undefined;
  const sharedHost = async () => {
    const real = await (running ??= standIn());
    const from = real.hits.length;
    return { real, picture: seededPicture(real), hitsSince: () => real.hits.slice(from) };
  };

  it("forwards them without the client's tokens or cookies, records their bytes as base64 with their type, and serves them again with the host stopped", async () => {
    const real = await standIn();
    const picture = seededPicture(real);
    const file = join(dir, 'pictures.jsonl');
    const proxy = mockWith({ proxyTo: real.url, paths: 'all', record: file });

    const proxied = await get(proxy, picture.path, { ...OWN_PAGE, ...SESSION });
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('x-mock-source')).toBe('proxy');
    expect(proxied.headers.get('content-type')).toBe(picture.mime);
    // The seed draws its pictures as SVG: opened on their own, nothing in one may run or load.
    expect(picture.mime).toBe('image/svg+xml');
    expect(proxied.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    expect(Buffer.from(await proxied.arrayBuffer())).toEqual(picture.bytes);
    expect(real.hits).toEqual([picture.path]);
    const sent = [...real.heard[0]!.keys()];
    expect(sent.filter((name) => /access|cookie|auth|token|sandbox/.test(name))).toEqual([]);

    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(SESSION.access);
    expect(text).not.toContain('real-host-refresh-cookie');
    const recorded = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .find((line) => line.path === picture.path);
    expect(recorded).toMatchObject({
      method: 'GET',
      status: 200,
      encoding: 'base64',
      body: picture.bytes.toString('base64'),
      responseHeaders: { 'content-type': picture.mime },
    });

    await real.stop();
    const replay = mockWith({ replay: file, paths: 'all' });
    const replayed = await get(replay, picture.path);
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get('x-mock-source')).toBe('replay');
    expect(replayed.headers.get('content-type')).toBe(picture.mime);
    expect(Buffer.from(await replayed.arrayBuffer())).toEqual(picture.bytes);
  });

  it("follows the path patterns: a picture not listed stays the mock's", async () => {
    const { real, picture, hitsSince } = await sharedHost();
    const apiOnly = mockWith({ proxyTo: real.url, paths: ['/api/feed/*'] });
    const mocked = await get(apiOnly, picture.path);
    expect(mocked.status).toBe(200);
    expect(mocked.headers.get('x-mock-source')).toBeNull();
    expect(hitsSince()).toEqual([]);
    const pictures = mockWith({ proxyTo: real.url, paths: ['/files/*'] });
    expect((await get(pictures, picture.path)).headers.get('x-mock-source')).toBe('proxy');
    expect(hitsSince()).toEqual([picture.path]);
  });

  it('another local web app cannot make the proxy fetch a picture for it', async () => {
    const { real, picture, hitsSince } = await sharedHost();
    const proxy = mockWith({ proxyTo: real.url, paths: 'all' });
    // An <img> on a page of another port (the same site for the browser), then its fetch() with CORS.
    const img = await get(proxy, picture.path, { ...OWN_PAGE, 'sec-fetch-site': 'same-site', ...SESSION });
    const read = await get(proxy, picture.path, {
      ...OWN_PAGE,
      'sec-fetch-site': 'same-site',
      origin: 'http://127.0.0.1:5222',
    });
    for (const res of [img, read]) {
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect((await res.arrayBuffer()).byteLength).toBe(0);
    }
    expect(hitsSince()).toEqual([]);
  });

  it('serves picture bytes only: a page or script that a host or a HAR file calls a picture never runs on this origin', async () => {
    const page = '<script src="/files/next"></script><script>fetch("/api/user/user-info")</script>';
    const hostile = await listen(() => new Response(page, { headers: { 'content-type': 'image/png' } }));
    const proxy = mockWith({ proxyTo: hostile.url, paths: 'all' });
    const proxied = await get(proxy, '/files/evil');
    expect(proxied.status).toBe(502);
    expect(await proxied.text()).toBe('');
    expect(proxied.headers.get('content-type') ?? '').not.toMatch(/html|script|image/);

    // A HAR saved from some browser: one real picture, one page typed as a picture.
    const { picture } = await sharedHost();
    const entry = (path: string, mimeType: string, bytes: Buffer) => ({
      startedDateTime: new Date().toISOString(),
      request: { method: 'GET', url: `https://api.example${path}`, headers: [] },
      response: {
        status: 200,
        headers: [{ name: 'content-type', value: mimeType }],
        content: { mimeType, text: bytes.toString('base64'), encoding: 'base64' },
      },
    });
    const har = join(dir, 'pictures.har');
    writeFileSync(
      har,
      JSON.stringify({
        log: {
          entries: [
            entry(picture.path, picture.mime, picture.bytes),
            entry('/files/evil', 'text/html', Buffer.from(page)),
          ],
        },
      }),
    );
    const replay = mockWith({ replay: har, paths: 'all' });
    const good = await get(replay, picture.path);
    expect(good.headers.get('x-mock-source')).toBe('replay');
    expect(Buffer.from(await good.arrayBuffer())).toEqual(picture.bytes);
    const evil = await get(replay, '/files/evil');
    expect(evil.status).toBe(502);
    expect(await evil.text()).toBe('');
    expect(evil.headers.get('content-type') ?? '').not.toMatch(/html|script/);
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
