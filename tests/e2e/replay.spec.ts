import type { Browser, Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startMock } from '../../scripts/lib/shots';
import { PICTURES, expect, loginAsDemo, openEditorWithTheme, test } from './fixtures';

/**
 * The tester's promise of --record and --replay: a client journey through a proxy to a real host
 * (here a stand-in: this mock server on a port of its own) is recorded, and the same journey
 * passes on the replay with that host stopped, every call and picture answered from the file.
 * The seed's pictures are files the client ships (/photos/), which no host serves: a member first
 * posts pictures of their own on the stand-in, so the journey meets uploads (/files/) to replay.
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
  /** The post the journey opened: the same in both walks when the replay serves the recording. */
  post: string;
  /** API calls and pictures the journey made, and where each answer came from (x-mock-source). */
  sources: Map<string, string | null>;
}

/** The post with uploaded pictures the journey opens, written on the stand-in host before the recording. */
const UPLOADED = '다시 재생되는 여행 사진';

/** The demo member posts two pictures of their own on the stand-in host, straight, not through the proxy. */
async function postPictures(browser: Browser, url: string) {
  const context = await phoneOn(browser, url);
  const page = await context.newPage();
  await loginAsDemo(page);
  const editor = await openEditorWithTheme(page);
  await editor.getByLabel('제목').fill(UPLOADED);
  await editor.getByLabel('내용').fill('녹화한 여정을 다시 재생해도 사진이 그대로 나와요.');
  await editor.getByLabel('사진 추가').setInputFiles(PICTURES);
  await expect(editor.getByRole('img', { name: /첨부 사진/ })).toHaveCount(2);
  await editor.getByRole('button', { name: '등록' }).click();
  await expect(page.getByRole('status').filter({ hasText: '게시물을 등록했습니다' })).toBeVisible();
  await context.close();
}

/** Signs in with a seeded account, opens the feed's latest posts, the post with uploads and its pictures, a place and a plan. */
async function walk(page: Page): Promise<Seen> {
  const sources = new Map<string, string | null>();
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (/^\/(api|files)\//.test(pathname)) sources.set(pathname, res.headers()['x-mock-source'] ?? null);
  });
  await loginAsDemo(page);

  await page.getByRole('tab', { name: '최신' }).click();
  const first = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: UPLOADED });
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

test('a journey recorded through the proxy passes on the replay with the real host stopped', async ({ browser }) => {
  test.setTimeout(120_000);
  const file = join(mkdtempSync(join(tmpdir(), 'tabi-replay-')), 'journey.jsonl');
  // Both at once: the proxy needs only the stand-in's address, not its answers, to start.
  const realPort = await freePort();
  const [real, proxy] = await Promise.all([
    server(realPort),
    server(await freePort(), '--proxy-to', `http://127.0.0.1:${realPort}`, '--record', file),
  ]);
  await postPictures(browser, real.base);
  const recorded = await phoneOn(browser, proxy.base);
  const first = await walk(await recorded.newPage());
  await recorded.close();
  await proxy.stop();

  await real.stop();
  const replay = await server(await freePort(), '--replay', file);
  const replayed = await phoneOn(browser, replay.base);
  const again = await walk(await replayed.newPage());
  expect(again.post).toBe(first.post);
  expect(first.post).toBe(UPLOADED);
  expect([...first.sources.values()].every((source) => source === 'proxy')).toBe(true);
  const uploads = [...first.sources.keys()].filter((path) => path.startsWith('/files/'));
  expect(uploads.length).toBeGreaterThan(0);
  // Every call and picture of the second walk came from the file, none left to the mock (the
  // server names on stderr what the recording lacked), the uploaded pictures among them.
  expect([...again.sources].filter(([, source]) => source !== 'replay')).toEqual([]);
  expect(uploads.filter((path) => again.sources.get(path) !== 'replay')).toEqual([]);
  await replayed.close();
});
