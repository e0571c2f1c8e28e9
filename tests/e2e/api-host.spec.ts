import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, loginAsDemo, test } from './fixtures';

/**
 * The client built for a real API host (VITE_API_HOST), served by a plain static host on one
 * origin, the API (this mock server) on another: every picture must come from the API host.
 */
const API = 'http://127.0.0.1:5188';
const PAGES = 'http://127.0.0.1:5189';
const OUT = resolve('dist/web-api-host');
const PICTURE_PATH = /^\/(files|photos)\//;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** A static host as plain as they come: files by path, index.html for any other path (an SPA's routes). */
function staticHost(root: string): Server {
  return createServer((req, res) => {
    void (async () => {
      const path = normalize(decodeURIComponent(new URL(req.url ?? '/', PAGES).pathname));
      let file = join(root, path);
      if (!file.startsWith(root) || !(await stat(file).catch(() => null))?.isFile()) file = join(root, 'index.html');
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(await readFile(file));
    })();
  });
}

let api: ChildProcess;
let pages: Server;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
// A server of its own, not a sandbox of the shared one: the API host allows no sandbox header.
test.use({ extraHTTPHeaders: {} });

/** Runs a command to its end; its exit code. */
const run = (command: string, args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<number | null>((done) => spawn(command, args, { env, stdio: 'inherit' }).on('exit', done));

test.beforeAll(async () => {
  // Building the client for the API host takes a minute or two on a busy machine.
  test.setTimeout(300_000);
  const built = await run('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--logLevel', 'error'], {
    ...process.env,
    WEB_OUT: OUT,
    VITE_API_HOST: API,
  });
  expect(built).toBe(0);
  const flags = ['--port', '5188', '--db', ':memory:', '--reset', '--password-cost', '10', '--allow-origin', PAGES];
  api = spawn('node', ['--import', 'tsx', 'mock-server/cli.ts', ...flags], { stdio: 'inherit' });
  pages = staticHost(OUT).listen(5189, '127.0.0.1');
  await expect
    .poll(
      () =>
        fetch(`${API}/__mock/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 120_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  api?.kill();
  pages?.close();
});

/** Every picture of the screen (scrolled through, so lazy ones load): where it came from, and whether it drew. */
async function picturesOf(page: Page) {
  for (let y = 0; y < 6; y += 1) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(150);
  }
  const pictures = page.locator(
    ['src', 'srcset']
      .flatMap((attribute) => ['/files/', '/photos/', '/drawings/'].map((path) => `img[${attribute}*="${path}"]`))
      .join(),
  );
  await expect.poll(() => pictures.count()).toBeGreaterThan(0);
  // A list's pictures below the screen wait for a scroll (loading=lazy): ask for every one now.
  await pictures.evaluateAll((imgs: HTMLImageElement[]) => imgs.forEach((img) => (img.loading = 'eager')));
  await expect
    .poll(() =>
      pictures.evaluateAll((imgs: HTMLImageElement[]) =>
        imgs.filter((img) => !(img.complete && img.naturalWidth > 0)).map((img) => img.currentSrc || img.src),
      ),
    )
    .toEqual([]);
  return pictures.evaluateAll((imgs: HTMLImageElement[]) =>
    imgs.map((img) => new URL(img.currentSrc || img.src).origin),
  );
}

test('built for an API host and served elsewhere, the feed, a place sheet and the shop draw every picture from the API host', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: PAGES, serviceWorkers: 'block' });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (PICTURE_PATH.test(url.pathname)) asked.push(url.origin);
  });

  await loginAsDemo(page);
  const feed = await picturesOf(page);
  await page.goto('/placeMap?placeId=9');
  await expect(page.getByRole('dialog')).toBeVisible();
  const place = await picturesOf(page);
  await page.goto('/pointShop');
  const shop = await picturesOf(page);

  for (const origins of [feed, place, shop]) expect(new Set(origins)).toEqual(new Set([API]));
  expect(new Set(asked)).toEqual(new Set([API]));
  await context.close();
});
