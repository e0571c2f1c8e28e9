import { preparedSql, type Db } from '../../../db/client';
import type { FeedPreview } from '../../../src/shared/api/feed';
import type { Language } from '../../../src/shared/constants';

// How every list reads a post: one prepared statement per list, its preview in the reader's language.

/*
 * Reads on the hot paths (lists, search, detail) are hand-written prepared statements, cached per
 * connection: every list is one indexed range scan by id, so a page costs the same at post
 * 1,000,000 as at post 20. Writes go through drizzle inside one transaction each.
 */

/** The reader's text: a translation when one exists in their language, else the original. */
const PREVIEW_SELECT = `
SELECT f.id, f.language, f.like_count AS likeCount, f.view_count AS viewCount, f.comment_count AS commentCount,
  f.created_at AS createdAt, coalesce(tr.title, f.title) AS title,
  coalesce(tr.excerpt, f.excerpt) AS excerpt, tr.feed_id IS NOT NULL AS translated,
  (SELECT i.url FROM feed_images i WHERE i.feed_id = f.id ORDER BY i.sort LIMIT 1) AS imageUrl,
  (SELECT count(*) FROM feed_images i WHERE i.feed_id = f.id) AS imageCount,
  t.id AS themeId, CASE @lang WHEN 'ja' THEN t.name_ja ELSE t.name_ko END AS themeName,
  u.id AS authorId, u.nickname, u.profile_image AS profileImage, f.hidden_reason AS hiddenReason
FROM feeds f
LEFT JOIN feed_translations tr ON tr.feed_id = f.id AND tr.language = @lang AND f.language <> @lang
JOIN themes t ON t.id = f.theme_id
JOIN users u ON u.id = f.user_id`;

/** A post an operator hid is shown to its author (@readerId) only. */
const VISIBLE = 'f.deleted_at IS NULL AND (f.hidden_at IS NULL OR f.user_id = @readerId)';
const LIST_WHERE = {
  latest: 'f.deleted_at IS NULL AND f.hidden_at IS NULL',
  recommended: 'f.recommended = 1 AND f.deleted_at IS NULL AND f.hidden_at IS NULL',
  user: `f.user_id = @userId AND ${VISIBLE}`,
  ids: `f.id IN (SELECT value FROM json_each(@ids)) AND ${VISIBLE}`,
} as const;

/**
 * Lists run newest first by the time a post was written, ties by id (the seed and a moved clock
 * write posts whose ids are not in time order). The cursor stays the last post's id: the page
 * after it starts below that post's (created_at, id), one range scan of the list's index.
 */
const NEWEST_FIRST = 'ORDER BY f.created_at DESC, f.id DESC';
const AFTER_CURSOR = '(f.created_at, f.id) < (SELECT c.created_at, c.id FROM feeds c WHERE c.id = @cursor)';

interface PreviewRow {
  id: number;
  language: Language;
  likeCount: number;
  viewCount: number;
  commentCount: number;
  createdAt: number;
  title: string;
  excerpt: string;
  translated: number;
  imageUrl: string | null;
  imageCount: number;
  themeId: number;
  themeName: string;
  authorId: number;
  nickname: string;
  profileImage: string | null;
  hiddenReason: string | null;
}

const toPreview = (r: PreviewRow): FeedPreview => ({
  id: r.id,
  title: r.title,
  excerpt: r.excerpt,
  imageUrl: r.imageUrl,
  imageCount: r.imageCount,
  language: r.language,
  translated: r.translated === 1,
  theme: { id: r.themeId, name: r.themeName },
  author: { id: r.authorId, nickname: r.nickname, profileImage: r.profileImage },
  likeCount: r.likeCount,
  viewCount: r.viewCount,
  commentCount: r.commentCount,
  createdAt: r.createdAt,
  hiddenReason: r.hiddenReason,
});

export interface PageQuery {
  cursor?: number;
  size: number;
}

export function previews(
  db: Db,
  where: keyof typeof LIST_WHERE,
  params: Record<string, unknown> & { cursor?: number },
  limit: number,
): FeedPreview[] {
  const { cursor, ...rest } = params;
  // Search hands over ids already in its own order (by id, which its cursor pages on).
  const order = where === 'ids' ? 'ORDER BY f.id DESC' : NEWEST_FIRST;
  const conditions = cursor === undefined ? LIST_WHERE[where] : `${LIST_WHERE[where]} AND ${AFTER_CURSOR}`;
  const statement = preparedSql(db, `${PREVIEW_SELECT} WHERE ${conditions} ${order} LIMIT @limit`);
  return (statement.all(cursor === undefined ? { ...rest, limit } : { ...rest, cursor, limit }) as PreviewRow[]).map(
    toPreview,
  );
}
