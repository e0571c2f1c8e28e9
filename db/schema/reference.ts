import { blob, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
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
 * Uploaded and seeded pictures, served by the mock server at /files/:id (a hash of the bytes).
 * `ownerId`: the member whose upload stored the bytes, charged to their storage quota; null for
 * the seed's pictures.
 */
export const files = sqliteTable(
  'files',
  {
    id: text('id').primaryKey(),
    mime: text('mime').notNull(),
    data: blob('data', { mode: 'buffer' }).notNull(),
    ownerId: integer('owner_id'),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner').on(t.ownerId)],
);
