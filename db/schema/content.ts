import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id } from './common';

export const notices = sqliteTable('notices', {
  id: id(),
  titleKo: text('title_ko').notNull(),
  titleJa: text('title_ja').notNull(),
  bodyKo: text('body_ko').notNull(),
  bodyJa: text('body_ja').notNull(),
  important: integer('important', { mode: 'boolean' }).notNull().default(false),
  /** A future time schedules it: members see it from then on. */
  publishedAt: integer('published_at').notNull(),
});

export const banners = sqliteTable('banners', {
  id: id(),
  titleKo: text('title_ko').notNull(),
  titleJa: text('title_ja').notNull(),
  imageUrl: text('image_url').notNull(),
  linkPath: text('link_path').notNull(),
  sort: integer('sort').notNull().default(0),
  /** The period it shows in; open-ended when null. */
  startsAt: integer('starts_at'),
  endsAt: integer('ends_at'),
});

/** Every operator action: when, what, on what, and the target before and after. */
export const adminAudit = sqliteTable('admin_audit', {
  id: id(),
  at: integer('at').notNull(),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: integer('target_id').notNull(),
  before: text('before', { mode: 'json' }).$type<unknown>(),
  after: text('after', { mode: 'json' }).$type<unknown>(),
});
