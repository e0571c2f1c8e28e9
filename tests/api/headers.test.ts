import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import { readContentSources } from '../../mock-server/lib/content-sources';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const server = createTestServer();
const webRoot = mkdtempSync(join(tmpdir(), 'tabi-web-'));
writeFileSync(join(webRoot, 'index.html'), '<html><head><title>t</title></head><body></body></html>');
writeFileSync(
  join(webRoot, 'content-sources.json'),
  JSON.stringify({ img: ['https://tiles.example', 'https://api.example'], connect: ['https://api.example'] }),
);
const config = {
  ...server.deps.config,
  webRoot,
  publicOrigin: 'https://tabi.example',
  contentSources: readContentSources(webRoot),
};
const app = createApp({ ...server.deps, config });

describe('security headers on every page the browser renders', () => {
  it('the app, both share pages, a picture and the console carry CSP, nosniff, a referrer policy and frame rules', async () => {
    const alice = await server.signedInUser();
    const post = await alice.call(api.feed.writeFeed.path, {
      themeId: 1,
      title: 'headers',
      contents: 'x',
      language: 'ko',
      images: [PNG],
    });
    const feedId = post.body.data.feedId as number;
    const picture = ((await alice.call(api.feed.feedDetail.path, { feedId })).body.data.images as string[])[0]!;
    for (const path of [
      '/',
      '/feed',
      `/shareFeedDetail?id=${feedId}`,
      '/sharePlaceMapDetail?id=1',
      picture,
      '/__mock/',
    ]) {
      const res = await app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp, path).toMatch(/img-src [^;]*https:\/\/tiles\.example/);
      expect(csp, path).toMatch(/connect-src 'self' https:\/\/api\.example/);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });

  it('a build without its sources record allows OpenStreetMap tiles and no other host', () => {
    expect(readContentSources(undefined)).toEqual({
      img: ['https://tile.openstreetmap.org'],
      connect: ['https://tile.openstreetmap.org'],
    });
    expect(readContentSources(undefined, ['https://api.real.example/v1'])).toEqual({
      img: ['https://tile.openstreetmap.org', 'https://api.real.example'],
      connect: ['https://tile.openstreetmap.org', 'https://api.real.example'],
    });
  });
});

describe('a forged Host header is never trusted', () => {
  const evil = { host: 'evil.example' };

  it('share pages name the configured public origin in og:url and og:image', async () => {
    const alice = await server.signedInUser();
    const post = await alice.call(api.feed.writeFeed.path, {
      themeId: 1,
      title: 'og',
      contents: 'x',
      language: 'ko',
      images: [PNG],
    });
    for (const path of [`/shareFeedDetail?id=${post.body.data.feedId}`, '/sharePlaceMapDetail?id=1']) {
      const html = await (await app.request(`http://evil.example${path}`, { headers: evil })).text();
      expect(html, path).not.toContain('evil.example');
      expect(html, path).toMatch(/property="og:url" content="https:\/\/tabi\.example\/share/);
    }
  });

  it('the mock sign-in does not send a code back to the host the request named', async () => {
    const page = await app.request(
      `/oauth/google/authorize?redirect_uri=${encodeURIComponent('http://evil.example/redirectOauth')}`,
      { headers: evil },
    );
    // Refused before the return address is even read: the Host is not this server's (issue 38, finding 7).
    expect(page.status).toBe(403);
    const form = new URLSearchParams({
      redirect_uri: 'http://evil.example/redirectOauth',
      email: 'someone@tabi.test',
      secret: 'open-sesame',
    });
    const consent = await app.request('/oauth/google/consent', {
      method: 'POST',
      body: form,
      headers: { ...evil, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(consent.status).toBe(403);
    expect(consent.headers.get('location')).toBeNull();
  });

  it('still returns to the public origin, and to this server under a loopback name', async () => {
    for (const back of ['https://tabi.example/redirectOauth', 'http://127.0.0.1:443/redirectOauth']) {
      const form = new URLSearchParams({ redirect_uri: back, email: 'someone@tabi.test', secret: 'open-sesame' });
      const consent = await app.request('/oauth/google/consent', {
        method: 'POST',
        body: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(consent.status, back).toBe(302);
      expect(consent.headers.get('location'), back).toMatch(new RegExp(`^${back.replace(/[.]/g, '\\.')}\\?code=`));
    }
    const otherPort = new URLSearchParams({
      redirect_uri: 'http://127.0.0.1:5222/redirectOauth',
      email: 'someone@tabi.test',
      secret: 'open-sesame',
    });
    expect(
      (
        await app.request('/oauth/google/consent', {
          method: 'POST',
          body: otherPort,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(400);
  });
});
