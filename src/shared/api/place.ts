import { z } from 'zod';
import { commentDeleted, endpoint, fields, page } from '../endpoint';
import { picture } from '../picture-field';

const placeId = z.object({ placeId: fields.id });
const lat = z.number().min(-90).max(90);
const lng = z.number().min(-180).max(180);

/** The quick-tag and seeded areas; a place belongs to one. */
export const PLACE_AREAS = [
  'gangnam',
  'myeongdong',
  'seongsu',
  'itaewon',
  'hongdae',
  'jongno',
  'jamsil',
  'yeouido',
] as const;
export type PlaceArea = (typeof PLACE_AREAS)[number];
/** The four areas the map offers as quick tags and search starts from. */
export const QUICK_TAG_AREAS = ['gangnam', 'myeongdong', 'seongsu', 'itaewon'] as const satisfies readonly PlaceArea[];

/** Open, in its break, closed for the hour, or a closing day: computed in Seoul time by the server. */
export const openStatus = z.enum(['open', 'break', 'closed', 'dayOff']);
export type OpenStatus = z.infer<typeof openStatus>;

export const placeSummary = z.object({
  id: z.number(),
  /** In the reader's language. */
  name: z.string(),
  area: z.string(),
  lat: z.number(),
  lng: z.number(),
  address: z.string(),
  thumbnail: picture().nullable(),
  likeCount: z.number(),
  commentCount: z.number(),
  bookmarked: z.boolean(),
});
export type PlaceSummary = z.infer<typeof placeSummary>;

const menu = z.object({ id: z.number(), name: z.string(), price: z.number() });
const mentioningFeed = z.object({ id: z.number(), title: z.string(), thumbnail: picture().nullable() });

export const placeDetail = placeSummary.extend({
  nameKo: z.string(),
  addressKo: z.string(),
  phone: z.string().nullable(),
  /** 'HH:MM' Seoul time; both null: open all day. */
  openTime: z.string().nullable(),
  closeTime: z.string().nullable(),
  breakStart: z.string().nullable(),
  breakEnd: z.string().nullable(),
  /** Weekdays closed, 0 = Sunday. */
  closedDays: z.array(z.number().int().min(0).max(6)),
  openStatus,
  info: z.string(),
  images: z.array(picture()),
  menus: z.array(menu),
  bookmarkCount: z.number(),
  myLikes: z.number(),
  feeds: z.array(mentioningFeed),
});
export type PlaceDetail = z.infer<typeof placeDetail>;

export const placeComment = z.object({
  id: z.number(),
  userId: z.number(),
  nickname: z.string(),
  profileImage: picture().nullable(),
  contents: z.string(),
  createdAt: z.number(),
  mine: z.boolean(),
  /** Why an operator hid it (shown to its author only); null when not hidden. */
  hiddenReason: z.string().nullable(),
});
export type PlaceComment = z.infer<typeof placeComment>;

/** Map pages are larger than lists: one viewport's markers in one call. */
const mapPageSize = z.number().int().min(1).max(200).default(50);

export const placeSearchRequest = z.object({
  /** Words of a name or an area, in hangul, kana, kanji or latin letters. */
  query: z.string().trim().max(100).optional(),
  area: z.enum(PLACE_AREAS).optional(),
  /** Only places inside this map box. */
  box: z
    .object({ south: lat, west: lng, north: lat, east: lng })
    .refine((b) => b.south <= b.north && b.west <= b.east, { error: 'VALIDATION' })
    .optional(),
  /** Nearest first, within radiusM metres of this point (no cursor: the nearest `size`). */
  near: z.object({ lat, lng, radiusM: z.number().positive().max(50_000).default(2_000) }).optional(),
  cursor: fields.cursor,
  size: mapPageSize,
});

/** Half of the `search` domain: the other half (posts) lives in feed.ts. */
export const placeSearch = {
  place: endpoint({
    path: '/api/search/place',
    access: 'user',
    summary: 'Places by name or area (hangul, kana, kanji or latin), inside a map box or near a point',
    request: placeSearchRequest,
    /** `matched`: the parts of `name` the query matched, in whatever script it was typed (for highlighting). */
    response: page(placeSummary.extend({ matched: z.array(z.string()) })),
  }),
};

export const place = {
  bookmark: endpoint({
    changesPoints: true,
    waitsOffline: 'bookmark',
    path: '/api/place/bookmark',
    access: 'user',
    errors: ['NOT_FOUND'],
    summary: 'Sets or unsets a place bookmark; idempotent both ways (setting a set bookmark changes nothing)',
    request: placeId.extend({ bookmarked: z.boolean() }),
    response: z.object({ bookmarked: z.boolean() }),
  }),
  placeDetail: endpoint({
    path: '/api/place/place-detail',
    access: 'optional',
    errors: ['NOT_FOUND'],
    summary: 'Basic and menu info of a place, its pictures and the posts that mention it',
    request: placeId,
    response: placeDetail,
  }),
  likePlace: endpoint({
    changesPoints: true,
    waitsOffline: 'like',
    path: '/api/place/like-place',
    access: 'user',
    errors: ['NOT_FOUND', 'LIKE_LIMIT'],
    summary: 'One more applause, 10 per user per place',
    request: placeId,
    response: z.object({ likeCount: z.number(), myLikes: z.number() }),
  }),
  commentList: endpoint({
    path: '/api/place/comment-list',
    access: 'user',
    errors: ['NOT_FOUND'],
    summary: 'Comments of a place, newest first',
    request: placeId.extend({ cursor: fields.cursor, size: fields.pageSize }),
    response: page(placeComment),
  }),
  writeComment: endpoint({
    changesPoints: true,
    waitsOffline: 'comment',
    path: '/api/place/write-comment',
    access: 'user',
    errors: ['NOT_FOUND'],
    summary:
      'Comments on a place (`reward`: 100 points, 0 past the daily cap shared with post comments), exactly as on a post',
    request: placeId.extend({ contents: fields.comment }),
    response: z.object({ commentId: z.number(), reward: z.number() }),
  }),
  deleteComment: endpoint({
    changesPoints: true,
    path: '/api/place/delete-comment',
    access: 'user',
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    summary: 'Deletes own place comment; the points it earned are taken back (as far as the balance goes)',
    request: z.object({ commentId: fields.id }),
    response: commentDeleted,
  }),
  reportComment: endpoint({
    path: '/api/place/report-comment',
    access: 'user',
    errors: ['NOT_FOUND', 'FORBIDDEN', 'DUPLICATE'],
    summary: "Reports another user's place comment",
    request: z.object({ commentId: fields.id, reason: fields.reportReason }),
    response: z.object({}),
  }),
  bookmarkList: endpoint({
    path: '/api/place/bookmark-list',
    access: 'user',
    summary: "The user's bookmarked places, latest first",
    request: z.object({ cursor: fields.cursor, size: mapPageSize }),
    response: page(placeSummary),
  }),
};
