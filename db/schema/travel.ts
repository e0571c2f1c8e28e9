import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, id } from './common';
import { feeds } from './feed';
import { places } from './place';
import { regions } from './reference';
import { users } from './user';

export const plans = sqliteTable(
  'plans',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    /** 'YYYY-MM-DD' in Seoul time. */
    startDate: text('start_date').notNull(),
    nights: integer('nights').notNull(),
    days: integer('days').notNull(),
    memo: text('memo').notNull().default(''),
    updatedAt: integer('updated_at'),
    createdAt: createdAt(),
  },
  (t) => [index('plans_user').on(t.userId, t.id)],
);

export const planRegions = sqliteTable(
  'plan_regions',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
  },
  (t) => [primaryKey({ columns: [t.planId, t.regionId] })],
);

export const planDays = sqliteTable(
  'plan_days',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    /** 1-based day number. */
    day: integer('day').notNull(),
    memo: text('memo').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.planId, t.day] })],
);

export const planDayItems = sqliteTable(
  'plan_day_items',
  {
    id: id(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    day: integer('day').notNull(),
    kind: text('kind', { enum: ['place', 'feed'] }).notNull(),
    placeId: integer('place_id').references(() => places.id),
    feedId: integer('feed_id').references(() => feeds.id),
    /** Planned visit 'HH:MM' (places only), checked against the place's hours. */
    visitTime: text('visit_time'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('plan_day_items_day').on(t.planId, t.day, t.sort),
    // A place or post once per day, even under concurrent adds (NULLs of the other kind never collide).
    uniqueIndex('plan_day_items_place').on(t.planId, t.day, t.placeId),
    uniqueIndex('plan_day_items_feed').on(t.planId, t.day, t.feedId),
  ],
);

/**
 * A plan's read-only companion link (decision 134): one per plan, its token the only key. Revoking
 * deletes the row, so a revoked token reads like one that never was; sharing again makes a new one.
 */
export const planShares = sqliteTable(
  'plan_shares',
  {
    planId: integer('plan_id')
      .primaryKey()
      .references(() => plans.id),
    token: text('token').notNull(),
    showDates: bool('show_dates'),
    planMemo: bool('plan_memo'),
    dayMemos: bool('day_memos'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('plan_shares_token').on(t.token)],
);
