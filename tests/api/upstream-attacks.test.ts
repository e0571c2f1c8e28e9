import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../db/client';
import { createApp } from '../../mock-server/app';
import { createDeps } from '../../mock-server/create-deps';
import { createUpstream, type UpstreamOptions } from '../../mock-server/upstream/upstream';
import { api } from '../../src/shared/api';

/** Issue 38, findings 3 and 6: what the proxy and a replayed recording may send either way. */
const NOTICES = api.notice.noticeList.path;
const PAGE = '<html><body><script>window.ran = true</script></body></html>';
const open: ServerType[] = [];
afterAll(() => Promise.all(open.map((s) => new Promise((r) => s.close(r)))));

/** A stand-in real host answering every call with `answer`, keeping the headers it heard. */
async function host(answer: () => Response) {
  const heard: Headers[] = [];
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve(
      {
        fetch: (req) => {
          heard.push(req.headers);
          return answer();
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(s),
    );
  });
  open.push(server);
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, heard };
}

function mockWith(upstream: UpstreamOptions) {
  const deps = createDeps({ store: openStore(':memory:'), upstream: createUpstream(upstream, { tell: () => {} }) });
  return createApp(deps);
}

const call = (app: ReturnType<typeof mockWith>, headers: Record<string, string> = {}) =>
  app.request(NOTICES, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });

/** What a browser that opened the answer itself would do with it. */
async function expectInert(res: Response) {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  expect(res.headers.get('access-control-allow-origin')).toBeNull();
}

const htmlAnswer = () =>
  new Response(PAGE, { headers: { 'content-type': 'text/html', 'access-control-allow-origin': '*' } });

describe('answers of the real host or a recording on API paths', () => {
  it('a page the host answers becomes an envelope error, never HTML on this origin', async () => {
    const real = await host(htmlAnswer);
    const res = await call(mockWith({ proxyTo: real.url, paths: 'all' }));
    await expectInert(res);
    expect(res.status).toBe(502);
    const body = (await res.json()) as { result: string; code: string };
    expect(body).toMatchObject({ result: 'error', code: 'INTERNAL' });
  });

  it('a HAR whose API answer is a page replays as an envelope error', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'tabi-har-')), 'page.har');
    const entry = {
      startedDateTime: new Date(0).toISOString(),
      request: { method: 'POST', url: `http://real.example${NOTICES}`, headers: [], postData: { text: '{}' } },
      response: { status: 200, headers: [{ name: 'content-type', value: 'text/html' }], content: { text: PAGE } },
    };
    writeFileSync(file, JSON.stringify({ log: { entries: [entry] } }));
    const res = await call(mockWith({ replay: file, paths: 'all' }));
    await expectInert(res);
    expect(await res.text()).not.toContain('<script>');
  });

  it('a JSON answer keeps the session headers only, not the host CORS or anything else', async () => {
    const real = await host(
      () =>
        new Response(JSON.stringify({ result: 'success', data: { items: [], nextCursor: null } }), {
          headers: {
            'content-type': 'application/json',
            'access-control-allow-origin': '*',
            'x-powered-by': 'real',
            'content-security-policy': "script-src 'unsafe-inline'",
            access: 'host-token',
          },
        }),
    );
    const res = await call(mockWith({ proxyTo: real.url, paths: 'all' }));
    expect(res.status).toBe(200);
    await expectInert(res);
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('access')).toBe('host-token');
  });

  it("forwards the refresh cookie and the access header only: another local app's cookie and an Authorization stay here", async () => {
    const real = await host(() => Response.json({ result: 'success', data: { items: [], nextCursor: null } }));
    await call(mockWith({ proxyTo: real.url, paths: 'all' }), {
      cookie: 'otherapp_session=abc; refresh=r1; mock_sandbox=x',
      authorization: 'Bearer other-app',
      'x-api-key': 'k',
      access: 'member-token',
      'accept-language': 'ja',
    });
    const heard = real.heard[0]!;
    expect(heard.get('cookie')).toBe('refresh=r1');
    expect(heard.get('authorization')).toBeNull();
    expect(heard.get('x-api-key')).toBeNull();
    expect(heard.get('access')).toBe('member-token');
    expect(heard.get('accept-language')).toBe('ja');
  });
});
