import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import type { Language } from '../../src/shared/constants';
import type { ApiEnv, AppDeps } from '../deps';
import { clientPages } from '../lib/client-page';
import { AppError } from '../lib/errors';
import { languageOf } from '../lib/lang';
import { requestHeader } from '../lib/request';
import { seoulDay } from '../lib/clock';
import { inHead } from '../lib/html';
import { NOINDEX_TAG, renderSharePage, type SharePreview } from '../lib/share-page';
import { sharedPlanToken } from '../../src/shared/api/travel';
import { sharedPlan } from '../services/plan-share';
import { feedDetail } from '../services/feed';
import { placeDetail } from '../services/place';

type Preview<K> = (key: K, lang: Language) => SharePreview;

/** What a shared plan's preview says instead of its itinerary: the title and a picture, never where or when. */
const PLAN_DESCRIPTION: Record<Language, string> = {
  ko: '타비로그에서 함께 보는 여행 계획',
  ja: 'タビログで一緒に見る旅行プラン',
};

/**
 * GET /shareFeedDetail?id=N, /sharePlaceMapDetail?id=N and /sharePlan?token=T: the client's page
 * with the post's, place's or plan's preview tags, so a shared link previews with its title, text
 * and first picture. An unknown id or token gets the plain page. The page is read once, when the app is made, with the share
 * screen's chunks named where the build listed them.
 */
export function sharePages(deps: AppDeps, webRoot: string) {
  const plain = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const pageFor = clientPages(webRoot);
  /**
   * `keyOf` reads the shared thing's key from the query (undefined: none there); `query` writes it
   * back into the page's own address. `noindex` keeps the page out of search engines even unfound.
   */
  const handler =
    <K>(keyOf: (c: Context<ApiEnv>) => K | undefined, query: (key: K) => string, preview: Preview<K>, noindex?: true) =>
    (c: Context<ApiEnv>) => {
      const page = pageFor(c.req.path) ?? plain;
      const plainPage = () => c.html(noindex ? inHead(page, [NOINDEX_TAG]) : page);
      if (noindex) c.header('X-Robots-Tag', 'noindex, nofollow');
      const key = keyOf(c);
      const lang = languageOf(requestHeader(c, 'accept-language'));
      if (key === undefined) return plainPage();
      let found: SharePreview;
      try {
        found = preview(key, lang);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return plainPage();
      }
      // The configured origin, never the Host header: a crafted Host must not end up in shared links.
      const origin = deps.config.publicOrigin;
      return c.html(renderSharePage(page, found, { lang, origin, url: `${origin}${c.req.path}?${query(key)}` }));
    };
  const byId = (c: Context<ApiEnv>) => {
    const id = Number(c.req.query('id'));
    return Number.isInteger(id) && id > 0 ? id : undefined;
  };
  const idQuery = (id: number) => `id=${id}`;
  return {
    // No reader: a preview counts no view.
    feed: handler(byId, idQuery, (id, lang) => {
      const post = feedDetail(deps.store.db, id, null, lang, deps.clock.now());
      return { type: 'article', title: post.title, description: post.contents, image: post.images[0] };
    }),
    place: handler(byId, idQuery, (id, lang) => {
      const place = placeDetail(deps.store.db, null, lang, id, deps.clock.now());
      return {
        type: 'place',
        title: place.name,
        description: place.info,
        image: place.images[0],
        properties: { 'place:location:latitude': String(place.lat), 'place:location:longitude': String(place.lng) },
      };
    }),
    plan: handler(
      (c) => sharedPlanToken.safeParse(c.req.query('token')).data,
      (token) => `token=${token}`,
      (token, lang) => {
        const plan = sharedPlan(deps.store.db, token, lang, seoulDay(deps.clock.now()));
        return {
          type: 'article',
          title: plan.title,
          description: PLAN_DESCRIPTION[lang],
          image: plan.image ?? undefined,
          noindex: true,
        };
      },
      true,
    ),
  };
}
