import type { Locator, Page } from '@playwright/test';
import { MEMBER_HINT_COOKIE } from '../../src/shared/constants';
import { expect, loginAsDemo, test } from './fixtures';

test.describe.configure({ timeout: 90_000 });

/** What the browser drew for a picture: its file's width, the box it fills, the screen's pixel ratio. */
async function drawn(picture: Locator) {
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The file's own width is in its address: naturalWidth is divided by the density srcset chose.
  return picture.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    file: Number(new URL(img.currentSrc).searchParams.get('w')),
    box: img.getBoundingClientRect().width,
    ratio: devicePixelRatio,
    widths: (img.srcset.match(/\s(\d+)w/g) ?? []).map((w) => Number(w.trim().slice(0, -1))),
  }));
}

/**
 * A real photo file of its slot's size: never more than twice the pixels drawn, never fewer unless
 * none is larger. A file already on the page for another slot (a banner's photo on a card) is
 * drawn from the browser's memory, not downloaded again: Chromium prefers it to a smaller one.
 */
function expectSlotSize(seen: Awaited<ReturnType<typeof drawn>>, what: string, onPage = new Set<string>()) {
  expect(seen.src, what).toMatch(/\/photos\/[\w-]+\?w=\d+$/);
  const needed = seen.box * seen.ratio;
  if (!onPage.has(seen.src))
    expect(seen.file, `${what}: ${seen.file} px for a ${needed} px box`).toBeLessThanOrEqual(2 * needed);
  if (seen.file < needed) expect(seen.file, `${what}: a larger file exists`).toBe(Math.max(...seen.widths));
}

async function signIn(page: Page, mock: { createUser(spec: object): Promise<{ email: string; password: string }> }) {
  const user = await mock.createUser({ attendedToday: true });
  await loginAsDemo(page, user.email, user.password);
}

for (const viewport of [
  { width: 390, height: 844, deviceScaleFactor: 3 },
  { width: 1280, height: 800, deviceScaleFactor: 1 },
]) {
  test(`at ${viewport.width} px (×${viewport.deviceScaleFactor}), every banner and post photo on the feed is a photo file of its slot's size; a post without one is a text card`, async ({
    browser,
    mock,
  }) => {
    const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.deviceScaleFactor });
    const page = await context.newPage();
    const photoAnswers: string[] = [];
    page.on('response', (answer) => {
      if (answer.url().includes('/photos/')) photoAnswers.push(answer.headers()['content-type'] ?? '');
    });
    await signIn(page, mock);

    const banners = page.locator('.banner img');
    await expect(banners).toHaveCount(3);
    const onPage = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const seen = await drawn(banners.nth(i));
      expectSlotSize(seen, `banner ${i + 1}`);
      onPage.add(seen.src);
    }

    // The first page and more of the feed: every card drawn in turn as the reader scrolls to it.
    const cards = page.locator('.feed-window > li');
    let photos = 0;
    let texts = 0;
    for (let n = 1; n <= 24; n++) {
      const card = page.locator(`.feed-window > li[aria-posinset="${n}"]`);
      await card.scrollIntoViewIfNeeded();
      const picture = card.locator('.feed-card-photo img');
      if ((await picture.count()) > 0) {
        const seen = await drawn(picture);
        expectSlotSize(seen, `post card ${n}`, onPage);
        onPage.add(seen.src);
        photos++;
      } else {
        // A text card: its words, and nothing that looks like a missing picture.
        await expect(card.locator('.text-card')).toBeVisible();
        await expect(card.locator('img, svg.lucide-image-off, svg.lucide-image')).toHaveCount(0);
        texts++;
      }
    }
    expect(await cards.count()).toBeGreaterThan(0);
    expect(photos, 'cards with photos').toBeGreaterThan(2);
    expect(texts, 'text cards').toBeGreaterThan(2);
    // No picture on the page failed to load.
    expect(
      await page
        .locator('img')
        .evaluateAll((all: HTMLImageElement[]) =>
          all
            .filter((img) => img.complete && img.naturalWidth === 0 && img.currentSrc !== '')
            .map((img) => img.currentSrc),
        ),
    ).toEqual([]);
    // Chromium reads AVIF and says so: every photo came as AVIF.
    expect(photoAnswers.length).toBeGreaterThan(0);
    expect(new Set(photoAnswers)).toEqual(new Set(['image/avif']));
    await context.close();
  });
}

test("the viewer shows a post's photo across the phone's width; swipe (or an arrow key) moves to the next, a tap zooms", async ({
  page,
  mock,
}) => {
  await signIn(page, mock);
  await page.getByRole('tab', { name: '최신' }).click();
  // A seeded post with several photos (other tests' members post their own uploads on the same server).
  const card = page
    .locator('.feed-card')
    .filter({ has: page.locator('.feed-card-count') })
    .filter({ has: page.locator('img[src*="/photos/"]') })
    .first();
  // The feed draws the cards below the screen as the reader scrolls (decision 092): scroll to one.
  for (let i = 0; i < 30 && (await card.count()) === 0; i++) await page.mouse.wheel(0, 700);
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await expect(page).toHaveURL(/\/feedDetail\?id=\d+$/);
  const first = page.locator('.post-picture').first();
  expectSlotSize(await drawn(first.locator('img')), 'the post photo');
  await first.click();

  const viewer = page.getByRole('dialog', { name: /사진 \d+장/ });
  await expect(viewer).toBeVisible();
  const shown = viewer.locator('.pswp__item[aria-hidden="false"] .pswp__img:not(.pswp__img--placeholder)');
  await expect(shown).toBeVisible();
  await expect.poll(async () => (await shown.boundingBox())?.width).toBeCloseTo(390, 0);
  await expect(viewer.locator('.pswp__counter')).toHaveText(/^1 \/ [2-9]$/);
  await page.keyboard.press('ArrowRight');
  await expect(viewer.locator('.pswp__counter')).toHaveText(/^2 \/ [2-9]$/);
  await viewer.getByRole('button', { name: '확대' }).click();
  await expect(viewer).toHaveClass(/pswp--zoomed-in/);
  // The page behind is inert while it shows, live again once it closes.
  await expect(page.locator('.app')).toHaveJSProperty('inert', true);
  await viewer.getByRole('button', { name: '닫기' }).click();
  await expect(viewer).toHaveCount(0);
  await expect(page.locator('.app')).toHaveJSProperty('inert', false);

  // Escape closes it even pressed during its opening fade, and focus returns to the picture pressed.
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(page.locator('.app')).toHaveJSProperty('inert', false);
  await expect(first).toBeFocused();
});

for (const [language, labels] of [
  ['ko', { hub: '출처와 라이선스', map: 'KOSTAT', fonts: 'SIL Open Font License' }],
  ['ja', { hub: '出典とライセンス', map: 'KOSTAT', fonts: 'SIL Open Font License' }],
] as const) {
  test(`the credits (${language}): from my page, each photo with its source and licence, the district map and the fonts`, async ({
    page,
    mock,
  }) => {
    const user = await mock.createUser({ attendedToday: true, language });
    await loginAsDemo(page, user.email, user.password, { language });
    await page.goto('/preferences');
    await page.getByRole('link', { name: labels.hub }).click();
    await expect(page).toHaveURL(/\/credits$/);
    await expect(page.getByRole('heading', { level: 1, name: labels.hub })).toBeVisible();
    const photos = page.locator('.credits-photos > li');
    await expect(photos).toHaveCount(25);
    for (const photo of await photos.all()) {
      await expect(photo.getByRole('link')).toHaveAttribute(
        'href',
        /^https:\/\/(unsplash\.com|commons\.wikimedia\.org)\//,
      );
      await expect(photo.locator('p').first()).not.toBeEmpty();
    }
    await expect(page.getByText(labels.map)).toBeVisible();
    await expect(page.getByText(labels.fonts)).toBeVisible();
    await expect(page.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/southkorea/seoul-maps',
    );
  });
}

test('the first screen opens on a photo of Seoul, asked for once by the page itself at the size it is drawn', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/photos/')) asked.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  await page.goto('/selectCountry');
  // The page's head names the photo, so it downloads beside the scripts.
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute(
    'imagesrcset',
    /hero-seoul\?w=960/,
  );
  const hero = page.locator('.country-hero img');
  await expect(page.getByRole('heading', { level: 1, name: '어디에서 오셨나요?' })).toBeVisible();
  const seen = await drawn(hero);
  expectSlotSize(seen, 'the first screen photo');
  expect(seen.box).toBeCloseTo(390, 0);
  // The preload and the <img> chose the same file: one request, not two.
  expect(asked).toEqual([new URL(seen.src).pathname + new URL(seen.src).search]);
  await context.close();
});

const BANNER_LIST = '/api/banner/banner-list';

test("a member's feed names its first banner's photo in the page itself, asked for first at the banner's size", async ({
  browser,
  mock,
}) => {
  // Without the service worker, whose own fetch of a file would count as a second request.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto('/');
  // A visitor's page at `/` names no banner: they are sent on to sign in.
  await expect(page).not.toHaveURL(/\/$/);
  expect(await page.locator('head link[rel="preload"][as="image"][imagesizes*="0.88"]').count()).toBe(0);

  await signIn(page, mock);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/photos/') || pathname === BANNER_LIST) asked.push(pathname + search);
  });
  // From the reloaded page's own start: a late request of the page before is not its.
  page.once('framenavigated', () => {
    asked.length = 0;
  });
  await page.reload();
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('imagesrcset', /\/photos\/[\w-]+\?w=640 640w/);
  const banner = page.locator('ul.banner-strip img').first();
  const seen = await drawn(banner);
  expectSlotSize(seen, 'the first banner');
  expect(seen.file).toBe(640);
  // The page's preload asked for it before the app had even asked for the banner list, and the
  // banner's <img> drew that very file (no other width of it was fetched).
  const firstFile = new URL(seen.src).pathname + new URL(seen.src).search;
  expect(asked).toContain(firstFile);
  expect(asked.indexOf(firstFile)).toBeLessThan(asked.indexOf(BANNER_LIST));
  expect(asked.filter((url) => url.startsWith(`${new URL(seen.src).pathname}?`) && url !== firstFile)).toEqual([]);
  // The next banner, a sliver at the screen's edge, is asked for after the first screen, then drawn.
  const next = await drawn(page.locator('ul.banner-strip img').nth(1));
  expect(asked.indexOf(new URL(next.src).pathname + new URL(next.src).search)).toBeGreaterThan(
    asked.indexOf(firstFile),
  );

  // Signing out takes the hint away with the token: the next visitor's page names no banner.
  expect((await context.cookies()).map((c) => c.name)).toContain(MEMBER_HINT_COOKIE);
  await page.goto('/preferences');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await page.getByRole('dialog', { name: '확인해 주세요' }).getByRole('button', { name: '로그아웃' }).click();
  await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain(MEMBER_HINT_COOKIE);
  await page.goto('/');
  expect(await page.locator('head link[rel="preload"][as="image"][imagesizes*="0.88"]').count()).toBe(0);
  await context.close();
});
