import type { Browser, Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startMock } from '../../scripts/lib/shots';
import { expect, loginAsDemo, test } from './fixtures';

/**
 * The tester's promise of --record and --replay: a client journey through a proxy to a real host
 * (here a stand-in: this mock server on a port of its own) is recorded, and the same journey
 * passes on the replay with that host stopped, every call and picture answered from the file.
 * The two walks' calls differ only in the sign-in's password (encrypted anew each time) and key
 * id, which a replay never compares.
 */

/** Every server this file started, stopped after the test whatever happened. */
const running = new Set<() => Promise<unknown>>();
test.afterEach(() => Promise.all([...running].map((stop) => stop())));

/** A mock server of this test's own (in memory, seeded, serving the client) with a tester's flags. */
async function server(port: number, ...flags: string[]) {
  const started = await startMock(port, ['--password-cost', '10', ...flags]);
  running.add(started.stop);
  return started;
}

interface Seen {
  /** The feed's first post with pictures: the same in both walks when the replay serves the recording. */
  post: string;
  /** API calls and pictures the journey made, and where each answer came from (x-mock-source). */
  sources: Map<string, string | null>;
}

/** Signs in with a seeded account, opens the feed, a post with its pictures, a place and a plan. */
async function walk(page: Page): Promise<Seen> {
  const sources = new Map<string, string | null>();
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (/^\/(api|files)\//.test(pathname)) sources.set(pathname, res.headers()['x-mock-source'] ?? null);
  });
  await loginAsDemo(page);

  // The first post with pictures (a card counts them: "3장").
  const first = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: /\d+장/ }).first();
  // The feed draws the cards below the screen as the reader scrolls (decision 092): scroll to one.
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  for (let i = 0; i < 30 && (await first.count()) === 0; i++) await page.mouse.wheel(0, 700);
  await expect(first).toBeVisible();
  // Which cards the feed draws, and so which pictures load, depends on when the shipped faces
  // came: both walks leave the feed once its faces are in, its window has stopped changing and
  // the network is quiet, or the replay asked for a picture the recording never saw.
  await expect
    .poll(() => page.evaluate(() => document.fonts.size > 0 && document.fonts.status === 'loaded'), { timeout: 15_000 })
    .toBe(true);
  const cards = page.getByRole('tabpanel').getByRole('listitem');
  let drawn = -1;
  await expect
    .poll(
      async () => {
        const before = drawn;
        drawn = await cards.count();
        return drawn === before;
      },
      { intervals: [500] },
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/feedDetail\?id=\d+$/);
  const title = page.getByRole('heading', { level: 2 }).first();
  const post = (await title.textContent())!;
  const pictures = page.getByRole('img', { name: `${post}의 사진` });
  await expect(pictures.first()).toBeVisible();
  // Loaded, not a broken frame: the picture went through the proxy (and the file) too.
  await expect.poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.goto('/travelPlan');
  await page.getByRole('link', { name: /서울 맛집 투어/ }).click();
  await expect(page).toHaveURL(/\/travelPlanDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { name: /서울 맛집 투어/ })).toBeVisible();
  await expect(page.getByText('명동대성당').first()).toBeVisible();

  await page.goto('/placeMap?placeId=9');
  const sheet = page.getByRole('dialog', { name: '명동대성당' });
  await expect(sheet.getByText('서울 중구 명동길 74')).toBeVisible();
  // The list under the map loads its pictures last: both walks end once it stands and every
  // picture on the screen has come (on a busy machine the network fell quiet before the list had
  // asked for them, and the replay then asked for pictures the recording never saw).
  await expect(page.locator('img.place-thumb').first()).toBeAttached();
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
          })
          .every((image) => image.complete),
      ),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  return { post, sources };
}

/**
 * A fresh phone-sized context on that server, outside the workers' sandboxes. Its browser has drawn
 * the shipped faces before (090): on a first visit they come after the first screen, and the feed's
 * cards change height when they do, so which cards (and pictures) the feed draws would depend on
 * when they came in each walk.
 */
async function phoneOn(browser: Browser, url: string) {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: {},
  });
  await context.addInitScript(() => localStorage.setItem('tl_facesSeen.v1', 'true'));
  return context;
}

// FIXME(2026-11-27): the seed's pictures became shipped files (/photos/, /drawings/), which the proxy
// does not forward, so this walk no longer meets a /files/ picture to replay; it needs a post with an
// uploaded picture made on the stand-in host first. Picture replay stays proven in tests/api/upstream.test.ts.
test.fixme('a journey recorded through the proxy passes on the replay with the real host stopped', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const file = join(mkdtempSync(join(tmpdir(), 'tabi-replay-')), 'journey.jsonl');
  // Both at once: the proxy needs only the stand-in's address, not its answers, to start.
  const realPort = await freePort();
  const [real, proxy] = await Promise.all([
    server(realPort),
    server(await freePort(), '--proxy-to', `http://127.0.0.1:${realPort}`, '--record', file),
  ]);
  const recorded = await phoneOn(browser, proxy.base);
  const first = await walk(await recorded.newPage());
  await recorded.close();
  await proxy.stop();

  await real.stop();
  const replay = await server(await freePort(), '--replay', file);
  const replayed = await phoneOn(browser, replay.base);
  const again = await walk(await replayed.newPage());
  expect(again.post).toBe(first.post);
  expect([...first.sources.values()].every((source) => source === 'proxy')).toBe(true);
  expect([...first.sources.keys()].some((path) => path.startsWith('/files/'))).toBe(true);
  // Every call and picture of the second walk came from the file, none left to the mock (the
  // server names on stderr what the recording lacked).
  // A feed card's thumbnail at the edge of the feed's window may be drawn in one walk only (which
  // cards the window holds while the faces arrive depends on when they came): the recording cannot
  // hold a picture its walk never asked for. Every other call and picture must come from the file.
  const edgeThumbnail = (path: string) => /^\/files\/feed-\d+-0$/.test(path) && !first.sources.has(path);
  expect([...again.sources].filter(([path, source]) => source !== 'replay' && !edgeThumbnail(path))).toEqual([]);
  await replayed.close();
});
