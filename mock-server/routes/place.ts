import type { Context } from 'hono';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { places } from '../../db/schema';
import type { ApiEnv, AppDeps } from '../deps';
import {
  bookmarkList, commentList, deletePlaceComment, likePlace, placeDetail, reportPlaceComment, searchPlaces, setPlaceBookmark, writePlaceComment,
} from '../services/place';
import type { DomainHandlers } from './handler';
import { escapeHtml } from '../lib/html';
import { languageOf } from '../lib/lang';
import { requestHeader } from '../lib/request';

export const placeHandlers: DomainHandlers<'place'> = {
  bookmark: ({ db, deps, userId, body }) => setPlaceBookmark(db, userId, body.placeId, body.bookmarked, deps.clock.now()),
  placeDetail: ({ db, deps, userId, lang, body }) => placeDetail(db, userId, lang, body.placeId, deps.clock.now()),
  likePlace: ({ db, deps, userId, body }) => likePlace(db, userId, body.placeId, deps.clock.now()),
  commentList: ({ db, userId, body }) => commentList(db, userId, body.placeId, body.cursor, body.size),
  writeComment: ({ db, deps, userId, body }) => writePlaceComment(db, userId, body.placeId, body.contents, deps.clock.now()),
  deleteComment: ({ db, deps, userId, body }) => deletePlaceComment(db, userId, body.commentId, deps.clock.now()),
  reportComment: ({ db, deps, userId, body }) => {
    reportPlaceComment(db, userId, body.commentId, body.reason, deps.clock.now());
    return {};
  },
  bookmarkList: ({ db, userId, lang, body }) => bookmarkList(db, userId, lang, body.cursor, body.size),
};

export const placeSearchHandlers: Pick<DomainHandlers<'search'>, 'place'> = {
  place: ({ deps, userId, lang, body }) => searchPlaces(deps.store.sqlite, userId, lang, body),
};

/**
 * GET /sharePlaceMapDetail?id=N: the client page with the place's Open Graph tags, so a shared
 * link previews in messengers, which read the HTML and run no script. Unknown ids get the plain page.
 */
export function sharePlacePage(deps: AppDeps, webRoot: string) {
  return async (c: Context<ApiEnv>) => {
    const html = await readFile(join(webRoot, 'index.html'), 'utf8');
    const id = Number(c.req.query('id'));
    const place = Number.isInteger(id) && id > 0 ? deps.store.db.select().from(places).where(eq(places.id, id)).get() : undefined;
    if (!place) return c.html(html);
    const lang = languageOf(requestHeader(c, 'accept-language'));
    const origin = new URL(c.req.url).origin;
    const tags = {
      'og:type': 'place',
      'og:title': lang === 'ja' ? place.nameJa : place.nameKo,
      'og:description': lang === 'ja' ? place.infoJa : place.infoKo,
      'og:url': `${origin}/sharePlaceMapDetail?id=${place.id}`,
      'og:locale': lang === 'ja' ? 'ja_JP' : 'ko_KR',
      'place:location:latitude': String(place.lat),
      'place:location:longitude': String(place.lng),
      ...(place.images[0] ? { 'og:image': `${origin}${place.images[0]}` } : {}),
    };
    const meta = Object.entries(tags).map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`).join('\n    ');
    return c.html(html.replace('</head>', `    ${meta}\n  </head>`));
  };
}
