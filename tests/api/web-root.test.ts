import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import { createTestServer } from '../support/api';

const server = createTestServer();
const webRoot = mkdtempSync(join(tmpdir(), 'tabi-web-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(webRoot, 'robots.txt'), 'User-agent: *\nAllow: /\n');
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1)');
const app = createApp({ ...server.deps, config: { ...server.deps.config, webRoot } });

describe('the built web client', () => {
  it('serves robots.txt as text, not the single page', async () => {
    const res = await app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toContain('User-agent: *');
  });

  it('answers 404 for files the build does not have, instead of the page', async () => {
    for (const path of ['/favicon.ico', '/apple-touch-icon.png', '/assets/gone.js', '/a/b/c.css']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('<title>app</title>');
    }
  });

  it('serves files it has, and the page for every client route, known or not', async () => {
    expect(await (await app.request('/assets/app.js')).text()).toBe('console.log(1)');
    for (const path of ['/', '/login', '/feedDetail?id=3', '/no-such-screen']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<title>app</title>');
    }
  });
});

describe('the shipped robots.txt', () => {
  it('keeps crawlers out of the API and the tester console', async () => {
    const { readFileSync } = await import('node:fs');
    const robots = readFileSync('src/renderer/public/robots.txt', 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Disallow: \/__mock\/$/m);
  });
});

afterAll(() => server.store.sqlite.close());
