import * as engagement from '../services/engagement';
import { POST } from '../services/engagement';
import * as feed from '../services/feed';
import type { DomainHandlers } from './handler';

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
  reportFeed: ({ db, body, userId, deps }) =>
    engagement.report(db, POST, userId, { subject: body.feedId }, body.reason, deps.clock.now()),
  likeFeed: ({ db, body, userId, deps }) => engagement.applaud(db, POST, userId, body.feedId, deps.clock.now()),
  bookmark: ({ db, body, userId, deps }) =>
    engagement.setBookmark(db, POST, userId, body.feedId, body.bookmarked, deps.clock.now()),
  bookmarkList: ({ db, body, userId, lang }) => feed.bookmarkedFeeds(db, userId, body, lang),
  writeComment: ({ db, body, userId, deps }) =>
    engagement.writeComment(db, POST, userId, body.feedId, body.contents, deps.clock.now()),
  deleteComment: ({ db, body, userId, deps }) =>
    engagement.deleteComment(db, POST, userId, body.commentId, deps.clock.now()),
  reportComment: ({ db, body, userId, deps }) =>
    engagement.report(db, POST, userId, { comment: body.commentId }, body.reason, deps.clock.now()),
  userFeed: ({ db, body, userId, lang }) => feed.userFeed(db, body.userId ?? userId, userId, body, lang),
};

export const feedSearchHandlers: Pick<DomainHandlers<'search'>, 'feed'> = {
  feed: ({ db, body, lang }) => feed.searchFeeds(db, body.query, body, lang),
};
