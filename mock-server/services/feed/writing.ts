import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { feedComments, feedImages, feedTranslations, feeds, places, pointLedger, themes } from '../../../db/schema';
import { LANGUAGES, REWARDS, type Language } from '../../../src/shared/constants';
import { FIELD_MESSAGES } from '../../../src/shared/validation-messages';
import { AppError, fail } from '../../lib/errors';
import { takeBackCommentReward } from '../comment-rewards';
import { readUpload, releaseImages, storeImage } from '../images';
import { recordMission } from '../missions';
import { changePoints, takeBackPoints } from '../points';
import { translator, type PostText } from '../translator';
import { liveFeed } from './detail';

// Writing, editing and deleting a post: the first-post reward, pictures, translations.

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
    releaseImages(tx, dropped);
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
    releaseImages(tx, imageUrls(tx, feedId));
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
