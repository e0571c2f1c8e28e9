import { blob, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './common';

/** Reference lists (themes, regions): a stable code and a name in each language. */
const codeNameColumns = () => ({
  id: id(),
  code: text('code').notNull().unique(),
  nameKo: text('name_ko').notNull(),
  nameJa: text('name_ja').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const themes = sqliteTable('themes', codeNameColumns());
export const regions = sqliteTable('regions', codeNameColumns());

/**
 * Uploaded and seeded pictures, served by the mock server at /files/:id (a hash of the bytes sent).
 * An upload is stored decoded and cleaned (orientation applied, no metadata, at most the widest
 * served width, WebP): `width`, `height` and `thumbhash` are its size and placeholder, and it is
 * served in the variants of `file_variants`. A seeded drawing (SVG) has no size and is served as is.
 * Stored once per content (the id is a hash of the bytes); who may use it is `file_owners`.
 */
export const files = sqliteTable('files', {
  id: text('id').primaryKey(),
  mime: text('mime').notNull(),
  data: blob('data', { mode: 'buffer' }).notNull(),
  width: integer('width'),
  height: integer('height'),
  thumbhash: text('thumbhash'),
  createdAt: createdAt(),
});

/**
 * A member's reference to a picture they uploaded (decision 124): only they may show it, its bytes
 * count against their quota, and the picture goes with its last reference. The seed's have none.
 */
export const fileOwners = sqliteTable(
  'file_owners',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.ownerId] }), index('file_owners_owner').on(t.ownerId)],
);

/** An upload at one served width and format, encoded on its first request and kept (derived: not charged). */
export const fileVariants = sqliteTable(
  'file_variants',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: text('format', { enum: ['avif', 'webp'] }).notNull(),
    data: blob('data', { mode: 'buffer' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.width, t.format] })],
);
