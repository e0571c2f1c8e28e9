import { asc, desc, eq, lt } from 'drizzle-orm';
import { banners, notices } from '../../db/schema';
import { fail } from '../lib/errors';
import type { DomainHandlers } from './handler';

type NoticeRow = typeof notices.$inferSelect;
const summary = (n: NoticeRow, lang: 'ko' | 'ja') => ({
  id: n.id,
  title: lang === 'ja' ? n.titleJa : n.titleKo,
  important: n.important,
  publishedAt: n.publishedAt,
});

export const noticeHandlers: DomainHandlers<'notice'> = {
  importantNotice: ({ db, lang }) => {
    const row = db.select().from(notices).where(eq(notices.important, true)).orderBy(desc(notices.publishedAt)).get();
    return row ? summary(row, lang) : null;
  },
  noticeList: ({ db, lang, body }) => {
    const rows = db.select().from(notices)
      .where(body.cursor ? lt(notices.id, body.cursor) : undefined)
      .orderBy(desc(notices.id)).limit(body.size + 1).all();
    const items = rows.slice(0, body.size);
    return { items: items.map((n) => summary(n, lang)), nextCursor: rows.length > body.size ? items.at(-1)!.id : null };
  },
  noticeDetail: ({ db, lang, body }) => {
    const row = db.select().from(notices).where(eq(notices.id, body.noticeId)).get() ?? fail('NOT_FOUND');
    return { ...summary(row, lang), body: lang === 'ja' ? row.bodyJa : row.bodyKo };
  },
  bannerList: ({ db, lang }) =>
    db.select().from(banners).orderBy(asc(banners.sort)).all()
      .map((b) => ({ id: b.id, title: lang === 'ja' ? b.titleJa : b.titleKo, imageUrl: b.imageUrl, linkPath: b.linkPath })),
};
