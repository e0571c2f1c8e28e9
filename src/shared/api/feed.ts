import { z } from 'zod';
import { LIMITS } from '../constants';
import { endpoint, fields, undesigned } from '../endpoint';

const stub = (path: string, summary: string) => endpoint({ path, access: 'user', summary, request: undesigned, response: z.unknown() });

export const feed = {
  checkFirstFeed: stub('/api/feed/check-first-feed', 'Has the user posted before (the first post earns 5,000)'),
  mainFeedList: stub('/api/feed/main-feed-list', 'Recommended or latest previews, paged by cursor'),
  writeFeed: endpoint({
    path: '/api/feed/write-feed', access: 'user', summary: 'Writes (or, with feedId, edits) a post',
    request: z.object({
      feedId: fields.id.optional(),
      themeId: fields.id,
      title: z.string().trim().min(1, { error: 'feed.title' }).max(LIMITS.feedTitle, { error: 'feed.title' }),
      contents: z.string().trim().min(1, { error: 'feed.contents' }).max(LIMITS.feedContents, { error: 'feed.contents' }),
      language: fields.language,
      images: z.array(z.string()).max(LIMITS.imagesPerPost, { error: 'feed.images' }),
      placeId: fields.id.nullable().optional(),
    }),
    response: z.object({ feedId: z.number() }),
  }),
  feedDetail: stub('/api/feed/feed-detail', 'One post in the reader\'s language'),
  commentList: stub('/api/feed/comment-list', 'Comments of a post'),
  deleteFeed: stub('/api/feed/delete-feed', 'Deletes own post'),
  reportFeed: stub('/api/feed/report-feed', 'Reports a post'),
  likeFeed: endpoint({
    path: '/api/feed/like-feed', access: 'user', summary: 'One more applause, 10 per user per post',
    request: z.object({ feedId: fields.id }), response: z.object({ likeCount: z.number(), myLikes: z.number() }),
  }),
  bookmark: endpoint({
    path: '/api/feed/bookmark', access: 'user', summary: 'Sets or unsets a bookmark',
    request: z.object({ feedId: fields.id, bookmarked: z.boolean() }), response: z.object({ bookmarked: z.boolean() }),
  }),
  writeComment: endpoint({
    path: '/api/feed/write-comment', access: 'user', summary: 'Comments on a post (100 points)',
    request: z.object({ feedId: fields.id, contents: z.string().trim().min(1, { error: 'comment' }).max(LIMITS.comment, { error: 'comment' }) }),
    response: z.object({ commentId: z.number() }),
  }),
  deleteComment: stub('/api/feed/delete-comment', 'Deletes own comment'),
  reportComment: stub('/api/feed/report-comment', 'Reports a comment'),
  userFeed: stub('/api/feed/user-feed', 'A user\'s posts and profile'),
};

/** Half of the `search` domain: the other half (places) lives in place.ts. */
export const feedSearch = {
  feed: stub('/api/search/feed', 'Posts by words of title or contents'),
};
