import type { Locator, Page } from '@playwright/test';
import { expect, loginAsDemo, test } from './fixtures';
import { failTiles } from './map-tiles';
import { oneDayPlan } from './plans';

type Lang = 'ko' | 'ja';

/** Seoul's 25 districts as each reader calls them. */
const DISTRICTS: Record<Lang, string[]> = {
  ko: [
    ...['종로구', '중구', '용산구', '성동구', '광진구', '동대문구', '중랑구', '성북구', '강북구', '도봉구'],
    ...['노원구', '은평구', '서대문구', '마포구', '양천구', '강서구', '구로구', '금천구', '영등포구', '동작구'],
    ...['관악구', '서초구', '강남구', '송파구', '강동구'],
  ],
  ja: [
    ...['鍾路区', '中区', '龍山区', '城東区', '広津区', '東大門区', '中浪区', '城北区', '江北区', '道峰区'],
    ...['蘆原区', '恩平区', '西大門区', '麻浦区', '陽川区', '江西区', '九老区', '衿川区', '永登浦区', '銅雀区'],
    ...['冠岳区', '瑞草区', '江南区', '松坡区', '江東区'],
  ],
};

const TEXT = {
  ko: { notice: '기본 지도만 표시 중', credit: '통계청', zoomIn: '확대', dayMap: '1일차 장소 지도' },
  ja: { notice: '簡易地図のみ表示中', credit: '韓国統計庁', zoomIn: '拡大', dayMap: '1日目の場所マップ' },
};

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the pins and clusters drawn inside the map's visible area. */
async function markerBoxes(map: Locator): Promise<Box[]> {
  return map.locator('.map-pin, .marker-cluster').evaluateAll(
    (markers, frame) => {
      const area = (frame as Element).getBoundingClientRect();
      return markers
        .map((m) => m.getBoundingClientRect())
        .filter((b) => b.right > area.left && b.left < area.right && b.bottom > area.top && b.top < area.bottom)
        .map(({ x, y, width, height }) => ({ x, y, width, height }));
    },
    await map.elementHandle(),
  );
}

/** The map without tiles: the 25 district shapes, their names in the reader's language, the credit. */
async function expectDistricts(map: Locator, lang: Lang) {
  await expect(map.locator('path.map-outline-district')).toHaveCount(25);
  await expect(map.locator('path.map-outline-river')).toHaveCount(1);
  const names = map.locator('.map-district-name');
  await expect(names).toHaveCount(25);
  expect((await names.allTextContents()).sort()).toEqual([...DISTRICTS[lang]].sort());
  await expect(names.locator('span').filter({ visible: true }).first()).toBeVisible();
  const attribution = map.locator('.leaflet-control-attribution');
  await expect(attribution).toContainText(TEXT[lang].credit);
  await expect(attribution).toContainText('Natural Earth');
  await expect(map.getByRole('button', { name: TEXT[lang].zoomIn })).toBeVisible();
}

async function signIn(
  page: Page,
  mock: { createUser(spec: { language: Lang }): Promise<{ email: string; password: string }> },
  lang: Lang,
) {
  const user = await mock.createUser({ language: lang });
  await loginAsDemo(page, user.email, user.password, { language: lang });
}

for (const lang of ['ko', 'ja'] as const) {
  test(`${lang}: without tiles the place map shows Seoul's 25 districts by name, and no marker under the notice`, async ({
    page,
    mock,
  }) => {
    await failTiles(page);
    await signIn(page, mock, lang);
    await page.goto('/placeMap');
    const notice = page.getByRole('status').filter({ hasText: TEXT[lang].notice });
    // A cold load of the map chunk.
    await expect(notice).toBeVisible({ timeout: 15_000 });
    const map = page.locator('.map-frame');
    await expectDistricts(map, lang);
    await expect(map.locator('.marker-cluster, .map-pin').first()).toBeVisible();
    const chip = (await notice.boundingBox())!;
    expect((await markerBoxes(map)).filter((marker) => overlaps(marker, chip))).toEqual([]);
  });

  test(`${lang}: without tiles a plan's day map shows the districts by name, every pin clear and the first on top`, async ({
    page,
    mock,
  }) => {
    await failTiles(page);
    await signIn(page, mock, lang);
    const { planId } = await oneDayPlan(page, [6, 9, 2, 1]);
    await page.goto(`/travelPlanDetail?id=${planId}`);
    const map = page.locator('.day-map-frame');
    await expect(map.getByRole('region', { name: TEXT[lang].dayMap })).toBeVisible();
    const notice = map.getByRole('status').filter({ hasText: TEXT[lang].notice });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expectDistricts(map, lang);

    const pins = map.locator('.day-marker');
    await expect(pins).toHaveCount(4);
    const covers = [await notice.boundingBox(), await map.locator('.leaflet-control-zoom').boundingBox()];
    const boxes = await markerBoxes(map);
    expect(boxes).toHaveLength(4);
    for (const cover of covers) expect(boxes.filter((pin) => overlaps(pin, cover!))).toEqual([]);
    // The first stop (place 6) lies just north of the last (place 1), which leaflet alone would draw
    // over it: its number is what lies on top at its head.
    await map.scrollIntoViewIfNeeded();
    const head = (await pins.first().locator('b').boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('.day-marker')?.textContent ?? null,
      [head.x + head.width / 2, head.y + head.height / 2],
    );
    expect(onTop).toBe('1');
  });
}
