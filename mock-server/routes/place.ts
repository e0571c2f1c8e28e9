import {
  bookmarkList,
  commentList,
  deletePlaceComment,
  likePlace,
  placeDetail,
  reportPlaceComment,
  searchPlaces,
  setPlaceBookmark,
  writePlaceComment,
} from '../services/place';
import type { DomainHandlers } from './handler';

export const placeHandlers: DomainHandlers<'place'> = {
  bookmark: ({ db, deps, userId, body }) =>
    setPlaceBookmark(db, userId, body.placeId, body.bookmarked, deps.clock.now()),
  placeDetail: ({ db, deps, userId, lang, body }) => placeDetail(db, userId, lang, body.placeId, deps.clock.now()),
  likePlace: ({ db, deps, userId, body }) => likePlace(db, userId, body.placeId, deps.clock.now()),
  commentList: ({ db, userId, body }) => commentList(db, userId, body.placeId, body.cursor, body.size),
  writeComment: ({ db, deps, userId, body }) =>
    writePlaceComment(db, userId, body.placeId, body.contents, deps.clock.now()),
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
