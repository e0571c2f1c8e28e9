import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  feedImages,
  feeds,
  feedTranslations,
  planDayItems,
  planDays,
  planRegions,
  planShares,
  plans,
  places,
  regions,
} from '../../db/schema';
import type { Language } from '../../src/shared/constants';
import type { DayItem, PlaceWarning, PlanDetail, PlanSummary } from '../../src/shared/api/travel';
import { fail } from '../lib/errors';
import { holidaysBetween, type Country } from './holidays';
import { pageOf } from '../lib/page';
import { addDays, daysBetween, weekdayOf } from '../../src/shared/calendar';

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export interface PlaceHours {
  openTime: string | null;
  closeTime: string | null;
  breakStart: string | null;
  breakEnd: string | null;
  closedDays: number[];
}

/**
 * Why a place may be closed on a plan's day. Hours may run past midnight (10:00-02:00), so a visit
 * before the opening time counts as the night after; no opening time means open all day.
 */
export function placeWarnings(
  place: PlaceHours,
  date: string,
  time: string | null,
  isHoliday: boolean,
): PlaceWarning[] {
  const warnings: PlaceWarning[] = [];
  if (place.closedDays.includes(weekdayOf(date))) warnings.push('closedDay');
  if (isHoliday) warnings.push('holiday');
  if (time && place.openTime && place.closeTime) {
    const open = minutes(place.openTime);
    let close = minutes(place.closeTime);
    if (close <= open) close += 24 * 60;
    let visit = minutes(time);
    if (visit < open) visit += 24 * 60;
    if (visit >= close) warnings.push('outsideHours');
  }
  if (
    time &&
    place.breakStart &&
    place.breakEnd &&
    minutes(time) >= minutes(place.breakStart) &&
    minutes(time) < minutes(place.breakEnd)
  ) {
    warnings.push('breakTime');
  }
  return warnings;
}

/**
 * The plan if the caller owns it. Another member's plan answers NOT_FOUND exactly like a missing
 * one: plans are private, so their ids must not tell which exist.
 */
export function ownPlan(db: Db, userId: number, planId: number) {
  return (
    db
      .select()
      .from(plans)
      .where(and(eq(plans.id, planId), eq(plans.userId, userId)))
      .get() ?? fail('NOT_FOUND')
  );
}

export type PlanRow = typeof plans.$inferSelect;

function regionsOf(db: Db, planIds: number[], lang: Language) {
  const rows =
    planIds.length === 0
      ? []
      : db
          .select({
            planId: planRegions.planId,
            id: regions.id,
            code: regions.code,
            nameKo: regions.nameKo,
            nameJa: regions.nameJa,
          })
          .from(planRegions)
          .innerJoin(regions, eq(regions.id, planRegions.regionId))
          .where(inArray(planRegions.planId, planIds))
          .orderBy(asc(regions.sort))
          .all();
  const byPlan = new Map<number, PlanSummary['regions']>();
  for (const r of rows) {
    const list = byPlan.get(r.planId) ?? [];
    list.push({ id: r.id, code: r.code, name: lang === 'ja' ? r.nameJa : r.nameKo });
    byPlan.set(r.planId, list);
  }
  return byPlan;
}

function summaries(db: Db, rows: PlanRow[], lang: Language, today: string): PlanSummary[] {
  const ids = rows.map((p) => p.id);
  const regionMap = regionsOf(db, ids, lang);
  const counts = new Map(
    ids.length === 0
      ? []
      : db
          .select({ planId: planDayItems.planId, n: sql<number>`count(*)` })
          .from(planDayItems)
          .where(inArray(planDayItems.planId, ids))
          .groupBy(planDayItems.planId)
          .all()
          .map((c) => [c.planId, c.n]),
  );
  return rows.map((p) => ({
    id: p.id,
    title: p.title,
    regions: regionMap.get(p.id) ?? [],
    startDate: p.startDate,
    endDate: addDays(p.startDate, p.days - 1),
    nights: p.nights,
    days: p.days,
    daysToGo: daysBetween(today, p.startDate),
    itemCount: counts.get(p.id) ?? 0,
  }));
}

export function listPlans(
  db: Db,
  userId: number,
  lang: Language,
  today: string,
  cursor: number | undefined,
  size: number,
) {
  const rows = db
    .select()
    .from(plans)
    .where(and(eq(plans.userId, userId), cursor ? lt(plans.id, cursor) : undefined))
    .orderBy(desc(plans.id))
    .limit(size + 1)
    .all();
  const page = pageOf(rows, size);
  return { ...page, items: summaries(db, page.items, lang, today) };
}

/** Korean holidays always (the places are in Korea); Japanese ones too for Japanese readers. */
const holidayCountries = (lang: Language): Country[] => (lang === 'ja' ? ['KR', 'JP'] : ['KR']);

export const planDetail = (db: Db, userId: number, planId: number, lang: Language, today: string): PlanDetail =>
  detailOf(db, ownPlan(db, userId, planId), userId, lang, today);

/** A plan as `viewerId` reads it (null: someone signed out, who sees none of the owner's hidden posts). */
export function detailOf(db: Db, plan: PlanRow, viewerId: number | null, lang: Language, today: string): PlanDetail {
  const planId = plan.id;
  const [summary] = summaries(db, [plan], lang, today);
  const endDate = summary!.endDate;
  const holidays = holidaysBetween(plan.startDate, endDate, holidayCountries(lang), lang);
  const memos = new Map(
    db
      .select()
      .from(planDays)
      .where(eq(planDays.planId, planId))
      .all()
      .map((d) => [d.day, d.memo]),
  );
  const rows = db
    .select({
      item: planDayItems,
      place: places,
      feed: {
        id: feeds.id,
        title: feeds.title,
        deletedAt: feeds.deletedAt,
        hiddenAt: feeds.hiddenAt,
        userId: feeds.userId,
        placeId: feeds.placeId,
      },
      translated: feedTranslations.title,
      feedImage: sql<
        string | null
      >`(select ${feedImages.url} from ${feedImages} where ${feedImages.feedId} = ${planDayItems.feedId} order by ${feedImages.sort} limit 1)`,
    })
    .from(planDayItems)
    .leftJoin(places, eq(places.id, planDayItems.placeId))
    .leftJoin(feeds, eq(feeds.id, planDayItems.feedId))
    .leftJoin(
      feedTranslations,
      and(eq(feedTranslations.feedId, planDayItems.feedId), eq(feedTranslations.language, lang)),
    )
    .where(eq(planDayItems.planId, planId))
    .orderBy(asc(planDayItems.day), asc(planDayItems.sort), asc(planDayItems.id))
    .all();

  const postPlaces = feedPlaces(
    db,
    rows.flatMap((r) => (r.feed?.placeId ? [r.feed.placeId] : [])),
    lang,
  );

  const dayList = Array.from({ length: plan.days }, (_, i) => {
    const day = i + 1;
    const date = addDays(plan.startDate, i);
    const dayHolidays = holidays.filter((h) => h.date === date);
    const koreanHoliday = dayHolidays.some((h) => h.country === 'KR');
    const items = rows
      .filter((r) => r.item.day === day)
      .flatMap((r): DayItem[] => {
        const base = { id: r.item.id, sort: r.item.sort };
        if (r.item.kind === 'place' && r.place) {
          const p = r.place;
          return [
            {
              ...base,
              kind: 'place',
              time: r.item.visitTime,
              place: {
                id: p.id,
                name: lang === 'ja' ? p.nameJa : p.nameKo,
                address: lang === 'ja' ? p.addressJa : p.addressKo,
                lat: p.lat,
                lng: p.lng,
                openTime: p.openTime,
                closeTime: p.closeTime,
                breakStart: p.breakStart,
                breakEnd: p.breakEnd,
                closedDays: p.closedDays,
                image: p.images[0] ?? null,
              },
              warnings: placeWarnings(p, date, r.item.visitTime, koreanHoliday),
            },
          ];
        }
        if (r.item.kind === 'feed' && r.feed) {
          // A post an operator hid reads as removed in plans, except its author's own; a removed
          // post keeps its place in the day but shows nothing of what it said.
          const deleted = r.feed.deletedAt !== null || (r.feed.hiddenAt !== null && r.feed.userId !== viewerId);
          return [
            {
              ...base,
              kind: 'feed',
              feed: {
                id: r.feed.id,
                title: deleted ? '' : (r.translated ?? r.feed.title),
                image: deleted ? null : r.feedImage,
                deleted,
                place: deleted || !r.feed.placeId ? null : (postPlaces.get(r.feed.placeId) ?? null),
              },
            },
          ];
        }
        return [];
      });
    return { day, date, memo: memos.get(day) ?? '', holidays: dayHolidays, items };
  });
  return { ...summary!, memo: plan.memo, dayList };
}

/** The places posts are about, by id: where a post's step of a day leads. */
function feedPlaces(db: Db, placeIds: number[], lang: Language) {
  if (placeIds.length === 0) return new Map<number, { name: string; lat: number; lng: number }>();
  const rows = db
    .select({ id: places.id, nameKo: places.nameKo, nameJa: places.nameJa, lat: places.lat, lng: places.lng })
    .from(places)
    .where(inArray(places.id, [...new Set(placeIds)]))
    .all();
  return new Map(rows.map((p) => [p.id, { name: lang === 'ja' ? p.nameJa : p.nameKo, lat: p.lat, lng: p.lng }]));
}

export interface SavePlanInput {
  planId?: number;
  title?: string;
  regionIds?: number[];
  startDate?: string;
  nights?: number;
  memo?: string;
  confirmRemoval?: boolean;
}

function checkRegions(db: Db, regionIds: number[]): number[] {
  const unique = [...new Set(regionIds)];
  const found = db.select({ id: regions.id }).from(regions).where(inArray(regions.id, unique)).all();
  if (found.length !== unique.length) fail('NOT_FOUND');
  return unique;
}

function defaultTitle(db: Db, regionIds: number[], lang: Language): string {
  const names = db
    .select()
    .from(regions)
    .where(inArray(regions.id, regionIds))
    .orderBy(asc(regions.sort))
    .all()
    .map((r) => (lang === 'ja' ? r.nameJa : r.nameKo));
  return (lang === 'ja' ? `${names.join('・')}旅行` : `${names.join('·')} 여행`).slice(0, 50);
}

/** Days past `keep` that hold items or a memo: what shortening the plan would drop. */
function droppedDays(db: Db, plan: PlanRow, keep: number) {
  if (keep >= plan.days) return [];
  const counts = new Map(
    db
      .select({ day: planDayItems.day, n: sql<number>`count(*)` })
      .from(planDayItems)
      .where(and(eq(planDayItems.planId, plan.id), gt(planDayItems.day, keep)))
      .groupBy(planDayItems.day)
      .all()
      .map((c) => [c.day, c.n]),
  );
  const memos = new Map(
    db
      .select()
      .from(planDays)
      .where(and(eq(planDays.planId, plan.id), gt(planDays.day, keep)))
      .all()
      .map((d) => [d.day, d.memo]),
  );
  const dropped = [];
  for (let day = keep + 1; day <= plan.days; day++) {
    const itemCount = counts.get(day) ?? 0;
    const hasMemo = (memos.get(day) ?? '').trim() !== '';
    if (itemCount > 0 || hasMemo) dropped.push({ day, date: addDays(plan.startDate, day - 1), itemCount, hasMemo });
  }
  return dropped;
}

/**
 * Creates or changes a plan. Start dates before the server's Seoul today are refused (an
 * unchanged start of a trip already under way is kept). Shortening a plan that would drop days
 * with content saves nothing and names those days until the caller confirms.
 */
export function savePlan(db: Db, userId: number, input: SavePlanInput, lang: Language, today: string, now: number) {
  if (input.regionIds) input.regionIds = checkRegions(db, input.regionIds);
  const existing = input.planId === undefined ? null : ownPlan(db, userId, input.planId);
  if (input.startDate !== undefined && input.startDate !== existing?.startDate && input.startDate < today)
    fail('PAST_DATE');

  if (!existing) {
    const nights = input.nights ?? 0;
    const regionIds = input.regionIds!;
    const planId = db.transaction((tx) => {
      const id = tx
        .insert(plans)
        .values({
          userId,
          title: input.title ?? defaultTitle(tx, regionIds, lang),
          startDate: input.startDate!,
          nights,
          days: nights + 1,
          memo: input.memo ?? '',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: plans.id })
        .get().id;
      tx.insert(planRegions)
        .values(regionIds.map((regionId) => ({ planId: id, regionId })))
        .run();
      tx.insert(planDays)
        .values(Array.from({ length: nights + 1 }, (_, i) => ({ planId: id, day: i + 1 })))
        .run();
      return id;
    });
    return { planId, saved: true, droppedDays: [] };
  }

  const nights = input.nights ?? existing.nights;
  const days = nights + 1;
  const dropped = droppedDays(db, existing, days);
  if (dropped.length > 0 && !input.confirmRemoval) return { planId: existing.id, saved: false, droppedDays: dropped };
  db.transaction((tx) => {
    if (days < existing.days) {
      tx.delete(planDayItems)
        .where(and(eq(planDayItems.planId, existing.id), gt(planDayItems.day, days)))
        .run();
      tx.delete(planDays)
        .where(and(eq(planDays.planId, existing.id), gt(planDays.day, days)))
        .run();
    }
    for (let day = existing.days + 1; day <= days; day++)
      tx.insert(planDays).values({ planId: existing.id, day }).onConflictDoNothing().run();
    tx.update(plans)
      .set({
        title: input.title ?? existing.title,
        startDate: input.startDate ?? existing.startDate,
        nights,
        days,
        memo: input.memo ?? existing.memo,
        updatedAt: now,
      })
      .where(eq(plans.id, existing.id))
      .run();
    if (input.regionIds) {
      tx.delete(planRegions).where(eq(planRegions.planId, existing.id)).run();
      tx.insert(planRegions)
        .values(input.regionIds.map((regionId) => ({ planId: existing.id, regionId })))
        .run();
    }
  });
  return { planId: existing.id, saved: true, droppedDays: dropped };
}

function ownDay(db: Db, userId: number, planId: number, day: number) {
  const plan = ownPlan(db, userId, planId);
  if (day > plan.days) fail('NOT_FOUND');
  return plan;
}

/** A day's memo and/or its kept items in their new order; items left out are removed. */
export function savePlanDay(
  db: Db,
  userId: number,
  input: { planId: number; day: number; memo?: string; items?: Array<{ id: number; time?: string | null }> },
  now: number,
) {
  ownDay(db, userId, input.planId, input.day);
  db.transaction((tx) => {
    if (input.memo !== undefined) {
      tx.insert(planDays)
        .values({ planId: input.planId, day: input.day, memo: input.memo })
        .onConflictDoUpdate({ target: [planDays.planId, planDays.day], set: { memo: input.memo } })
        .run();
    }
    if (input.items) {
      const where = and(eq(planDayItems.planId, input.planId), eq(planDayItems.day, input.day));
      const current = new Map(
        tx
          .select()
          .from(planDayItems)
          .where(where)
          .all()
          .map((i) => [i.id, i]),
      );
      if (input.items.some((i) => !current.has(i.id))) fail('NOT_FOUND');
      const kept = new Set(input.items.map((i) => i.id));
      const removed = [...current.keys()].filter((id) => !kept.has(id));
      if (removed.length > 0) tx.delete(planDayItems).where(inArray(planDayItems.id, removed)).run();
      input.items.forEach((item, sort) => {
        const row = current.get(item.id)!;
        const visitTime = row.kind === 'place' && item.time !== undefined ? item.time : row.visitTime;
        tx.update(planDayItems).set({ sort, visitTime }).where(eq(planDayItems.id, item.id)).run();
      });
    }
    tx.update(plans).set({ updatedAt: now }).where(eq(plans.id, input.planId)).run();
  });
  return { savedAt: now };
}

export type DayTarget = { kind: 'place'; placeId: number } | { kind: 'feed'; feedId: number };

/** Appends a place or post to a day; the same one twice on a day is DUPLICATE. */
export function addDayItem(db: Db, userId: number, planId: number, day: number, target: DayTarget, now: number) {
  ownDay(db, userId, planId, day);
  const exists =
    target.kind === 'place'
      ? db.select({ id: places.id }).from(places).where(eq(places.id, target.placeId)).get()
      : db
          .select({ id: feeds.id })
          .from(feeds)
          .where(
            and(
              eq(feeds.id, target.feedId),
              sql`${feeds.deletedAt} is null`,
              sql`(${feeds.hiddenAt} is null or ${feeds.userId} = ${userId})`,
            ),
          )
          .get();
  if (!exists) fail('NOT_FOUND');
  return db.transaction((tx) => {
    const sameDay = and(eq(planDayItems.planId, planId), eq(planDayItems.day, day));
    const duplicate = tx
      .select({ id: planDayItems.id })
      .from(planDayItems)
      .where(
        and(
          sameDay,
          target.kind === 'place' ? eq(planDayItems.placeId, target.placeId) : eq(planDayItems.feedId, target.feedId),
        ),
      )
      .get();
    if (duplicate) fail('DUPLICATE');
    const last = tx
      .select({ max: sql<number | null>`max(${planDayItems.sort})` })
      .from(planDayItems)
      .where(sameDay)
      .get();
    const itemId = tx
      .insert(planDayItems)
      .values({
        planId,
        day,
        kind: target.kind,
        sort: (last?.max ?? -1) + 1,
        createdAt: now,
        placeId: target.kind === 'place' ? target.placeId : null,
        feedId: target.kind === 'feed' ? target.feedId : null,
      })
      .returning({ id: planDayItems.id })
      .get().id;
    tx.update(plans).set({ updatedAt: now }).where(eq(plans.id, planId)).run();
    return { itemId };
  });
}

export function deletePlan(db: Db, userId: number, planId: number) {
  ownPlan(db, userId, planId);
  db.transaction((tx) => {
    tx.delete(planShares).where(eq(planShares.planId, planId)).run();
    tx.delete(planDayItems).where(eq(planDayItems.planId, planId)).run();
    tx.delete(planDays).where(eq(planDays.planId, planId)).run();
    tx.delete(planRegions).where(eq(planRegions.planId, planId)).run();
    tx.delete(plans).where(eq(plans.id, planId)).run();
  });
  return {};
}
