import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, sandboxHeaders } from './fixtures';

/**
 * The route table as the browser walks see it: every path, real ids from the seed for the detail
 * screens, one signed-in profile per language (the layout walk uses them).
 */

export type Language = 'ko' | 'ja';
const ROOT = join(import.meta.dirname, '../..');

/** The paths the route table gathers from the features (src/renderer/app/route-table.ts). */
export function routePaths(): string[] {
  const features = join(ROOT, 'src/renderer/features');
  return readdirSync(features).flatMap((feature) => {
    try {
      return [...readFileSync(join(features, feature, 'routes.ts'), 'utf8').matchAll(/path: '([^']+)'/g)].map(
        (m) => m[1]!,
      );
    } catch {
      return [];
    }
  });
}

export const DEMO: Record<Language, string> = { ko: 'demo@tabi.test', ja: 'demo-ja@tabi.test' };
const LOCALE: Record<Language, string> = { ko: 'ko-KR', ja: 'ja-JP' };
/** Real ids from the seed (and a plan of the demo member's own), so detail screens show data. */
export async function seedIds(page: Page, language: Language) {
  const headers = {
    access: (await page.evaluate(() => localStorage.getItem('access'))) ?? '',
    'accept-language': language,
  };
  const call = async (path: string, data: object = {}) => {
    const body = (await (await page.request.post(path, { headers, data })).json()) as { result: string; data: any };
    expect(body.result, path).toBe('success');
    return body.data;
  };
  const feeds = (await call('/api/feed/main-feed-list', { tab: 'latest' })).items as Array<{
    id: number;
    author: { id: number };
    imageCount: number;
  }>;
  const feed = feeds[0]!;
  const me = (await call('/api/user/user-info')) as { id: number };
  const notice = (await call('/api/notice/notice-list')).items[0] as { id: number };
  const product = (await call('/api/point-shop/product-list')).items[0] as { id: number };
  let plan = (await call('/api/travel/plan-list')).items[0] as { id: number } | undefined;
  if (!plan) {
    const start = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
      new Date(Date.now() + 7 * 86_400_000),
    );
    plan = {
      id: (await call('/api/travel/save-plan', { regionIds: [1], startDate: start, nights: 2 })).planId as number,
    };
  }
  // The plan shared with a companion, so the shared plan's page shows a plan, not its missing face.
  const share = (await call('/api/travel/save-plan-share', {
    planId: plan.id,
    showDates: true,
    planMemo: true,
    dayMemos: true,
  })) as { share: { token: string } };
  return {
    feedId: feed.id,
    /** Someone else's post with pictures: the picture viewer and the report dialog. */
    pictureFeedId: feeds.find((f) => f.imageCount > 0 && f.author.id !== me.id)!.id,
    userId: feed.author.id,
    noticeId: notice.id,
    productId: product.id,
    planId: plan.id,
    placeId: 1,
    shareToken: share.share.token,
  };
}

export type Ids = Awaited<ReturnType<typeof seedIds>>;

/** The address a route is opened at: detail screens get a real id, search a real word. */
export function urlOf(path: string, ids: Ids, language: Language): string {
  const query: Record<string, string> = {
    '/feedDetail': `id=${ids.feedId}`,
    '/shareFeedDetail': `id=${ids.feedId}`,
    '/myFeed': `userId=${ids.userId}`,
    '/feedSearch': `q=${encodeURIComponent(language === 'ko' ? '명동' : '明洞')}`,
    '/placeMap': `placeId=${ids.placeId}`,
    '/sharePlaceMapDetail': `id=${ids.placeId}`,
    '/noticeDetail': `id=${ids.noticeId}`,
    '/pointShopDetail': `id=${ids.productId}`,
    '/travelPlanDetail': `id=${ids.planId}`,
    '/travelPlanRegion': `planId=${ids.planId}`,
    '/sharePlan': `token=${ids.shareToken}`,
  };
  return query[path] ? `${path}?${query[path]}` : path;
}

/** The page once its calls and loading states are over. */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(page.locator('.state-loading, .loading-overlay')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

export async function openAs(browser: Browser, language: Language, workerIndex: number) {
  // Made before any test, so the test's own options (its worker's sandbox) are given here.
  const context = await browser.newContext({
    locale: LOCALE[language],
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: sandboxHeaders(workerIndex),
  });
  await context.addInitScript((lang) => {
    localStorage.setItem('tl_lang', lang);
    localStorage.setItem('tl_console_lang', lang);
  }, language);
  return context;
}
