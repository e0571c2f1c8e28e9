import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import { MEMBER_HINT_COOKIE } from '../../src/shared/constants';
import { FEED_BANNER_SIZES } from '../../src/shared/route-photos';
import { ROUTE_PRELOADS_FILE } from '../../src/shared/route-preloads';
import { createTestServer } from '../support/api';

const server = createTestServer();
const webRoot = mkdtempSync(join(tmpdir(), 'tabi-web-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(webRoot, 'robots.txt'), 'User-agent: *\nAllow: /\n');
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1)');
const app = createApp({ ...server.deps, config: { ...server.deps.config, webRoot } });

/** A build that listed its routes' screen chunks (scripts/route-preloads.ts). */
function builtWithPreloads(list: unknown) {
  const root = mkdtempSync(join(tmpdir(), 'tabi-web-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><title>app</title></head><body></body></html>');
  writeFileSync(join(root, ROUTE_PRELOADS_FILE), JSON.stringify(list));
  return createApp({ ...server.deps, config: { ...server.deps.config, webRoot: root } });
}
const LOGIN = { scripts: ['/assets/Login-Ab12.js', '/assets/draft-Cd34.js'], styles: ['/assets/auth-Ef56.css'] };

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

describe('the page names the screen chunks of its route', () => {
  const listed = builtWithPreloads({
    '/': { scripts: ['/assets/Home-7.js'], styles: [] },
    '/login': LOGIN,
    '/shareFeedDetail': { scripts: ['/assets/Share-9.js'], styles: [] },
  });

  it('the page for /login preloads the login screen and its styles, so they load beside the entry', async () => {
    const html = await (await listed.request('/login')).text();
    expect(html).toContain('<title>app</title>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Login-Ab12.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/draft-Cd34.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/auth-Ef56.css">');
    expect(html.indexOf('Login-Ab12.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('the page at / names the feed screen too: the static files do not answer it with the plain page', async () => {
    const html = await (await listed.request('/')).text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Home-7.js">');
    expect(html).not.toContain('Login-Ab12.js');
  });

  it('another route gets no login chunks, an unlisted one the plain page; the share page keeps its own', async () => {
    expect(await (await listed.request('/feedDetail?id=3')).text()).not.toContain('modulepreload');
    const share = await (await listed.request('/shareFeedDetail?id=3')).text();
    expect(share).toContain('href="/assets/Share-9.js"');
    expect(share).toContain('og:title');
    expect(share).not.toContain('Login-Ab12.js');
  });

  it("the page at / names the first live banner's picture for a member's browser, and follows the banners", async () => {
    const imagePreload = (html: string) => /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
    const member = { headers: { cookie: `${MEMBER_HINT_COOKIE}=1` } };
    const banners = () =>
      server.store.sqlite.prepare('SELECT id, image_url AS url FROM banners ORDER BY sort, id').all() as Array<{
        id: number;
        url: string;
      }>;
    const [first, second] = banners();
    const pathOf = (url: string) => url.split('#')[0]!;
    const preload = imagePreload(await (await listed.request('/', member)).text());
    expect(preload).toContain(`imagesrcset="${pathOf(first!.url)}?w=480 480w, ${pathOf(first!.url)}?w=640 640w`);
    expect(preload).toContain(`imagesizes="${FEED_BANNER_SIZES}"`);
    // A visitor (sent on to sign in) and another route's page get no banner.
    expect(imagePreload(await (await listed.request('/')).text())).toBeUndefined();
    expect(imagePreload(await (await listed.request('/login', member)).text())).toBeUndefined();

    const { sqlite } = server.store;
    const endFirst = sqlite.prepare('UPDATE banners SET ends_at = ? WHERE id = ?');
    const ended = sqlite.prepare('SELECT ends_at AS endsAt FROM banners WHERE id = ?').get(first!.id) as {
      endsAt: number | null;
    };
    try {
      endFirst.run(server.deps.clock.now() - 1, first!.id);
      expect(imagePreload(await (await listed.request('/', member)).text())).toContain(`${pathOf(second!.url)}?w=640`);
      // A banner drawn from another host is not named: the page preloads only this server's pictures.
      sqlite.prepare('UPDATE banners SET image_url = ? WHERE id = ?').run('https://cdn.example/b.jpg', second!.id);
      expect(imagePreload(await (await listed.request('/', member)).text())).toBeUndefined();
    } finally {
      endFirst.run(ended.endsAt, first!.id);
      sqlite.prepare('UPDATE banners SET image_url = ? WHERE id = ?').run(second!.url, second!.id);
    }
  });

  it("names the page's scripts largest first, the entry's and the route's together, by the size they travel at", async () => {
    const root = mkdtempSync(join(tmpdir(), 'tabi-web-'));
    mkdirSync(join(root, 'assets'));
    const write = (name: string, bytes: number) => writeFileSync(join(root, 'assets', name), 'x'.repeat(bytes));
    write('small-1.js', 100);
    write('large-2.js', 9000);
    write('route-3.js', 20_000);
    // A precompressed copy is what travels: this one is the smallest on the wire.
    writeFileSync(join(root, 'assets', 'route-3.js.br'), 'x'.repeat(50));
    write('medium-4.js', 3000);
    writeFileSync(
      join(root, 'index.html'),
      [
        '<!doctype html><html><head><title>app</title>',
        '<script type="module" crossorigin src="/assets/entry-0.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/small-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/large-2.js">',
        '</head><body></body></html>',
      ].join('\n'),
    );
    writeFileSync(
      join(root, ROUTE_PRELOADS_FILE),
      JSON.stringify({ '/login': { scripts: ['/assets/route-3.js', '/assets/medium-4.js'], styles: [] } }),
    );
    const app = createApp({ ...server.deps, config: { ...server.deps.config, webRoot: root } });
    const html = await (await app.request('/login')).text();
    const named = [...html.matchAll(/rel="modulepreload" crossorigin href="\/assets\/([\w.-]+)"/g)].map((m) => m[1]);
    expect(named).toEqual(['large-2.js', 'medium-4.js', 'small-1.js', 'route-3.js']);
    expect(html).toContain('<script type="module" crossorigin src="/assets/entry-0.js"></script>');
  });

  it("a list naming anything but the build's own files is not trusted: the plain page for every route", async () => {
    const forged = builtWithPreloads({
      '/login': { scripts: ['/assets/x.js"><script>alert(1)</script>'], styles: [] },
    });
    const html = await (await forged.request('/login')).text();
    expect(html).toContain('<title>app</title>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('modulepreload');
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
