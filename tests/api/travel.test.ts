import { beforeAll, describe, expect, it } from 'vitest';
import { seoulDay } from '../../mock-server/lib/clock';
import { placeWarnings } from '../../mock-server/services/travel';
import { addDays, daysBetween, weekdayOf } from '../../src/shared/calendar';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

// 2026-03-10 12:00 Seoul, the server's clock: dates between it and the machine's today are
// future for the server only.
const NOW = Date.parse('2026-03-10T03:00:00Z');
const server = createTestServer({ now: NOW });
const today = seoulDay(NOW);

const freshUser = async (language: 'ko' | 'ja' = 'ko') => (await server.signedInUser({ language })).token;

const regionId = async (code: string) =>
  ((await server.request(api.reference.regionList.path)).body.data as Array<{ id: number; code: string }>).find(
    (r) => r.code === code,
  )!.id;

const firstPlaceId = () =>
  server.store.sqlite.prepare('SELECT id FROM places ORDER BY id LIMIT 1').get() as { id: number };
const firstFeedId = () =>
  server.store.sqlite.prepare('SELECT id FROM feeds WHERE deleted_at IS NULL ORDER BY id LIMIT 1').get() as {
    id: number;
  };

let token: string;
let seoul: number;
let busan: number;

beforeAll(async () => {
  token = await freshUser();
  seoul = await regionId('seoul');
  busan = await regionId('busan');
});

async function createPlan(tok: string, startDate = addDays(today, 30), nights = 2) {
  const res = await server.request(
    api.travel.savePlan.path,
    { regionIds: [seoul, busan], startDate, nights },
    { token: tok },
  );
  expect(res.body.result).toBe('success');
  return res.body.data.planId as number;
}

describe('creating a plan', () => {
  it("needs regions and a start date, and names each rule in the reader's language", async () => {
    const noRegions = await server.request(
      api.travel.savePlan.path,
      { regionIds: [], startDate: addDays(today, 3), nights: 1 },
      { token },
    );
    expect(noRegions.body).toMatchObject({
      result: 'error',
      code: 'VALIDATION',
      message: '지역을 하나 이상 선택해 주세요.',
    });
    const noDate = await server.request(
      api.travel.savePlan.path,
      { regionIds: [seoul], nights: 1 },
      { token, lang: 'ja' },
    );
    expect(noDate.body).toMatchObject({
      result: 'error',
      code: 'VALIDATION',
      message: '旅行の開始日を選択してください。',
    });
    const impossible = await server.request(
      api.travel.savePlan.path,
      { regionIds: [seoul], startDate: '2026-02-31', nights: 1 },
      { token },
    );
    expect(impossible.body.code).toBe('VALIDATION');
  });

  it("refuses a start date before the server's Seoul today, and accepts today", async () => {
    const past = await server.request(
      api.travel.savePlan.path,
      { regionIds: [seoul], startDate: addDays(today, -1), nights: 1 },
      { token },
    );
    expect(past.body).toMatchObject({ result: 'error', code: 'PAST_DATE', message: '지난 날짜는 선택할 수 없습니다.' });
    const todayPlan = await server.request(
      api.travel.savePlan.path,
      { regionIds: [seoul], startDate: today, nights: 0 },
      { token },
    );
    expect(todayPlan.body.data).toMatchObject({ saved: true });
  });

  it("follows the server clock, not the machine's", async () => {
    // Far enough ahead that 2027-06-30 is past only by the moved clock, not the machine's.
    server.deps.clock.set(Date.parse('2027-07-01T03:00:00Z'));
    try {
      const tok = await freshUser();
      const res = await server.request(
        api.travel.savePlan.path,
        { regionIds: [seoul], startDate: '2027-06-30', nights: 0 },
        { token: tok },
      );
      expect(res.body.code).toBe('PAST_DATE');
    } finally {
      server.deps.clock.set(NOW);
    }
  });

  it('makes one day per night plus one, lists the plan with its regions and days to go', async () => {
    const tok = await freshUser();
    const planId = await createPlan(tok, addDays(today, 10), 2);
    const detail = await server.request(api.travel.planDetail.path, { planId }, { token: tok });
    expect(detail.body.data.dayList.map((d: { date: string }) => d.date)).toEqual([
      addDays(today, 10),
      addDays(today, 11),
      addDays(today, 12),
    ]);
    expect(detail.body.data.title).toBe('서울·부산 여행');
    const list = await server.request(api.travel.planList.path, {}, { token: tok, lang: 'ja' });
    expect(list.body.data.items).toHaveLength(1);
    expect(list.body.data.items[0]).toMatchObject({
      id: planId,
      nights: 2,
      days: 3,
      daysToGo: 10,
      endDate: addDays(today, 12),
    });
    expect(list.body.data.items[0].regions.map((r: { name: string }) => r.name)).toEqual(['ソウル', '釜山']);
  });

  it('memos are at most 1000 characters, for the plan and for each day', async () => {
    const planId = await createPlan(token);
    const longPlan = await server.request(
      api.travel.savePlan.path,
      { planId, memo: 'あ'.repeat(1001) },
      { token, lang: 'ja' },
    );
    expect(longPlan.body).toMatchObject({ code: 'VALIDATION', message: 'メモは最大1000文字までです。' });
    const longDay = await server.request(
      api.travel.savePlanDay.path,
      { planId, day: 1, memo: 'x'.repeat(1001) },
      { token },
    );
    expect(longDay.body).toMatchObject({ code: 'VALIDATION', message: '메모는 최대 1000자까지 입력할 수 있습니다.' });
    await server.request(api.travel.savePlan.path, { planId, memo: '계획 메모' }, { token });
    await server.request(
      api.travel.savePlanDay.path,
      { planId, day: 2, memo: '둘째 날 메모'.padEnd(1000, '!') },
      { token },
    );
    const detail = await server.request(api.travel.planDetail.path, { planId }, { token });
    expect(detail.body.data.memo).toBe('계획 메모');
    expect(detail.body.data.dayList[1].memo).toHaveLength(1000);
  });
});

describe('days and their items', () => {
  it('the same place twice on a day is refused with the already-registered message; another day is fine', async () => {
    const planId = await createPlan(token);
    const placeId = firstPlaceId().id;
    const first = await server.request(api.travel.addDayPlace.path, { planId, day: 2, placeId }, { token });
    expect(first.body.result).toBe('success');
    const again = await server.request(api.travel.addDayPlace.path, { planId, day: 2, placeId }, { token, lang: 'ja' });
    expect(again.body).toMatchObject({ result: 'error', code: 'DUPLICATE', message: 'すでに登録されています。' });
    expect(
      (await server.request(api.travel.addDayPlace.path, { planId, day: 3, placeId }, { token })).body.result,
    ).toBe('success');
  });

  it('the same post twice on a day is refused too', async () => {
    const planId = await createPlan(token);
    const feedId = firstFeedId().id;
    expect((await server.request(api.travel.addDayFeed.path, { planId, day: 1, feedId }, { token })).body.result).toBe(
      'success',
    );
    const again = await server.request(api.travel.addDayFeed.path, { planId, day: 1, feedId }, { token });
    expect(again.body).toMatchObject({ code: 'DUPLICATE', message: '이미 등록되었습니다.' });
  });

  it('a day beyond the plan, or an unknown place, is NOT_FOUND', async () => {
    const planId = await createPlan(token, addDays(today, 30), 1);
    expect(
      (await server.request(api.travel.addDayPlace.path, { planId, day: 3, placeId: firstPlaceId().id }, { token }))
        .body.code,
    ).toBe('NOT_FOUND');
    expect(
      (await server.request(api.travel.addDayPlace.path, { planId, day: 1, placeId: 999999 }, { token })).body.code,
    ).toBe('NOT_FOUND');
  });

  it('reorders, sets visit times and removes items of a day', async () => {
    const planId = await createPlan(token);
    const places = server.store.sqlite.prepare('SELECT id FROM places ORDER BY id LIMIT 3').all() as Array<{
      id: number;
    }>;
    const itemIds: number[] = [];
    for (const p of places)
      itemIds.push(
        (await server.request(api.travel.addDayPlace.path, { planId, day: 1, placeId: p.id }, { token })).body.data
          .itemId,
      );
    const saved = await server.request(
      api.travel.savePlanDay.path,
      { planId, day: 1, items: [{ id: itemIds[2] }, { id: itemIds[0], time: '11:30' }] },
      { token },
    );
    expect(saved.body.data.savedAt).toBeGreaterThanOrEqual(NOW);
    const day = (await server.request(api.travel.planDetail.path, { planId }, { token })).body.data.dayList[0];
    expect(day.items.map((i: { place: { id: number } }) => i.place.id)).toEqual([places[2]!.id, places[0]!.id]);
    expect(day.items[1].time).toBe('11:30');
  });

  it('an item of another day cannot be slipped into this one', async () => {
    const planId = await createPlan(token);
    const itemId = (
      await server.request(api.travel.addDayPlace.path, { planId, day: 2, placeId: firstPlaceId().id }, { token })
    ).body.data.itemId;
    const res = await server.request(
      api.travel.savePlanDay.path,
      { planId, day: 1, items: [{ id: itemId }] },
      { token },
    );
    expect(res.body.code).toBe('NOT_FOUND');
  });
});

describe('shortening a plan says what it removes', () => {
  it('answers the days it would drop, saves nothing until confirmed, then drops only those', async () => {
    const planId = await createPlan(token, addDays(today, 30), 3);
    await server.request(api.travel.addDayPlace.path, { planId, day: 4, placeId: firstPlaceId().id }, { token });
    await server.request(api.travel.savePlanDay.path, { planId, day: 3, memo: '셋째 날' }, { token });
    await server.request(api.travel.addDayPlace.path, { planId, day: 1, placeId: firstPlaceId().id }, { token });

    const asked = await server.request(api.travel.savePlan.path, { planId, nights: 1 }, { token });
    expect(asked.body.data).toEqual({
      planId,
      saved: false,
      droppedDays: [
        { day: 3, date: addDays(today, 32), itemCount: 0, hasMemo: true },
        { day: 4, date: addDays(today, 33), itemCount: 1, hasMemo: false },
      ],
    });
    expect((await server.request(api.travel.planDetail.path, { planId }, { token })).body.data.days).toBe(4);

    const confirmed = await server.request(
      api.travel.savePlan.path,
      { planId, nights: 1, confirmRemoval: true },
      { token },
    );
    expect(confirmed.body.data.saved).toBe(true);
    const detail = (await server.request(api.travel.planDetail.path, { planId }, { token })).body.data;
    expect(detail.dayList).toHaveLength(2);
    expect(detail.itemCount).toBe(1);

    const longer = await server.request(api.travel.savePlan.path, { planId, nights: 3 }, { token });
    expect(longer.body.data).toMatchObject({ saved: true, droppedDays: [] });
    const after = (await server.request(api.travel.planDetail.path, { planId }, { token })).body.data;
    expect(after.dayList.map((d: { memo: string; items: unknown[] }) => [d.memo, d.items.length])).toEqual([
      ['', 1],
      ['', 0],
      ['', 0],
      ['', 0],
    ]);
  });

  it('shortening empty days needs no confirmation', async () => {
    const planId = await createPlan(token, addDays(today, 30), 3);
    const res = await server.request(api.travel.savePlan.path, { planId, nights: 0 }, { token });
    expect(res.body.data).toMatchObject({ saved: true, droppedDays: [] });
  });
});

describe('only the owner reads or changes a plan', () => {
  it('another user gets the answer of a missing plan on every call (ids tell nothing), and the plan is unchanged', async () => {
    const planId = await createPlan(token);
    const other = await freshUser('ja');
    const missingPlanId = planId + 1000;
    const calls: Array<[string, object]> = [
      [api.travel.planDetail.path, { planId }],
      [api.travel.savePlan.path, { planId, memo: 'hacked' }],
      [api.travel.savePlanDay.path, { planId, day: 1, memo: 'hacked' }],
      [api.travel.addDayPlace.path, { planId, day: 1, placeId: firstPlaceId().id }],
      [api.travel.addDayFeed.path, { planId, day: 1, feedId: firstFeedId().id }],
      [api.travel.deletePlan.path, { planId }],
    ];
    for (const [path, body] of calls) {
      const res = await server.request(path, body, { token: other, lang: 'ja' });
      const missing = await server.request(path, { ...body, planId: missingPlanId }, { token: other, lang: 'ja' });
      expect(res.status, path).toBe(200);
      expect(res.body, path).toMatchObject({ result: 'error', code: 'NOT_FOUND', message: '見つかりません。' });
      expect(res.body, path).toEqual(missing.body);
    }
    const mine = (await server.request(api.travel.planDetail.path, { planId }, { token })).body.data;
    expect(mine.memo).toBe('');
    expect(mine.itemCount).toBe(0);
    expect((await server.request(api.travel.planList.path, {}, { token: other })).body.data.items).toEqual([]);
  });

  it('delete removes the plan for its owner', async () => {
    const tok = await freshUser();
    const planId = await createPlan(tok);
    await server.request(api.travel.addDayPlace.path, { planId, day: 1, placeId: firstPlaceId().id }, { token: tok });
    expect((await server.request(api.travel.deletePlan.path, { planId }, { token: tok })).body.result).toBe('success');
    expect((await server.request(api.travel.planDetail.path, { planId }, { token: tok })).body.code).toBe('NOT_FOUND');
    expect((await server.request(api.travel.planList.path, {}, { token: tok })).body.data.items).toEqual([]);
  });
});

describe('holidays and closing warnings', () => {
  it('Korean holidays come from the library, named in Korean or Japanese; Japanese ones on request', async () => {
    const ko = await server.request(api.travel.holidayList.path, { from: '2026-09-01', to: '2026-10-31' }, { token });
    expect(ko.body.data).toContainEqual({ date: '2026-10-09', country: 'KR', name: '한글날' });
    const ja = await server.request(
      api.travel.holidayList.path,
      { from: '2026-09-01', to: '2026-10-31', countries: ['KR', 'JP'] },
      { token, lang: 'ja' },
    );
    expect(ja.body.data).toContainEqual({ date: '2026-10-09', country: 'KR', name: 'ハングルの日' });
    expect(ja.body.data).toContainEqual({ date: '2026-10-12', country: 'JP', name: 'スポーツの日' });
    expect(ko.body.data.some((h: { country: string }) => h.country === 'JP')).toBe(false);
  });

  it('a reversed or over-long range is refused', async () => {
    expect(
      (await server.request(api.travel.holidayList.path, { from: '2026-10-01', to: '2026-09-01' }, { token })).body
        .code,
    ).toBe('VALIDATION');
    expect(
      (await server.request(api.travel.holidayList.path, { from: '2026-01-01', to: '2028-01-01' }, { token })).body
        .code,
    ).toBe('VALIDATION');
  });

  it('counts Seoul calendar days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(weekdayOf('2026-10-09')).toBe(5);
  });

  it('warns about closing days, holidays, hours past midnight and breaks', () => {
    const bar = { openTime: '18:00', closeTime: '02:00', breakStart: null, breakEnd: null, closedDays: [1] };
    expect(placeWarnings(bar, '2026-10-12', '19:00', false)).toEqual(['closedDay']); // a Monday
    expect(placeWarnings(bar, '2026-10-13', '01:30', false)).toEqual([]);
    expect(placeWarnings(bar, '2026-10-13', '03:00', false)).toEqual(['outsideHours']);
    expect(placeWarnings(bar, '2026-10-13', '17:00', true)).toEqual(['holiday', 'outsideHours']);
    const diner = { openTime: '11:00', closeTime: '21:00', breakStart: '15:00', breakEnd: '17:00', closedDays: [] };
    expect(placeWarnings(diner, '2026-10-13', '15:30', false)).toEqual(['breakTime']);
    expect(placeWarnings(diner, '2026-10-13', null, false)).toEqual([]);
  });

  it("the plan detail marks the day's holiday and the place warnings", async () => {
    const tok = await freshUser('ja');
    // 2026-10-09 (Friday) is 한글날.
    const planId = (
      await server.request(
        api.travel.savePlan.path,
        { regionIds: [seoul], startDate: '2026-10-09', nights: 0 },
        { token: tok },
      )
    ).body.data.planId;
    const closedFriday = server.store.sqlite
      .prepare("SELECT id FROM places WHERE closed_days LIKE '%5%' LIMIT 1")
      .get() as { id: number } | undefined;
    const placeId = closedFriday?.id ?? firstPlaceId().id;
    await server.request(api.travel.addDayPlace.path, { planId, day: 1, placeId }, { token: tok });
    const day = (await server.request(api.travel.planDetail.path, { planId }, { token: tok, lang: 'ja' })).body.data
      .dayList[0];
    expect(day.holidays).toContainEqual({ date: '2026-10-09', country: 'KR', name: 'ハングルの日' });
    expect(day.items[0].warnings).toContain('holiday');
  });
});

describe('the demo accounts', () => {
  it('each has an upcoming plan with places, a post and memos in its language', async () => {
    for (const [email, memo] of [
      ['demo@tabi.test', '도착 후 명동 산책'],
      ['demo-ja@tabi.test', '明洞でショッピング'],
    ] as const) {
      const { token: demo } = await server.login(email);
      const list = (await server.request(api.travel.planList.path, {}, { token: demo })).body.data.items;
      expect(list.length).toBeGreaterThanOrEqual(1);
      const detail = (await server.request(api.travel.planDetail.path, { planId: list.at(-1).id }, { token: demo }))
        .body.data;
      expect(detail.daysToGo).toBeGreaterThan(0);
      expect(detail.dayList[0].memo).toBe(memo);
      expect(detail.dayList[0].items.map((i: { kind: string }) => i.kind)).toEqual(['place', 'place', 'feed']);
    }
  });
});
