import type { Database } from 'better-sqlite3';
import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { cachedRead, preparedSql, type Db } from '../../db/client';
import {
  feedImages,
  feeds,
  feedTranslations,
  placeBookmarks,
  placeComments,
  placeMenus,
  places,
  users,
} from '../../db/schema';
import type {
  OpenStatus,
  PlaceComment,
  PlaceDetail,
  PlaceSummary,
  placeSearchRequest,
} from '../../src/shared/api/place';
import type { Language } from '../../src/shared/constants';
import { fail } from '../lib/errors';
import { PLACE, readerStanding } from './engagement';
import { ftsPhrase } from '../lib/fts';
import { placeHighlights } from '../lib/search/highlight';
import { normaliseForSearch } from '../lib/search/normalise';
import { pageOf } from '../lib/page';

type PlaceRow = typeof places.$inferSelect;
type Hours = Pick<PlaceRow, 'openTime' | 'closeTime' | 'breakStart' | 'breakEnd' | 'closedDays'>;

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const METRES_PER_DEGREE = 111_320;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Open, break, closed or a closing day at `now`, in Seoul time. A session that closes after
 * midnight belongs to the day it opened, so 01:00 on a closing day can still be open.
 */
export function openStatusAt(hours: Hours, now: number): OpenStatus {
  const seoul = new Date(now + SEOUL_OFFSET_MS);
  const day = seoul.getUTCDay();
  const minute = seoul.getUTCHours() * 60 + seoul.getUTCMinutes();
  const closedOn = (weekday: number) => hours.closedDays.includes(weekday);
  if (hours.openTime === null || hours.closeTime === null) return closedOn(day) ? 'dayOff' : 'open';
  const open = minutes(hours.openTime);
  const close = minutes(hours.closeTime);
  const overnight = close <= open;
  const inTodaysSession = !closedOn(day) && minute >= open && (overnight || minute < close);
  const inYesterdaysSession = overnight && minute < close && !closedOn((day + 6) % 7);
  if (!inTodaysSession && !inYesterdaysSession) return closedOn(day) ? 'dayOff' : 'closed';
  if (hours.breakStart && hours.breakEnd && minute >= minutes(hours.breakStart) && minute < minutes(hours.breakEnd))
    return 'break';
  return 'open';
}

const bookmarkedBy = (userId: number | null) =>
  userId === null
    ? sql<number>`0`
    : sql<number>`exists (select 1 from ${placeBookmarks} where ${placeBookmarks.userId} = ${userId} and ${placeBookmarks.placeId} = ${places.id})`;

const summaryColumns = (userId: number | null) => ({
  id: places.id,
  nameKo: places.nameKo,
  nameJa: places.nameJa,
  area: places.area,
  lat: places.lat,
  lng: places.lng,
  addressKo: places.addressKo,
  addressJa: places.addressJa,
  thumbnail: sql<string | null>`json_extract(${places.images}, '$[0]')`,
  likeCount: places.likeCount,
  commentCount: places.commentCount,
  bookmarked: bookmarkedBy(userId),
});

interface SummaryRow {
  id: number;
  nameKo: string;
  nameJa: string;
  area: string;
  lat: number;
  lng: number;
  addressKo: string;
  addressJa: string;
  thumbnail: string | null;
  likeCount: number;
  commentCount: number;
  bookmarked: number;
}

function toSummary(row: SummaryRow, lang: Language): PlaceSummary {
  return {
    id: row.id,
    name: lang === 'ja' ? row.nameJa : row.nameKo,
    area: row.area,
    lat: row.lat,
    lng: row.lng,
    address: lang === 'ja' ? row.addressJa : row.addressKo,
    thumbnail: row.thumbnail,
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    bookmarked: Boolean(row.bookmarked),
  };
}

export type PlaceSearch = z.output<typeof placeSearchRequest>;

/** Degrees of a box `radiusM` around a point (an equirectangular approximation, fine at city scale). */
function boxAround(lat: number, lng: number, radiusM: number) {
  const dLat = radiusM / METRES_PER_DEGREE;
  const dLng = radiusM / (METRES_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  return { south: lat - dLat, north: lat + dLat, west: lng - dLng, east: lng + dLng };
}

const SUMMARY_SELECT = `select p.id, p.name_ko as nameKo, p.name_ja as nameJa, p.area, p.lat, p.lng, p.address_ko as addressKo,
  p.address_ja as addressJa, json_extract(p.images, '$[0]') as thumbnail, p.like_count as likeCount, p.comment_count as commentCount,
  exists (select 1 from place_bookmarks b where b.user_id = @userId and b.place_id = p.id) as bookmarked`;

/**
 * Places by words, area, map box or distance. Boxes go through the R*Tree (its ids drive a rowid
 * lookup, so a box of a few hundred places never touches the other 100,000); the exact
 * coordinates are checked again because the R*Tree stores 32-bit floats. Words are normalised
 * like the stored search keys (any script: hangul, kana, kanji, romanisation, initials) and found
 * through the trigram index, or for one or two characters through the word-prefix index.
 * The map asks the same boxes again and again: answers come from `cachedRead` until a write.
 */
export const searchPlaces = (sqlite: Database, userId: number | null, lang: Language, request: PlaceSearch) =>
  cachedRead(sqlite, `searchPlaces:${userId}:${lang}:${JSON.stringify(request)}`, () =>
    findPlaces(sqlite, userId, lang, request),
  );

/** Ranked name searches page on (rank, id): the cursor is rank * RANK_STRIDE + id. */
const RANK_STRIDE = 2 ** 32;
/** A keystroke's worth of ranking: more matches than this are a query still being typed. */
const RANKED_CANDIDATES = 1000;
/**
 * A name key equal to the query, a name key starting with it, an area key equal to it (every place
 * of 명동 for "ㅁㄷ", after the one named ㅁㄷ), a key containing it, an address only.
 */
const NAME_RANK = `(CASE WHEN instr(' ' || p.search_keys || ' ', ' ' || @key || ' ') > 0 THEN 0
  WHEN instr(' ' || p.search_keys, ' ' || @key) > 0 THEN 1
  WHEN instr(' ' || p.area_keys || ' ', ' ' || @key || ' ') > 0 THEN 2
  WHEN instr(p.search_keys || ' ' || p.area_keys, @key) > 0 THEN 3 ELSE 4 END)`;

function findPlaces(sqlite: Database, userId: number | null, lang: Language, request: PlaceSearch) {
  const box = request.near ? boxAround(request.near.lat, request.near.lng, request.near.radiusM) : request.box;
  const query = request.query?.trim();
  const key = query ? normaliseForSearch(query) : '';
  const params: Record<string, unknown> = { userId, ...box };
  const where: string[] = [];
  if (box) {
    where.push(
      'p.id in (select id from places_fts_rtree where max_lat >= @south and min_lat <= @north and max_lng >= @west and min_lng <= @east)',
    );
    where.push('p.lat between @south and @north and p.lng between @west and @east');
  }
  // Ranking reads every match: a query as broad as one letter is ranked among its first matches only.
  const cap = box || request.area ? '' : ` limit ${RANKED_CANDIDATES}`;
  if (query && key && [...key].length >= 3) {
    where.push(`p.id in (select rowid from places_fts where places_fts match @phrase${cap})`);
    params.phrase = key === query ? ftsPhrase(key) : `${ftsPhrase(key)} OR ${ftsPhrase(query)}`;
  } else if (query && key) {
    where.push(`p.id in (select rowid from places_fts_words where places_fts_words match @prefix${cap})`);
    params.prefix = `${ftsPhrase(key)}*`;
  } else if (query) {
    // Only separators ("---", "・"): nothing to look for.
    where.push('0');
  }
  if (request.area) {
    where.push('p.area = @area');
    params.area = request.area;
  }
  const ranked = Boolean(key) && !request.near;
  let order = 'p.id';
  if (request.near) {
    const cos = Math.cos((request.near.lat * Math.PI) / 180);
    Object.assign(params, { lat: request.near.lat, lng: request.near.lng, cos2: cos * cos });
    order = '(p.lat - @lat) * (p.lat - @lat) + (p.lng - @lng) * (p.lng - @lng) * @cos2';
  } else if (ranked) {
    order = `${NAME_RANK}, p.id`;
    params.key = key;
    if (request.cursor) {
      where.push(`${NAME_RANK} * ${RANK_STRIDE} + p.id > @cursor`);
      params.cursor = request.cursor;
    }
  } else if (request.cursor) {
    where.push('p.id > @cursor');
    params.cursor = request.cursor;
  }
  // The nearest `size` have no next page; lists by id fetch one more to know if another follows.
  params.limit = request.near ? request.size : request.size + 1;
  const rank = ranked ? `, ${NAME_RANK} as searchRank` : '';
  const text = `${SUMMARY_SELECT}${rank}, p.name_en as nameEn from places p ${where.length > 0 ? `where ${where.join(' and ')}` : ''} order by ${order} limit @limit`;
  // The map's hot path skips the query builder: one statement per shape of search.
  const rows = preparedSql(sqlite, text).all(params) as Array<SummaryRow & { searchRank?: number; nameEn: string }>;
  const items = rows.slice(0, request.size);
  const last = items.at(-1);
  const nextCursor =
    !request.near && rows.length > request.size ? (last!.searchRank ?? 0) * RANK_STRIDE + last!.id : null;
  return {
    items: items.map((r) => ({ ...toSummary(r, lang), matched: key ? placeHighlights(r, lang, key) : [] })),
    nextCursor,
  };
}

export function placeOrFail(db: Db, placeId: number): PlaceRow {
  return db.select().from(places).where(eq(places.id, placeId)).get() ?? fail('NOT_FOUND');
}

export function placeDetail(db: Db, userId: number | null, lang: Language, placeId: number, now: number): PlaceDetail {
  const row = db.select(summaryColumns(userId)).from(places).where(eq(places.id, placeId)).get() ?? fail('NOT_FOUND');
  const place = placeOrFail(db, placeId);
  const menus = db.select().from(placeMenus).where(eq(placeMenus.placeId, placeId)).orderBy(asc(placeMenus.sort)).all();
  const { myLikes } = readerStanding(db, PLACE, userId, placeId);
  const mentioning = db
    .select({
      id: feeds.id,
      title: sql<string>`coalesce((select ${feedTranslations.title} from ${feedTranslations} where ${feedTranslations.feedId} = ${feeds.id} and ${feedTranslations.language} = ${lang}), ${feeds.title})`,
      thumbnail: sql<
        string | null
      >`(select ${feedImages.url} from ${feedImages} where ${feedImages.feedId} = ${feeds.id} order by ${feedImages.sort} limit 1)`,
    })
    .from(feeds)
    .where(and(eq(feeds.placeId, placeId), isNull(feeds.deletedAt), isNull(feeds.hiddenAt)))
    .orderBy(desc(feeds.createdAt), desc(feeds.id))
    .limit(10)
    .all();
  return {
    ...toSummary(row, lang),
    nameKo: place.nameKo,
    addressKo: place.addressKo,
    phone: place.phone,
    openTime: place.openTime,
    closeTime: place.closeTime,
    breakStart: place.breakStart,
    breakEnd: place.breakEnd,
    closedDays: place.closedDays,
    openStatus: openStatusAt(place, now),
    info: lang === 'ja' ? place.infoJa : place.infoKo,
    images: place.images,
    menus: menus.map((m) => ({ id: m.id, name: lang === 'ja' ? m.nameJa : m.nameKo, price: m.price })),
    bookmarkCount: place.bookmarkCount,
    myLikes,
    feeds: mentioning,
  };
}

/** The user's bookmarks, latest first, paged by the bookmark's rowid. */
export function bookmarkList(db: Db, userId: number, lang: Language, cursor: number | undefined, size: number) {
  const rowid = sql<number>`${placeBookmarks}.rowid`;
  const rows = db
    .select({ ...summaryColumns(userId), rowid })
    .from(placeBookmarks)
    .innerJoin(places, eq(places.id, placeBookmarks.placeId))
    .where(and(eq(placeBookmarks.userId, userId), cursor ? lt(rowid, cursor) : undefined))
    .orderBy(desc(rowid))
    .limit(size + 1)
    .all();
  const page = pageOf(rows, size, (r) => r.rowid);
  return { ...page, items: page.items.map((r) => toSummary(r, lang)) };
}

export function commentList(
  db: Db,
  userId: number,
  placeId: number,
  cursor: number | undefined,
  size: number,
): { items: PlaceComment[]; nextCursor: number | null } {
  placeOrFail(db, placeId);
  const rows = db
    .select({
      id: placeComments.id,
      userId: placeComments.userId,
      nickname: users.nickname,
      profileImage: users.profileImage,
      contents: placeComments.contents,
      createdAt: placeComments.createdAt,
      hiddenReason: placeComments.hiddenReason,
    })
    .from(placeComments)
    .innerJoin(users, eq(users.id, placeComments.userId))
    .where(
      and(
        eq(placeComments.placeId, placeId),
        isNull(placeComments.deletedAt),
        or(isNull(placeComments.hiddenAt), eq(placeComments.userId, userId)),
        cursor ? lt(placeComments.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(placeComments.id))
    .limit(size + 1)
    .all();
  const page = pageOf(rows, size);
  return { ...page, items: page.items.map((c) => ({ ...c, mine: c.userId === userId })) };
}
