import { asc, desc, eq } from 'drizzle-orm';
import { readOnceUntilReset, type Db } from '../../db/client';
import { banners, notices } from '../../db/schema';
import type { Language } from '../../src/shared/constants';
import { fail } from '../lib/errors';
import type { DomainHandlers } from './handler';
import { pageOf } from '../lib/page';

/**
 * Notices and banners are written only by the seed (a reset forgets this cache), and there are
 * few of them: each language's list is read once and paged in memory.
 */
const noticeSummaries = (db: Db, lang: Language) =>
  readOnceUntilReset(db, `noticeSummaries:${lang}`, (d) =>
    d.select({ id: notices.id, titleKo: notices.titleKo, titleJa: notices.titleJa, important: notices.important, publishedAt: notices.publishedAt })
      .from(notices).orderBy(desc(notices.id)).all()
      .map((n) => ({ id: n.id, title: lang === 'ja' ? n.titleJa : n.titleKo, important: n.important, publishedAt: n.publishedAt })));

export const noticeHandlers: DomainHandlers<'notice'> = {
  importantNotice: ({ db, lang }) =>
    noticeSummaries(db, lang).filter((n) => n.important).sort((a, b) => b.publishedAt - a.publishedAt)[0] ?? null,
  noticeList: ({ db, lang, body }) => {
    const all = noticeSummaries(db, lang);
    const start = body.cursor === undefined ? 0 : all.findIndex((n) => n.id < body.cursor!);
    return start < 0 ? { items: [], nextCursor: null } : pageOf(all.slice(start, start + body.size + 1), body.size);
  },
  noticeDetail: ({ db, lang, body }) => {
    const row = db.select().from(notices).where(eq(notices.id, body.noticeId)).get() ?? fail('NOT_FOUND');
    return {
      id: row.id,
      title: lang === 'ja' ? row.titleJa : row.titleKo,
      important: row.important,
      publishedAt: row.publishedAt,
      body: lang === 'ja' ? row.bodyJa : row.bodyKo,
    };
  },
  bannerList: ({ db, lang }) =>
    readOnceUntilReset(db, `banners:${lang}`, (d) => d.select().from(banners).orderBy(asc(banners.sort)).all()
      .map((b) => ({ id: b.id, title: lang === 'ja' ? b.titleJa : b.titleKo, imageUrl: b.imageUrl, linkPath: b.linkPath }))),
};
