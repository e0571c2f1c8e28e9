import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { cachedRead, type Db } from '../../db/client';
import { banners, notices } from '../../db/schema';
import type { Language } from '../../src/shared/constants';
import { fail } from '../lib/errors';
import { pageOf } from '../lib/page';

/**
 * Notices and banners are few and read on every launch: each language's list is built once per
 * change of the data (operators write them) and filtered by the clock, which scheduled notices and
 * banner periods depend on.
 */
const noticeSummaries = (db: Db, lang: Language) =>
  cachedRead(db, `noticeSummaries:${lang}`, () =>
    db
      .select({
        id: notices.id,
        titleKo: notices.titleKo,
        titleJa: notices.titleJa,
        important: notices.important,
        publishedAt: notices.publishedAt,
      })
      .from(notices)
      .orderBy(desc(notices.important), desc(notices.publishedAt), desc(notices.id))
      .all()
      .map((n) => ({
        id: n.id,
        title: lang === 'ja' ? n.titleJa : n.titleKo,
        important: n.important,
        publishedAt: n.publishedAt,
      })),
  );

const published = (db: Db, lang: Language, now: number) =>
  noticeSummaries(db, lang).filter((n) => n.publishedAt <= now);

/** The newest important notice published by now, or null when none is. */
export const importantNotice = (db: Db, lang: Language, now: number) =>
  published(db, lang, now).find((n) => n.important) ?? null;

/** Important notices first, then newest first (ties by id); the cursor is the last id seen. */
export function noticeList(db: Db, lang: Language, page: { cursor?: number; size: number }, now: number) {
  const all = published(db, lang, now);
  // A cursor naming no notice (a reset dropped it) ends the list rather than starting it over.
  const start = page.cursor === undefined ? 0 : all.findIndex((n) => n.id === page.cursor) + 1;
  if (page.cursor !== undefined && start === 0) return { items: [], nextCursor: null };
  return pageOf(all.slice(start, start + page.size + 1), page.size);
}

/** A scheduled notice does not exist for members until its time. */
export function noticeDetail(db: Db, lang: Language, noticeId: number, now: number) {
  const row =
    db
      .select()
      .from(notices)
      .where(and(eq(notices.id, noticeId), lte(notices.publishedAt, now)))
      .get() ?? fail('NOT_FOUND');
  return {
    id: row.id,
    title: lang === 'ja' ? row.titleJa : row.titleKo,
    important: row.important,
    publishedAt: row.publishedAt,
    body: lang === 'ja' ? row.bodyJa : row.bodyKo,
  };
}

/** The banners whose period includes now, in their order. */
export const bannerList = (db: Db, lang: Language, now: number) =>
  cachedRead(db, `banners:${lang}`, () => db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id)).all())
    .filter((b) => (b.startsAt === null || b.startsAt <= now) && (b.endsAt === null || now < b.endsAt))
    .map((b) => ({
      id: b.id,
      title: lang === 'ja' ? b.titleJa : b.titleKo,
      imageUrl: b.imageUrl,
      linkPath: b.linkPath,
    }));

/** The picture of the first banner live now: the feed's largest paint (lib/client-page.ts). */
export const firstBannerPicture = (db: Db, now: number): string | undefined => bannerList(db, 'ko', now)[0]?.imageUrl;
