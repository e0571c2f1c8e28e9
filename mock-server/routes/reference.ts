import { asc } from 'drizzle-orm';
import { readOnceUntilReset, type Db } from '../../db/client';
import { regions, themes } from '../../db/schema';
import type { Language } from '../../src/shared/constants';
import type { DomainHandlers } from './handler';

/** Reference lists change only with a reset (which forgets them), so each language is read once. */
function namedList(db: Db, table: typeof themes | typeof regions, lang: Language) {
  return readOnceUntilReset(db, `namedList:${table === themes ? 'themes' : 'regions'}:${lang}`, (d) =>
    d.select().from(table).orderBy(asc(table.sort), asc(table.id)).all()
      .map((row) => ({ id: row.id, code: row.code, name: lang === 'ja' ? row.nameJa : row.nameKo })));
}

export const referenceHandlers: DomainHandlers<'reference'> = {
  themeList: ({ db, lang }) => namedList(db, themes, lang),
  regionList: ({ db, lang }) => namedList(db, regions, lang),
};
