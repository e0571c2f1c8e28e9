import { asc, desc, eq } from 'drizzle-orm';
import { readOnceUntilReset, type Db } from '../../db/client';
import { banners, notices } from '../../db/schema';
import type { Language } from '../../src/shared/constants';
import { fail } from '../lib/errors';
import { pageOf } from '../lib/page';

/**
 * Notices and banners are written only by the seed (a reset forgets what is read once), and there
 * are few of them: each language's list is read once and paged in memory.
 */
const noticeSummaries = (db: Db, lang: Language) =>
  readOnceUntilReset(db, `noticeSummaries:${lang}`, (d) =>
    d
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

/** The newest important notice, or null when none is. */
export const importantNotice = (db: Db, lang: Language) => noticeSummaries(db, lang).find((n) => n.important) ?? null;

/** Important notices first, then newest first (ties by id); the cursor is the last id seen. */
export function noticeList(db: Db, lang: Language, page: { cursor?: number; size: number }) {
  const all = noticeSummaries(db, lang);
  // A cursor naming no notice (a reset dropped it) ends the list rather than starting it over.
  const start = page.cursor === undefined ? 0 : all.findIndex((n) => n.id === page.cursor) + 1;
  if (page.cursor !== undefined && start === 0) return { items: [], nextCursor: null };
  return pageOf(all.slice(start, start + page.size + 1), page.size);
}

export function noticeDetail(db: Db, lang: Language, noticeId: number) {
  const row = db.select().from(notices).where(eq(notices.id, noticeId)).get() ?? fail('NOT_FOUND');
  return {
    id: row.id,
    title: lang === 'ja' ? row.titleJa : row.titleKo,
    important: row.important,
    publishedAt: row.publishedAt,
    body: lang === 'ja' ? row.bodyJa : row.bodyKo,
  };
}

export const bannerList = (db: Db, lang: Language) =>
  readOnceUntilReset(db, `banners:${lang}`, (d) =>
    d
      .select()
      .from(banners)
      .orderBy(asc(banners.sort))
      .all()
      .map((b) => ({
        id: b.id,
        title: lang === 'ja' ? b.titleJa : b.titleKo,
        imageUrl: b.imageUrl,
        linkPath: b.linkPath,
      })),
  );
