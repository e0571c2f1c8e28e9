import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import type { Language } from '../../src/shared/constants';
import type { ApiEnv, AppDeps } from '../deps';
import { clientPages } from '../lib/client-page';
import { AppError } from '../lib/errors';
import { languageOf } from '../lib/lang';
import { requestHeader } from '../lib/request';
import { renderSharePage, type SharePreview } from '../lib/share-page';
import { feedDetail } from '../services/feed';
import { placeDetail } from '../services/place';

type Preview = (id: number, lang: Language) => SharePreview;

/**
 * GET /shareFeedDetail?id=N and /sharePlaceMapDetail?id=N: the client's page with the post's or
 * place's preview tags, so a shared link previews with its title, text and first picture. An
 * unknown id gets the plain page. The page is read once, when the app is made, with the share
 * screen's chunks named where the build listed them.
 */
export function sharePages(deps: AppDeps, webRoot: string) {
  const plain = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const pageFor = clientPages(webRoot);
  const handler = (preview: Preview) => (c: Context<ApiEnv>) => {
    const page = pageFor(c.req.path) ?? plain;
    const id = Number(c.req.query('id'));
    const lang = languageOf(requestHeader(c, 'accept-language'));
    if (!Number.isInteger(id) || id <= 0) return c.html(page);
    let found: SharePreview;
    try {
      found = preview(id, lang);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return c.html(page);
    }
    // The configured origin, never the Host header: a crafted Host must not end up in shared links.
    const origin = deps.config.publicOrigin;
    return c.html(renderSharePage(page, found, { lang, origin, url: `${origin}${c.req.path}?id=${id}` }));
  };
  return {
    // No reader: a preview counts no view.
    feed: handler((id, lang) => {
      const post = feedDetail(deps.store.db, id, null, lang, deps.clock.now());
      return { type: 'article', title: post.title, description: post.contents, image: post.images[0] };
    }),
    place: handler((id, lang) => {
      const place = placeDetail(deps.store.db, null, lang, id, deps.clock.now());
      return {
        type: 'place',
        title: place.name,
        description: place.info,
        image: place.images[0],
        properties: { 'place:location:latitude': String(place.lat), 'place:location:longitude': String(place.lng) },
      };
    }),
  };
}
