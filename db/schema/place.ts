import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './common';
import { themes } from './reference';
import { users } from './user';

export const places = sqliteTable(
  'places',
  {
    id: id(),
    /** Quick-tag area: gangnam, myeongdong, seongsu, itaewon, or another district code. */
    area: text('area').notNull(),
    themeId: integer('theme_id').references(() => themes.id),
    nameKo: text('name_ko').notNull(),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    /**
     * Every name in every script people type (hangul, kana reading, romanisation, initials, the
     * Japanese and English names), normalised, as space-separated words; `areaKeys` the same for
     * the area's names. Computed by `placeSearchKeys` when the place is written, indexed by
     * db/sql/place.sql. No default: a write without keys does not compile.
     */
    searchKeys: text('search_keys').notNull(),
    areaKeys: text('area_keys').notNull(),
    lat: real('lat').notNull(),
    lng: real('lng').notNull(),
    addressKo: text('address_ko').notNull(),
    addressJa: text('address_ja').notNull(),
    phone: text('phone'),
    /** 'HH:MM' local Seoul time; closeTime may be past midnight ('02:00'). */
    openTime: text('open_time'),
    closeTime: text('close_time'),
    breakStart: text('break_start'),
    breakEnd: text('break_end'),
    /** Weekdays closed, 0 = Sunday. */
    closedDays: text('closed_days', { mode: 'json' }).$type<number[]>().notNull(),
    infoKo: text('info_ko').notNull(),
    infoJa: text('info_ja').notNull(),
    images: text('images', { mode: 'json' }).$type<string[]>().notNull(),
    likeCount: integer('like_count').notNull().default(0),
    bookmarkCount: integer('bookmark_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('places_lat_lng').on(t.lat, t.lng), index('places_area').on(t.area)],
);

export const placeMenus = sqliteTable(
  'place_menus',
  {
    id: id(),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id),
    nameKo: text('name_ko').notNull(),
    nameJa: text('name_ja').notNull(),
    price: integer('price').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('place_menus_place').on(t.placeId)],
);

export const placeComments = sqliteTable(
  'place_comments',
  {
    id: id(),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    contents: text('contents').notNull(),
    deletedAt: integer('deleted_at'),
    hiddenAt: integer('hidden_at'),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('place_comments_place').on(t.placeId, t.id)],
);

export const placeLikes = sqliteTable(
  'place_likes',
  {
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.userId] })],
);

export const placeBookmarks = sqliteTable(
  'place_bookmarks',
  {
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.placeId] })],
);
