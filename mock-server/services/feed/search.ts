import { preparedSql, readOnceUntilReset, type Db } from '../../../db/client';
import { places } from '../../../db/schema';
import type { Language } from '../../../src/shared/constants';
import { ftsPhrase } from '../../lib/fts';
import { counterpartIndex, formsOfWord } from '../../lib/search/dictionary';
import { pageOf } from '../../lib/page';
import { previews, type PageQuery } from './previews';

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
