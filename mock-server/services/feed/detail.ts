import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { preparedSql, type Db } from '../../../db/client';
import { feedImages, feedTranslations, feedViews, feeds, places } from '../../../db/schema';
import type { FeedComment, FeedDetail } from '../../../src/shared/api/feed';
import type { Language } from '../../../src/shared/constants';
import { seoulDay } from '../../lib/clock';
import { fail } from '../../lib/errors';
import { POST, readerStanding } from '../engagement';
import { pageOf } from '../../lib/page';
import { previews, type PageQuery } from './previews';

// One post and its comments, as a reader may see them.

/**
 * The post, unless it never existed, was deleted, or is hidden from this member (then NOT_FOUND);
 * only what rules need. Its author may still edit or delete a hidden post.
 */
export function liveFeed(db: Db, feedId: number, memberId: number) {
  const row = db
    .select({ id: feeds.id, userId: feeds.userId })
    .from(feeds)
    .where(and(eq(feeds.id, feedId), isNull(feeds.deletedAt), or(isNull(feeds.hiddenAt), eq(feeds.userId, memberId))))
    .get();
  return row ?? fail('NOT_FOUND');
}

/** One post for one reader; a signed-in reader's first view of the day counts. */
export function feedDetail(db: Db, feedId: number, readerId: number | null, lang: Language, now: number): FeedDetail {
  return db.transaction((tx) => {
    const post =
      tx
        .select()
        .from(feeds)
        .where(and(eq(feeds.id, feedId), isNull(feeds.deletedAt)))
        .get() ?? fail('NOT_FOUND');
    if (post.hiddenAt !== null && post.userId !== readerId) fail('NOT_FOUND');
    if (readerId !== null) {
      const counted = tx
        .insert(feedViews)
        .values({ feedId, userId: readerId, day: seoulDay(now) })
        .onConflictDoNothing()
        .run();
      if (counted.changes === 1)
        tx.update(feeds)
          .set({ viewCount: sql`${feeds.viewCount} + 1` })
          .where(eq(feeds.id, feedId))
          .run();
    }
    // Prepared statements live on the connection, not the transaction object; they still run inside it.
    const preview = previews(db, 'ids', { lang, readerId, ids: JSON.stringify([feedId]) }, 1)[0]!;
    const translation =
      post.language === lang
        ? undefined
        : tx
            .select()
            .from(feedTranslations)
            .where(and(eq(feedTranslations.feedId, feedId), eq(feedTranslations.language, lang)))
            .get();
    const images = tx
      .select({ url: feedImages.url })
      .from(feedImages)
      .where(eq(feedImages.feedId, feedId))
      .orderBy(feedImages.sort)
      .all();
    const place =
      post.placeId === null
        ? undefined
        : tx
            .select({ id: places.id, nameKo: places.nameKo, nameJa: places.nameJa })
            .from(places)
            .where(eq(places.id, post.placeId))
            .get();
    const mine = readerId === post.userId;
    const { myLikes, bookmarked } = readerStanding(tx, POST, readerId, feedId);
    const { excerpt: _excerpt, imageUrl: _imageUrl, imageCount: _imageCount, ...rest } = preview;
    return {
      ...rest,
      contents: translation?.contents ?? post.contents,
      images: images.map((i) => i.url),
      place: place ? { id: place.id, name: lang === 'ja' ? place.nameJa : place.nameKo } : null,
      bookmarkCount: post.bookmarkCount,
      myLikes,
      bookmarked,
      mine,
      original: mine ? { title: post.title, contents: post.contents } : null,
      updatedAt: post.updatedAt,
    };
  });
}

export function commentList(
  db: Db,
  feedId: number,
  query: PageQuery,
  readerId: number | null,
): { items: FeedComment[]; nextCursor: number | null } {
  liveFeed(db, feedId, readerId ?? 0);
  const rows = preparedSql(
    db,
    `
    SELECT c.id, c.contents, c.created_at AS createdAt, u.id AS authorId, u.nickname, u.profile_image AS profileImage,
      c.hidden_reason AS hiddenReason
    FROM feed_comments c JOIN users u ON u.id = c.user_id
    WHERE c.feed_id = @feedId AND c.deleted_at IS NULL AND (c.hidden_at IS NULL OR c.user_id = @readerId)
      AND c.id > @cursor ORDER BY c.id LIMIT @limit`,
  ).all({ feedId, readerId: readerId ?? 0, cursor: query.cursor ?? 0, limit: query.size + 1 }) as Array<{
    id: number;
    contents: string;
    createdAt: number;
    authorId: number;
    nickname: string;
    profileImage: string | null;
    hiddenReason: string | null;
  }>;
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      contents: r.contents,
      createdAt: r.createdAt,
      hiddenReason: r.hiddenReason,
      mine: r.authorId === readerId,
      author: { id: r.authorId, nickname: r.nickname, profileImage: r.profileImage },
    })),
    query.size,
  );
}
