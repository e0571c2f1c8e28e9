import { z } from 'zod';
import { endpoint, undesigned } from '../endpoint';

const stub = (path: string, summary: string) => endpoint({ path, access: 'user', summary, request: undesigned, response: z.unknown() });

/** Half of the `search` domain: the other half (posts) lives in feed.ts. */
export const placeSearch = {
  place: stub('/api/search/place', 'Places by name or area, in hangul, kana, kanji or latin'),
};

export const place = {
  bookmark: stub('/api/place/bookmark', 'Sets or unsets a place bookmark'),
  placeDetail: stub('/api/place/place-detail', 'Basic and menu info of a place'),
  likePlace: stub('/api/place/like-place', 'Applauds a place'),
  commentList: stub('/api/place/comment-list', 'Comments of a place'),
  writeComment: stub('/api/place/write-comment', 'Comments on a place'),
  deleteComment: stub('/api/place/delete-comment', 'Deletes own place comment'),
  reportComment: stub('/api/place/report-comment', 'Reports a place comment'),
  bookmarkList: stub('/api/place/bookmark-list', 'The user\'s bookmarked places'),
};
