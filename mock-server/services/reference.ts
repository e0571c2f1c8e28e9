import { asc } from 'drizzle-orm';
import { readOnceUntilReset, type Db } from '../../db/client';
import { regions, themes } from '../../db/schema';
import type { Language } from '../../src/shared/constants';

/** Reference lists change only with a reset (which forgets them), so each language is read once. */
function namedList(db: Db, table: typeof themes | typeof regions, lang: Language) {
  return readOnceUntilReset(db, `namedList:${table === themes ? 'themes' : 'regions'}:${lang}`, (d) =>
    d
      .select()
      .from(table)
      .orderBy(asc(table.sort), asc(table.id))
      .all()
      .map((row) => ({ id: row.id, code: row.code, name: lang === 'ja' ? row.nameJa : row.nameKo })),
  );
}

/**
 * 'rising' (급상승, 急上昇) marks what is popular now: the service tags places and posts with it,
 * but it is no kind of trip, so members are never offered it as a travel theme.
 */
const TAG_THEMES = new Set(['rising']);

export const themeList = (db: Db, lang: Language) =>
  namedList(db, themes, lang).filter((theme) => !TAG_THEMES.has(theme.code));
export const regionList = (db: Db, lang: Language) => namedList(db, regions, lang);
