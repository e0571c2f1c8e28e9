import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import { COMPRESS_THRESHOLD_BYTES, preferredEncoding } from '../../mock-server/lib/compression';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

const server = createTestServer();
const { token } = await server.login();
const webRoot = mkdtempSync(join(tmpdir(), 'tabi-web-'));
const page = `<!doctype html><html><head><title>app</title></head><body>${'<p>타비로그</p>'.repeat(100)}</body></html>`;
const script = `console.log(${JSON.stringify('x'.repeat(4000))})`;
writeFileSync(join(webRoot, 'index.html'), page);
writeFileSync(join(webRoot, 'index.html.br'), brotliCompressSync(page));
writeFileSync(join(webRoot, 'index.html.gz'), gzipSync(page));
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.js'), script);
writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(script));
writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(script));
const app = createApp({ ...server.deps, config: { ...server.deps.config, webRoot } });

const CHROME = 'gzip, deflate, br, zstd';

function feedPage(acceptEncoding?: string) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'accept-language': 'ko',
    access: token,
  };
  if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
  return app.request(api.feed.mainFeedList.path, { method: 'POST', headers, body: JSON.stringify({ tab: 'latest' }) });
}

/** The bytes as sent, decoded by the encoding the answer names, the way a browser reads them. */
async function decoded(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  expect(encoding).toBeNull();
  return bytes.toString('utf8');
}

describe('answers the server builds are compressed for browsers that accept it', () => {
  it('sends a feed page as brotli to a browser, a third of its size, with the same envelope', async () => {
    const plain = await feedPage();
    const plainText = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plainText.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const res = await feedPage(CHROME);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const bytes = (await res.clone().arrayBuffer()).byteLength;
    expect(bytes).toBeLessThan(Buffer.byteLength(plainText) / 2);
    expect(JSON.parse(await decoded(res))).toEqual(JSON.parse(plainText));
  });

  it('honours what the client accepts: gzip alone, brotli refused with q=0, nothing acceptable', async () => {
    expect((await feedPage('gzip')).headers.get('content-encoding')).toBe('gzip');
    expect((await feedPage('br;q=0, gzip')).headers.get('content-encoding')).toBe('gzip');
    expect((await feedPage('identity')).headers.get('content-encoding')).toBeNull();
    expect((await feedPage('br;q=0, gzip;q=0')).headers.get('content-encoding')).toBeNull();
    const gz = await feedPage('gzip');
    expect(JSON.parse(await decoded(gz)).result).toBe('success');
  });

  it('answers the same bytes again for the same page (cached), and new ones after a write', async () => {
    const first = Buffer.from(await (await feedPage(CHROME)).arrayBuffer());
    const again = Buffer.from(await (await feedPage(CHROME)).arrayBuffer());
    expect(again.equals(first)).toBe(true);
    const written = await server.request(
      api.feed.writeFeed.path,
      { themeId: 1, title: '새 글 제목', contents: '새 글 본문입니다.', language: 'ko', images: [] },
      { token },
    );
    expect(written.body.result).toBe('success');
    const after = JSON.parse(await decoded(await feedPage(CHROME)));
    expect(after.data.items[0].title).toBe('새 글 제목');
  });

  it('leaves small answers plain: compressing them would save nothing', async () => {
    const res = await app.request(api.auth.publicKey.path.replace('public-key', 'no-such-call'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': CHROME },
      body: '{}',
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await res.text()).code).toBe('UNKNOWN_PATH');
  });

  it('compresses share pages and the control API too', async () => {
    const share = await app.request('/shareFeedDetail?id=3', { headers: { 'accept-encoding': CHROME } });
    expect(share.headers.get('content-encoding')).toBe('br');
    expect(await decoded(share)).toContain('og:title');
    const openapi = await app.request('/__mock/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(openapi.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(await decoded(openapi)).openapi).toBeTruthy();
  });
});

describe('files of the web build', () => {
  it('sends the build-time brotli or gzip copy when accepted, the file itself otherwise', async () => {
    const br = await app.request('/assets/index-Ab12Cd34.js', { headers: { 'accept-encoding': CHROME } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await decoded(br)).toBe(script);
    const gz = await app.request('/assets/index-Ab12Cd34.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await decoded(gz)).toBe(script);
    const plain = await app.request('/assets/index-Ab12Cd34.js');
    expect(await decoded(plain)).toBe(script);
    for (const path of ['/', '/login']) {
      const res = await app.request(path, { headers: { 'accept-encoding': CHROME } });
      expect(res.headers.get('content-encoding'), path).toBe('br');
      expect(await decoded(res), path).toBe(page);
    }
  });
});

describe('what browsers may keep', () => {
  it('keeps hashed assets for a year, unchanged', async () => {
    const res = await app.request('/assets/index-Ab12Cd34.js', { headers: { 'accept-encoding': CHROME } });
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('asks again for the page, share pages and API answers', async () => {
    for (const path of ['/', '/feedDetail?id=3', '/shareFeedDetail?id=3']) {
      expect((await app.request(path)).headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await feedPage(CHROME)).headers.get('cache-control')).toBe('no-cache');
    const refused = await app.request(api.feed.mainFeedList.path, { method: 'POST', body: '{}' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-cache');
  });

  it('never remembers a missing asset for a year', async () => {
    const res = await app.request('/assets/index-Gone0000.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/immutable|max-age/);
  });
});

describe('preferredEncoding', () => {
  it('reads Accept-Encoding as RFC 9110 weighs it', () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding(CHROME)).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0')).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('BR')).toBe('br');
    expect(preferredEncoding('br;q=nonsense, gzip')).toBe('gzip');
  });
});

afterAll(() => server.store.sqlite.close());
