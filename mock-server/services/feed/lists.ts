import { eq } from 'drizzle-orm';
import { cachedRead, preparedSql, type Db } from '../../../db/client';
import { users } from '../../../db/schema';
import type { FeedTab } from '../../../src/shared/constants';
import type { Language } from '../../../src/shared/constants';
import { fail } from '../../lib/errors';
import { pageOf } from '../../lib/page';
import { previews, type PageQuery } from './previews';

// The lists of posts: a tab, a member's page, the member's saved posts.

/** One page plus the cursor of the next: one row more than asked tells whether there is one. */
export function feedList(db: Db, tab: FeedTab, query: PageQuery, lang: Language) {
  return cachedRead(db, `feedList:${tab}:${lang}:${query.cursor ?? ''}:${query.size}`, () =>
    pageOf(previews(db, tab, { lang, cursor: query.cursor }, query.size + 1), query.size),
  );
}

/** A member's page: their posts, their profile, and whether the reader is that member. */
export function userFeed(db: Db, ownerId: number, readerId: number, query: PageQuery, lang: Language) {
  const posts = pageOf(
    previews(db, 'user', { lang, userId: ownerId, readerId, cursor: query.cursor }, query.size + 1),
    query.size,
  );
  return { ...posts, profile: userProfile(db, ownerId, readerId), mine: ownerId === readerId };
}

function userProfile(db: Db, userId: number, readerId: number) {
  const user = db
    .select({
      id: users.id,
      nickname: users.nickname,
      profileImage: users.profileImage,
      instagram: users.instagram,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!user || user.status !== 'active') return fail('NOT_FOUND');
  const { count } = preparedSql(
    db,
    'SELECT count(*) AS count FROM feeds WHERE user_id = @userId AND deleted_at IS NULL AND (hidden_at IS NULL OR user_id = @readerId)',
  ).get({ userId, readerId }) as { count: number };
  return {
    id: user.id,
    nickname: user.nickname,
    profileImage: user.profileImage,
    instagram: user.instagram,
    feedCount: count,
  };
}

/**
 * The member's saved posts, the latest bookmark first: paged by the bookmark's rowid (a bookmark
 * set again is a new row, so it comes back to the top), previews read as the lists read them.
 */
export function bookmarkedFeeds(db: Db, userId: number, query: PageQuery, lang: Language) {
  const marks = preparedSql(
    db,
    `SELECT b.rowid AS mark, b.feed_id AS id FROM feed_bookmarks b JOIN feeds f ON f.id = b.feed_id
     WHERE b.user_id = @userId AND f.deleted_at IS NULL AND (f.hidden_at IS NULL OR f.user_id = @userId)
       AND b.rowid < @cursor ORDER BY b.rowid DESC LIMIT @limit`,
  ).all({ userId, cursor: query.cursor ?? Number.MAX_SAFE_INTEGER, limit: query.size + 1 }) as Array<{
    mark: number;
    id: number;
  }>;
  const page = pageOf(marks, query.size, (m) => m.mark);
  const found = previews(
    db,
    'ids',
    { lang, readerId: userId, ids: JSON.stringify(page.items.map((m) => m.id)) },
    page.items.length,
  );
  const byId = new Map(found.map((p) => [p.id, p]));
  return { items: page.items.flatMap((m) => byId.get(m.id) ?? []), nextCursor: page.nextCursor };
}
