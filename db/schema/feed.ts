import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, lang } from './common';
import { places } from './place';
import { themes } from './reference';
import { users } from './user';

export const EXCERPT_CHARS = 120;
const excerpt = () =>
  text('excerpt').generatedAlwaysAs(sql`substr(contents, 1, ${sql.raw(String(EXCERPT_CHARS))})`, { mode: 'stored' });

export const feeds = sqliteTable(
  'feeds',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    themeId: integer('theme_id')
      .notNull()
      .references(() => themes.id),
    placeId: integer('place_id').references(() => places.id),
    /** The language the author wrote in; other languages come from feed_translations. */
    language: lang(),
    title: text('title').notNull(),
    /** What list previews show; kept by SQLite, so a list page never reads whole contents. */
    excerpt: excerpt(),
    recommended: integer('recommended', { mode: 'boolean' }).notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    bookmarkCount: integer('bookmark_count').notNull().default(0),
    deletedAt: integer('deleted_at'),
    /** Hidden by an operator: gone for everyone but its author, who sees the reason. */
    hiddenAt: integer('hidden_at'),
    hiddenReason: text('hidden_reason'),
    updatedAt: integer('updated_at'),
    createdAt: createdAt(),
    /** Last: long text spills into overflow pages, which a row read walks only for columns after it. */
    contents: text('contents').notNull(),
  },
  // Lists run newest first by time, ties by id: SQLite appends the rowid (id) to every index entry,
  // so each of these is already ordered by (created_at, id) within its prefix.
  (t) => [
    index('feeds_latest').on(t.deletedAt, t.createdAt),
    index('feeds_recommended').on(t.recommended, t.deletedAt, t.createdAt),
    index('feeds_user').on(t.userId, t.createdAt),
    index('feeds_place').on(t.placeId),
  ],
);

export const feedTranslations = sqliteTable(
  'feed_translations',
  {
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id),
    language: lang(),
    title: text('title').notNull(),
    excerpt: excerpt(),
    contents: text('contents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.language] })],
);

export const feedImages = sqliteTable(
  'feed_images',
  {
    id: id(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('feed_images_feed').on(t.feedId, t.sort), index('feed_images_url').on(t.url)],
);

export const feedComments = sqliteTable(
  'feed_comments',
  {
    id: id(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    contents: text('contents').notNull(),
    deletedAt: integer('deleted_at'),
    hiddenAt: integer('hidden_at'),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('feed_comments_feed').on(t.feedId, t.id)],
);

export const feedLikes = sqliteTable(
  'feed_likes',
  {
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.userId] })],
);

export const feedBookmarks = sqliteTable(
  'feed_bookmarks',
  {
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.feedId] })],
);

export const feedViews = sqliteTable(
  'feed_views',
  {
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.userId, t.day] })],
);

export const reports = sqliteTable('reports', {
  id: id(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  targetType: text('target_type', { enum: ['feed', 'feedComment', 'placeComment'] }).notNull(),
  targetId: integer('target_id').notNull(),
  reason: text('reason').notNull(),
  /** An operator's decision on the reported content: every open report of one target is resolved together. */
  state: text('state', { enum: ['open', 'hidden', 'dismissed'] })
    .notNull()
    .default('open'),
  resolvedAt: integer('resolved_at'),
  createdAt: createdAt(),
});
