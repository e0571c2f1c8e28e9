import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id } from './common';

export const notices = sqliteTable('notices', {
  id: id(),
  titleKo: text('title_ko').notNull(),
  titleJa: text('title_ja').notNull(),
  bodyKo: text('body_ko').notNull(),
  bodyJa: text('body_ja').notNull(),
  important: integer('important', { mode: 'boolean' }).notNull().default(false),
  publishedAt: integer('published_at').notNull(),
});

export const banners = sqliteTable('banners', {
  id: id(),
  titleKo: text('title_ko').notNull(),
  titleJa: text('title_ja').notNull(),
  imageUrl: text('image_url').notNull(),
  linkPath: text('link_path').notNull(),
  sort: integer('sort').notNull().default(0),
});
