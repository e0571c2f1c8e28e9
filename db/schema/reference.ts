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
 * `ownerId`: the member whose upload stored the bytes, charged to their storage quota; null for
 * the seed's pictures.
 */
export const files = sqliteTable(
  'files',
  {
    id: text('id').primaryKey(),
    mime: text('mime').notNull(),
    data: blob('data', { mode: 'buffer' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    thumbhash: text('thumbhash'),
    ownerId: integer('owner_id'),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner').on(t.ownerId)],
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
