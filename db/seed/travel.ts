import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { seoulDay } from '../../mock-server/lib/clock';
import { addDays } from '../../src/shared/calendar';
import { seedPlaces } from './data';

const DAY = 24 * 60 * 60 * 1000;

interface DemoPlan {
  email: string;
  title: string;
  regions: string[];
  startsInDays: number;
  nights: number;
  memo: string;
  days: Array<{ memo: string; places: Array<{ key: string; time?: string }>; feeds: number }>;
}

const DEMO_PLANS: DemoPlan[] = [
  {
    email: 'demo@tabi.test',
    title: '서울 맛집 투어',
    regions: ['seoul'],
    startsInDays: 21,
    nights: 2,
    memo: '환전은 명동에서, 교통카드 충전 잊지 말기!',
    days: [
      {
        memo: '도착 후 명동 산책',
        places: [
          { key: 'myeongdong-cathedral', time: '15:00' },
          { key: 'myeongdong-kyoja', time: '18:30' },
        ],
        feeds: 1,
      },
      {
        memo: '성수동 카페 투어',
        places: [
          { key: 'seoul-forest', time: '10:00' },
          { key: 'blue-bottle-seongsu', time: '13:00' },
        ],
        feeds: 0,
      },
      { memo: '', places: [], feeds: 0 },
    ],
  },
  {
    email: 'demo-ja@tabi.test',
    title: 'ソウル・釜山の旅',
    regions: ['seoul', 'busan'],
    startsInDays: 30,
    nights: 3,
    memo: 'T-moneyカードを空港で買う。',
    days: [
      {
        memo: '明洞でショッピング',
        places: [
          { key: 'olive-young-myeongdong', time: '14:00' },
          { key: 'namdaemun-market', time: '17:00' },
        ],
        feeds: 1,
      },
      { memo: '', places: [{ key: 'namsan-cable-car', time: '11:00' }], feeds: 0 },
      { memo: 'KTXで釜山へ', places: [], feeds: 0 },
      { memo: '', places: [], feeds: 0 },
    ],
  },
];

/** One upcoming plan for each demo account, with places, a post and memos in its language. */
export function seedTravel(db: Db, now: number): void {
  db.transaction((tx) => {
    const placeId = (key: string) => {
      const nameEn = seedPlaces.find((p) => p.key === key)!.nameEn;
      return tx.select({ id: t.places.id }).from(t.places).where(eq(t.places.nameEn, nameEn)).get()!.id;
    };
    const placedFeeds = tx
      .select({ id: t.feeds.id })
      .from(t.feeds)
      .where(inArray(t.feeds.placeId, tx.select({ id: t.places.id }).from(t.places)))
      .orderBy(asc(t.feeds.id))
      .limit(4)
      .all()
      .map((f) => f.id);
    DEMO_PLANS.forEach((plan, index) => {
      const user = tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, plan.email)).get();
      if (!user) return;
      const startDate = addDays(seoulDay(now), plan.startsInDays);
      const planId = tx
        .insert(t.plans)
        .values({
          userId: user.id,
          title: plan.title,
          startDate,
          nights: plan.nights,
          days: plan.nights + 1,
          memo: plan.memo,
          createdAt: now - (index + 1) * DAY,
          updatedAt: now - (index + 1) * DAY,
        })
        .returning({ id: t.plans.id })
        .get().id;
      const regionIds = tx
        .select({ id: t.regions.id })
        .from(t.regions)
        .where(inArray(t.regions.code, plan.regions))
        .all();
      tx.insert(t.planRegions)
        .values(regionIds.map((r) => ({ planId, regionId: r.id })))
        .run();
      plan.days.forEach((d, i) => {
        const day = i + 1;
        tx.insert(t.planDays).values({ planId, day, memo: d.memo }).run();
        const items = [
          ...d.places.map((p) => ({
            kind: 'place' as const,
            placeId: placeId(p.key),
            feedId: null,
            visitTime: p.time ?? null,
          })),
          ...placedFeeds
            .slice(index, index + d.feeds)
            .map((feedId) => ({ kind: 'feed' as const, placeId: null, feedId, visitTime: null })),
        ];
        items.forEach((item, sort) =>
          tx
            .insert(t.planDayItems)
            .values({ ...item, planId, day, sort, createdAt: now })
            .run(),
        );
      });
    });
  });
}
