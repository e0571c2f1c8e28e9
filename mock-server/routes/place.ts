import * as engagement from '../services/engagement';
import { PLACE } from '../services/engagement';
import { bookmarkList, commentList, placeDetail, searchPlaces } from '../services/place';
import type { DomainHandlers } from './handler';

export const placeHandlers: DomainHandlers<'place'> = {
  bookmark: ({ db, deps, userId, body }) =>
    engagement.setBookmark(db, PLACE, userId, body.placeId, body.bookmarked, deps.clock.now()),
  placeDetail: ({ db, deps, userId, lang, body }) => placeDetail(db, userId, lang, body.placeId, deps.clock.now()),
  likePlace: ({ db, deps, userId, body }) => engagement.applaud(db, PLACE, userId, body.placeId, deps.clock.now()),
  commentList: ({ db, userId, body }) => commentList(db, userId, body.placeId, body.cursor, body.size),
  writeComment: ({ db, deps, userId, body }) =>
    engagement.writeComment(db, PLACE, userId, body.placeId, body.contents, deps.clock.now()),
  deleteComment: ({ db, deps, userId, body }) =>
    engagement.deleteComment(db, PLACE, userId, body.commentId, deps.clock.now()),
  reportComment: ({ db, deps, userId, body }) => {
    engagement.report(db, PLACE, userId, { comment: body.commentId }, body.reason, deps.clock.now());
    return {};
  },
  bookmarkList: ({ db, userId, lang, body }) => bookmarkList(db, userId, lang, body.cursor, body.size),
};

export const placeSearchHandlers: Pick<DomainHandlers<'search'>, 'place'> = {
  place: ({ deps, userId, lang, body }) => searchPlaces(deps.store.sqlite, userId, lang, body),
};
