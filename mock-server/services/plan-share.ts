import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planShares, plans } from '../../db/schema';
import type { PlanShare, SharedPlan, ShareChoices } from '../../src/shared/api/travel';
import type { Language } from '../../src/shared/constants';
import { fail } from '../lib/errors';
import { detailOf, ownPlan } from './travel';

/*
 * A plan's read-only companion link (decision 134). Only the owner reads, changes or ends it;
 * anyone with the token reads the plan, with the dates and memos the owner chose and nothing else
 * of the owner's.
 */

type ShareRow = typeof planShares.$inferSelect;
type SharedStep = SharedPlan['dayList'][number]['items'][number];

const shareOf = (row: ShareRow): PlanShare => ({
  token: row.token,
  showDates: row.showDates,
  planMemo: row.planMemo,
  dayMemos: row.dayMemos,
  createdAt: row.createdAt,
});

export function planShare(db: Db, userId: number, planId: number) {
  ownPlan(db, userId, planId);
  const row = db.select().from(planShares).where(eq(planShares.planId, planId)).get();
  return { share: row ? shareOf(row) : null };
}

export function savePlanShare(db: Db, userId: number, planId: number, choices: ShareChoices, now: number) {
  ownPlan(db, userId, planId);
  // 128 random bits: the token is the only key, so it must not be guessable.
  const row = db
    .insert(planShares)
    .values({ planId, token: randomBytes(16).toString('base64url'), ...choices, createdAt: now })
    .onConflictDoUpdate({ target: planShares.planId, set: choices })
    .returning()
    .get();
  return { share: shareOf(row) };
}

export function revokePlanShare(db: Db, userId: number, planId: number) {
  ownPlan(db, userId, planId);
  db.delete(planShares).where(eq(planShares.planId, planId)).run();
  return {};
}

/** The plan a token shares with its choices, or NOT_FOUND for a token that is not (or no longer) a link. */
export function sharedPlanOf(db: Db, token: string) {
  const found = db
    .select({ share: planShares, plan: plans })
    .from(planShares)
    .innerJoin(plans, eq(plans.id, planShares.planId))
    .where(eq(planShares.token, token))
    .get();
  return found ?? fail('NOT_FOUND');
}

export function sharedPlan(db: Db, token: string, lang: Language, today: string): SharedPlan {
  const { share, plan } = sharedPlanOf(db, token);
  // Read as someone signed out: a post its owner's operator hid reads as removed.
  const detail = detailOf(db, plan, null, lang, today);
  const images = detail.dayList.flatMap((d) =>
    d.items.flatMap((i) => (i.kind === 'place' ? [i.place.image] : [i.feed.image])),
  );
  return {
    title: detail.title,
    regions: detail.regions.map((r) => r.name),
    nights: detail.nights,
    startDate: share.showDates ? detail.startDate : null,
    endDate: share.showDates ? detail.endDate : null,
    memo: share.planMemo ? detail.memo : '',
    image: images.find((image) => image !== null) ?? null,
    dayList: detail.dayList.map((d) => ({
      day: d.day,
      date: share.showDates ? d.date : null,
      memo: share.dayMemos ? d.memo : '',
      items: d.items.flatMap((i): SharedStep[] => {
        if (i.kind === 'place') {
          const { place } = i;
          const stop = { name: place.name, lat: place.lat, lng: place.lng };
          return [
            {
              kind: 'place',
              name: place.name,
              time: i.time,
              address: place.address,
              place: stop,
              image: place.image,
            },
          ];
        }
        if (i.feed.deleted) return [];
        return [
          {
            kind: 'feed',
            name: i.feed.title,
            time: null,
            address: null,
            place: i.feed.place ?? null,
            image: i.feed.image,
          },
        ];
      }),
    })),
  };
}
