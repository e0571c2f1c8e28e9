import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { cachedRead, preparedSql, readOnceUntilReset, type Db } from '../../db/client';
import {
  feedComments,
  feedImages,
  feedTranslations,
  feedViews,
  feeds,
  places,
  pointLedger,
  themes,
  users,
} from '../../db/schema';
import type { FeedComment, FeedDetail, FeedPreview } from '../../src/shared/api/feed';
import type { FeedTab } from '../../src/shared/constants';
import { LANGUAGES, REWARDS, type Language } from '../../src/shared/constants';
import { FIELD_MESSAGES } from '../../src/shared/validation-messages';
import { seoulDay } from '../lib/clock';
import { AppError, fail } from '../lib/errors';
import { takeBackCommentReward } from './comment-rewards';
import { POST, readerStanding } from './engagement';
import { readUpload, releaseImages, storeImage } from './images';
import { recordMission } from './missions';
import { changePoints, takeBackPoints } from './points';
import { translator, type PostText } from './translator';
import { ftsPhrase } from '../lib/fts';
import { counterpartIndex, formsOfWord } from '../lib/search/dictionary';
import { pageOf } from '../lib/page';

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

interface PageQuery {
  cursor?: number;
  size: number;
}

function previews(
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

/** Search pages on (tier, id): the cursor is tier * TIER_STRIDE + (TIER_STRIDE - 1 - id), rising down the list. */
const TIER_STRIDE = 2 ** 32;
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/** Any of `forms` in a row's title or contents, as LIKE conditions whose patterns go into `params`. */
function anyOfLike(forms: string[], name: string, params: Record<string, unknown>): string {
  return `(${forms
    .map((form, i) => {
      params[`${name}_${i}`] = likePattern(form);
      return `title LIKE @${name}_${i} ESCAPE '\\' OR contents LIKE @${name}_${i} ESCAPE '\\'`;
    })
    .join(' OR ')})`;
}

/**
 * Words of a title or contents, in any language the post exists in (FTS5 trigram: partial words
 * too). A word also matches its counterparts in the shipped dictionary (カフェ, 카페, cafe; area
 * names in every script); posts with the words as typed come first, then those found only by a
 * counterpart, newest first within each. Forms of one or two characters are below a trigram,
 * so a word with one is matched by LIKE instead.
 */
export function searchFeeds(db: Db, query: string, page: PageQuery, lang: Language) {
  const dictionary = readOnceUntilReset(db, 'searchDictionary', () =>
    counterpartIndex(
      db
        .selectDistinct({ area: places.area })
        .from(places)
        .all()
        .map((row) => row.area),
    ),
  );
  // A NUL (found by contract fuzzing: it cut the FTS5 query) is read as the space it stands in for.
  const words = query
    .split(/[\s\0]+/)
    .filter(Boolean)
    .map((word) => formsOfWord(word, dictionary));
  // Nothing but separators (found by contract fuzzing: a lone NUL) searches for nothing.
  if (words.length === 0) return { items: [], nextCursor: null };
  const params: Record<string, unknown> = { limit: page.size + 1, cursor: page.cursor ?? 0 };
  const long = words.filter((w) => w.all.every((form) => [...form].length >= 3));
  const conditions = words.filter((w) => !long.includes(w)).map((w, i) => anyOfLike(w.all, `w${i}`, params));
  if (long.length) {
    conditions.unshift('feed_fts MATCH @match');
    params.match = long.map((w) => `(${w.all.map(ftsPhrase).join(' OR ')})`).join(' AND ');
  }
  const typed = words.map((w, i) => anyOfLike(w.typed, `t${i}`, params)).join(' AND ');
  const rows = preparedSql(
    db,
    `SELECT rowid / 4 AS id, MIN(CASE WHEN ${typed} THEN 0 ELSE 1 END) AS tier FROM feed_fts
     WHERE ${conditions.join(' AND ')} GROUP BY rowid / 4
     HAVING tier * ${TIER_STRIDE} + (${TIER_STRIDE - 1} - id) > @cursor ORDER BY tier, id DESC LIMIT @limit`,
  ).all(params) as Array<{ id: number; tier: number }>;
  const found = previews(db, 'ids', { lang, readerId: 0, ids: JSON.stringify(rows.map((r) => r.id)) }, rows.length);
  const byId = new Map(found.map((p) => [p.id, p]));
  const forms = words.flatMap((w) => w.all);
  const ranked = rows.flatMap((row) => {
    const post = byId.get(row.id);
    return post ? [{ ...post, matched: formsIn(forms, `${post.title}\n${post.excerpt}`), tier: row.tier }] : [];
  });
  const result = pageOf(ranked, page.size, (p) => p.tier * TIER_STRIDE + (TIER_STRIDE - 1 - p.id));
  return { ...result, items: result.items.map(({ tier: _tier, ...post }) => post) };
}

/** The forms that occur in `text` (latin letters in any case), for highlighting. */
const formsIn = (forms: string[], text: string) => {
  const lower = text.toLowerCase();
  return forms.filter((form) => lower.includes(form.toLowerCase()));
};

/**
 * The post, unless it never existed, was deleted, or is hidden from this member (then NOT_FOUND);
 * only what rules need. Its author may still edit or delete a hidden post.
 */
function liveFeed(db: Db, feedId: number, memberId: number) {
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

/** Whether the member's next post earns the first-post reward, and how much it is. */
export const firstPostOffer = (db: Db, userId: number) => ({
  firstFeed: !hasPosted(db, userId),
  reward: REWARDS.firstPost,
});

function hasPosted(db: Db, userId: number): boolean {
  return (
    db
      .select({ id: pointLedger.id })
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, userId), eq(pointLedger.reason, 'firstPost')))
      .get() !== undefined
  );
}

export interface WriteFeedInput {
  feedId?: number;
  themeId: number;
  title: string;
  contents: string;
  language: Language;
  images: string[];
  placeId?: number | null;
}

/**
 * Writes a new post or edits the author's own. The first post ever earns REWARDS.firstPost.
 * An edit drops the old translations: they no longer say what the post says.
 */
export async function writeFeed(
  db: Db,
  userId: number,
  input: WriteFeedInput,
  lang: Language,
  now: number,
): Promise<{ feedId: number; reward: number }> {
  const uploads = await Promise.all(input.images.map((image) => readUpload(db, image, lang)));
  const result = db.transaction((tx) => {
    if (!tx.select({ id: themes.id }).from(themes).where(eq(themes.id, input.themeId)).get()) {
      throw new AppError('VALIDATION', 200, FIELD_MESSAGES[lang]['feed.theme']);
    }
    if (input.placeId && !tx.select({ id: places.id }).from(places).where(eq(places.id, input.placeId)).get())
      fail('NOT_FOUND');
    if (input.feedId !== undefined && liveFeed(tx, input.feedId, userId).userId !== userId) fail('FORBIDDEN');
    const duplicate = tx
      .select({ id: feeds.id })
      .from(feeds)
      .where(
        and(
          eq(feeds.userId, userId),
          eq(feeds.title, input.title),
          eq(feeds.contents, input.contents),
          isNull(feeds.deletedAt),
          input.feedId !== undefined ? ne(feeds.id, input.feedId) : undefined,
        ),
      )
      .get();
    if (duplicate) fail('DUPLICATE');
    const urls = uploads.map((upload) => storeImage(tx, upload, now, userId));
    const values = {
      themeId: input.themeId,
      placeId: input.placeId ?? null,
      language: input.language,
      title: input.title,
      contents: input.contents,
    };
    let feedId: number;
    let reward = 0;
    let dropped: string[] = [];
    if (input.feedId !== undefined) {
      feedId = input.feedId;
      tx.update(feeds)
        .set({ ...values, updatedAt: now })
        .where(eq(feeds.id, feedId))
        .run();
      dropped = imageUrls(tx, feedId).filter((url) => !urls.includes(url));
      tx.delete(feedImages).where(eq(feedImages.feedId, feedId)).run();
      tx.delete(feedTranslations).where(eq(feedTranslations.feedId, feedId)).run();
    } else {
      feedId = tx
        .insert(feeds)
        .values({ ...values, userId, createdAt: now })
        .returning({ id: feeds.id })
        .get().id;
      recordMission(tx, userId, 'writeFeed', now);
      if (!hasPosted(tx, userId)) {
        changePoints(tx, userId, REWARDS.firstPost, 'firstPost', now, feedId);
        reward = REWARDS.firstPost;
      }
    }
    if (urls.length)
      tx.insert(feedImages)
        .values(urls.map((url, sort) => ({ feedId, url, sort })))
        .run();
    releaseImages(tx, dropped, userId);
    return { feedId, reward };
  });
  void requestTranslations(db, result.feedId, input.language, { title: input.title, contents: input.contents });
  return result;
}

/**
 * Asks the plugged translator for the post's other languages; an answer is stored (and indexed
 * for search by the triggers of db/sql/feed.sql) only if the post still says the same thing.
 */
export async function requestTranslations(db: Db, feedId: number, from: Language, text: PostText): Promise<void> {
  for (const to of LANGUAGES.filter((l) => l !== from)) {
    const translated = await translator()
      .translate(text, from, to)
      .catch(() => null);
    if (!translated) continue;
    db.transaction((tx) => {
      const post = tx.select().from(feeds).where(eq(feeds.id, feedId)).get();
      if (!post || post.deletedAt !== null || post.title !== text.title || post.contents !== text.contents) return;
      tx.delete(feedTranslations)
        .where(and(eq(feedTranslations.feedId, feedId), eq(feedTranslations.language, to)))
        .run();
      tx.insert(feedTranslations)
        .values({ feedId, language: to, ...translated })
        .run();
    });
  }
}

const imageUrls = (tx: Db, feedId: number) =>
  tx
    .select({ url: feedImages.url })
    .from(feedImages)
    .where(eq(feedImages.feedId, feedId))
    .all()
    .map((i) => i.url);

/**
 * Its pictures are freed when nothing else shows them. Its comments go with it, and so do their rewards (whoever wrote them): otherwise commenting
 * on one's own post and deleting the post would keep the points. The first-post reward it earned goes too.
 */
export function deleteFeed(db: Db, userId: number, feedId: number, now: number): void {
  db.transaction((tx) => {
    if (liveFeed(tx, feedId, userId).userId !== userId) fail('FORBIDDEN');
    const comments = tx
      .select({ id: feedComments.id, userId: feedComments.userId, createdAt: feedComments.createdAt })
      .from(feedComments)
      .where(and(eq(feedComments.feedId, feedId), isNull(feedComments.deletedAt)))
      .all();
    for (const comment of comments) takeBackCommentReward(tx, 'comment', comment, now);
    takeBackFirstPostReward(tx, userId, feedId, now);
    tx.update(feeds).set({ deletedAt: now }).where(eq(feeds.id, feedId)).run();
    releaseImages(tx, imageUrls(tx, feedId), userId);
  });
}

/**
 * The post is gone, so is its first-post reward: taken back as far as the balance goes, with a
 * 'postDeleted' row pointing at the reward's row (as a deleted comment's). Writing another post
 * earns no second one: the offer looks for the reward row, which stays.
 */
function takeBackFirstPostReward(tx: Db, userId: number, feedId: number, now: number): void {
  const reward = tx
    .select({ id: pointLedger.id, amount: pointLedger.amount })
    .from(pointLedger)
    .where(and(eq(pointLedger.userId, userId), eq(pointLedger.reason, 'firstPost'), eq(pointLedger.refId, feedId)))
    .get();
  if (reward) takeBackPoints(tx, userId, reward.amount, 'postDeleted', now, reward.id);
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
