import type { Handler as HonoHandler } from 'hono';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppDeps } from '../deps';
import { languageOf } from '../lib/lang';
import { AppError } from '../lib/errors';
import * as feed from '../services/feed';
import type { DomainHandlers } from './handler';
import { escapeHtml } from '../lib/html';
import { requestHeader } from '../lib/request';

export const feedHandlers: DomainHandlers<'feed'> = {
  checkFirstFeed: ({ db, userId }) => feed.firstPostOffer(db, userId),
  mainFeedList: ({ db, body, lang }) => feed.feedList(db, body.tab, body, lang),
  writeFeed: ({ db, body, userId, lang, deps }) => feed.writeFeed(db, userId, body, lang, deps.clock.now()),
  feedDetail: ({ db, body, userId, lang, deps }) => feed.feedDetail(db, body.feedId, userId, lang, deps.clock.now()),
  commentList: ({ db, body, userId }) => feed.commentList(db, body.feedId, body, userId),
  deleteFeed: ({ db, body, userId, deps }) => {
    feed.deleteFeed(db, userId, body.feedId, deps.clock.now());
    return {};
  },
  reportFeed: ({ db, body, userId, deps }) => feed.report(db, userId, { type: 'feed', id: body.feedId }, body.reason, deps.clock.now()),
  likeFeed: ({ db, body, userId, deps }) => feed.likeFeed(db, userId, body.feedId, deps.clock.now()),
  bookmark: ({ db, body, userId, deps }) => feed.setBookmark(db, userId, body.feedId, body.bookmarked, deps.clock.now()),
  writeComment: ({ db, body, userId, deps }) => feed.writeComment(db, userId, body.feedId, body.contents, deps.clock.now()),
  deleteComment: ({ db, body, userId, deps }) => feed.deleteComment(db, userId, body.commentId, deps.clock.now()),
  reportComment: ({ db, body, userId, deps }) => feed.report(db, userId, { type: 'feedComment', id: body.commentId }, body.reason, deps.clock.now()),
  userFeed: ({ db, body, userId, lang }) => feed.userFeed(db, body.userId ?? userId, userId, body, lang),
};

export const feedSearchHandlers: Pick<DomainHandlers<'search'>, 'feed'> = {
  feed: ({ db, body, lang }) => feed.searchFeeds(db, body.query, body, lang),
};

/**
 * GET /shareFeedDetail?id=N: the single page with Open Graph tags of that post, so a shared link
 * previews with its title, text and first picture (link crawlers run no JavaScript).
 */
export const shareFeedPage = (deps: AppDeps, webRoot: string): HonoHandler => async (c) => {
  const page = await readFile(join(webRoot, 'index.html'), 'utf8');
  const id = Number(c.req.query('id'));
  const lang = languageOf(requestHeader(c, 'accept-language'));
  let post: ReturnType<typeof feed.feedDetail> | null = null;
  try {
    post = Number.isInteger(id) && id > 0 ? feed.feedDetail(deps.store.db, id, null, lang, deps.clock.now()) : null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  if (!post) return c.html(page);
  const origin = new URL(c.req.url).origin;
  const tags = {
    'og:type': 'article',
    'og:site_name': lang === 'ja' ? 'タビログ' : '타비로그',
    'og:title': post.title,
    'og:description': post.contents.replace(/\s+/g, ' ').slice(0, 150),
    'og:url': `${origin}/shareFeedDetail?id=${post.id}`,
    'og:locale': lang === 'ja' ? 'ja_JP' : 'ko_KR',
    ...(post.images[0] ? { 'og:image': `${origin}${post.images[0]}` } : {}),
  };
  const meta = Object.entries(tags).map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`).join('')
    + `<meta name="twitter:card" content="${post.images[0] ? 'summary_large_image' : 'summary'}">`;
  return c.html(page.replace('</head>', `${meta}</head>`));
};
