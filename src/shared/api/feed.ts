import { z } from 'zod';
import { FEED_TABS, LIMITS, REWARDS } from '../constants';
import { commentDeleted, endpoint, fields, page } from '../endpoint';
import { picture } from '../picture-field';

const feedId = z.object({ feedId: fields.id }).strict();
const commentId = z.object({ commentId: fields.id }).strict();
/** Ten pictures of at most 5 MB, base64 (4/3) plus the rest of the post. */
const WRITE_MAX_BYTES = Math.ceil((LIMITS.imagesPerPost * LIMITS.imageBytes * 4) / 3) + 64 * 1024;

export const feedAuthor = z.object({ id: z.number(), nickname: z.string(), profileImage: picture().nullable() });
const named = z.object({ id: z.number(), name: z.string() });

/** What lists carry: enough for a card, never the whole post. */
export const feedPreview = z.object({
  id: z.number(),
  title: z.string(),
  excerpt: z.string(),
  imageUrl: picture().nullable(),
  imageCount: z.number(),
  /** The author's language; `translated` is true when the text shown is a translation of it. */
  language: fields.language,
  translated: z.boolean(),
  theme: named,
  author: feedAuthor,
  likeCount: z.number(),
  viewCount: z.number(),
  commentCount: z.number(),
  createdAt: z.number(),
  /** Why an operator hid it: only its author is ever shown a hidden post; null when not hidden. */
  hiddenReason: z.string().nullable(),
});
export type FeedPreview = z.infer<typeof feedPreview>;

export const feedDetail = feedPreview.omit({ excerpt: true, imageUrl: true, imageCount: true }).extend({
  contents: z.string(),
  images: z.array(picture()),
  place: named.nullable(),
  bookmarkCount: z.number(),
  myLikes: z.number(),
  bookmarked: z.boolean(),
  mine: z.boolean(),
  /** The author's own words, for the owner's edit form (null for other readers). */
  original: z.object({ title: z.string(), contents: z.string() }).nullable(),
  updatedAt: z.number().nullable(),
});
export type FeedDetail = z.infer<typeof feedDetail>;

export const feedComment = z.object({
  id: z.number(),
  contents: z.string(),
  author: feedAuthor,
  mine: z.boolean(),
  createdAt: z.number(),
  /** Why an operator hid it (shown to its author only); null when not hidden. */
  hiddenReason: z.string().nullable(),
});
export type FeedComment = z.infer<typeof feedComment>;

export const feed = {
  checkFirstFeed: endpoint({
    path: '/api/feed/check-first-feed',
    access: 'user',
    summary: 'Has the user posted before (the first post earns 5,000)',
    request: z.object({}).strict(),
    response: z.object({ firstFeed: z.boolean(), reward: z.number() }),
  }),
  mainFeedList: endpoint({
    path: '/api/feed/main-feed-list',
    access: 'user',
    summary: 'Recommended or latest previews, paged by cursor',
    request: z
      .object({ tab: z.enum(FEED_TABS).default('latest'), cursor: fields.cursor, size: fields.pageSize })
      .strict(),
    response: page(feedPreview),
  }),
  writeFeed: endpoint({
    changesPoints: true,
    path: '/api/feed/write-feed',
    access: 'user',
    errors: ['NOT_FOUND', 'FORBIDDEN', 'DUPLICATE', 'STORAGE_FULL'],
    summary: 'Writes (or, with feedId, edits) a post',
    maxBodyBytes: WRITE_MAX_BYTES,
    request: z.object({
      feedId: fields.id.optional(),
      themeId: z.number({ error: 'feed.theme' }).int({ error: 'feed.theme' }).positive({ error: 'feed.theme' }),
      title: z.string().trim().min(1, { error: 'feed.title' }).max(LIMITS.feedTitle, { error: 'feed.title' }),
      contents: z
        .string()
        .trim()
        .min(1, { error: 'feed.contents' })
        .max(LIMITS.feedContents, { error: 'feed.contents' }),
      language: fields.language,
      images: z.array(z.string()).max(LIMITS.imagesPerPost, { error: 'feed.images' }),
      placeId: fields.id.nullable().optional(),
    }),
    /** `reward`: points credited by this call (the first post ever earns them). */
    response: z.object({ feedId: z.number(), reward: z.number() }),
  }),
  feedDetail: endpoint({
    path: '/api/feed/feed-detail',
    access: 'optional',
    errors: ['NOT_FOUND'],
    summary: "One post in the reader's language (public, for shared links)",
    request: feedId,
    response: feedDetail,
  }),
  commentList: endpoint({
    path: '/api/feed/comment-list',
    access: 'optional',
    errors: ['NOT_FOUND'],
    summary: 'Comments of a post, oldest first, paged by cursor',
    request: z.object({ feedId: fields.id, cursor: fields.cursor, size: fields.pageSize }).strict(),
    response: page(feedComment),
  }),
  deleteFeed: endpoint({
    changesPoints: true,
    path: '/api/feed/delete-feed',
    access: 'user',
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    summary: 'Deletes own post; its comments go with it, and their points are taken back from their authors',
    request: feedId,
    response: z.object({}),
  }),
  reportFeed: endpoint({
    path: '/api/feed/report-feed',
    access: 'user',
    errors: ['NOT_FOUND', 'FORBIDDEN', 'DUPLICATE'],
    summary: "Reports another member's post, once per member (FORBIDDEN for one's own, DUPLICATE for a second report)",
    request: z.object({ feedId: fields.id, reason: fields.reportReason }).strict(),
    response: z.object({ reported: z.literal(true) }),
  }),
  likeFeed: endpoint({
    changesPoints: true,
    waitsOffline: 'like',
    path: '/api/feed/like-feed',
    access: 'user',
    errors: ['NOT_FOUND', 'LIKE_LIMIT'],
    summary: 'One more applause, 10 per user per post',
    request: feedId,
    response: z.object({ likeCount: z.number(), myLikes: z.number() }),
  }),
  bookmark: endpoint({
    changesPoints: true,
    waitsOffline: 'bookmark',
    path: '/api/feed/bookmark',
    access: 'user',
    errors: ['NOT_FOUND'],
    summary: 'Sets or unsets a bookmark',
    request: z.object({ feedId: fields.id, bookmarked: z.boolean() }),
    response: z.object({ bookmarked: z.boolean() }),
  }),
  bookmarkList: endpoint({
    path: '/api/feed/bookmark-list',
    extension: true,
    access: 'user',
    summary: "The member's bookmarked posts, the latest bookmark first, paged by cursor (deleted posts left out)",
    request: z.object({ cursor: fields.cursor, size: fields.pageSize }).strict(),
    response: page(feedPreview),
  }),
  writeComment: endpoint({
    changesPoints: true,
    waitsOffline: 'comment',
    path: '/api/feed/write-comment',
    access: 'user',
    errors: ['NOT_FOUND'],
    summary: `Comments on a post: \`reward\` is ${REWARDS.comment} points, or 0 once the member's comments (posts and places) were credited ${REWARDS.commentsPerDay} times this Seoul day`,
    request: z.object({ feedId: fields.id, contents: fields.comment }),
    response: z.object({ commentId: z.number(), reward: z.number() }),
  }),
  deleteComment: endpoint({
    changesPoints: true,
    path: '/api/feed/delete-comment',
    access: 'user',
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    summary:
      'Deletes own comment; the points it earned are taken back (as far as the balance goes), `takenBack` says how many',
    request: commentId,
    response: commentDeleted,
  }),
  reportComment: endpoint({
    path: '/api/feed/report-comment',
    access: 'user',
    errors: ['NOT_FOUND', 'FORBIDDEN', 'DUPLICATE'],
    summary:
      "Reports another member's comment, once per member (FORBIDDEN for one's own, DUPLICATE for a second report)",
    request: z.object({ commentId: fields.id, reason: fields.reportReason }).strict(),
    response: z.object({ reported: z.literal(true) }),
  }),
  userFeed: endpoint({
    path: '/api/feed/user-feed',
    access: 'user',
    errors: ['NOT_FOUND'],
    summary: "A user's posts and profile (own without userId)",
    request: z.object({ userId: fields.id.optional(), cursor: fields.cursor, size: fields.pageSize }).strict(),
    response: page(feedPreview).extend({
      profile: feedAuthor.extend({ instagram: z.string().nullable(), feedCount: z.number() }),
      mine: z.boolean(),
    }),
  }),
};

/** Half of the `search` domain: the other half (places) lives in place.ts. */
export const feedSearch = {
  feed: endpoint({
    path: '/api/search/feed',
    access: 'user',
    summary: 'Posts by words of title or contents, in Korean or Japanese, partial words too',
    request: z
      .object({
        query: z.string().trim().min(1, { error: 'search.query' }).max(100, { error: 'search.query' }),
        cursor: fields.cursor,
        size: fields.pageSize,
      })
      .strict(),
    /** `matched`: the words found in the title or excerpt, as typed or their counterparts (for highlighting). */
    response: page(feedPreview.extend({ matched: z.array(z.string()) })),
  }),
};
