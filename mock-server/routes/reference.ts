import { asc } from 'drizzle-orm';
import { regions, themes } from '../../db/schema';
import type { DomainHandlers } from './handler';

export const referenceHandlers: DomainHandlers<'reference'> = {
  themeList: ({ db, lang }) =>
    db.select().from(themes).orderBy(asc(themes.sort), asc(themes.id)).all()
      .map((t) => ({ id: t.id, code: t.code, name: lang === 'ja' ? t.nameJa : t.nameKo })),
  regionList: ({ db, lang }) =>
    db.select().from(regions).orderBy(asc(regions.sort), asc(regions.id)).all()
      .map((r) => ({ id: r.id, code: r.code, name: lang === 'ja' ? r.nameJa : r.nameKo })),
};
