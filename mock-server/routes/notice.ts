import { bannerList, importantNotice, noticeDetail, noticeList } from '../services/notice';
import type { DomainHandlers } from './handler';

export const noticeHandlers: DomainHandlers<'notice'> = {
  importantNotice: ({ db, lang, deps }) => importantNotice(db, lang, deps.clock.now()),
  noticeList: ({ db, lang, body, deps }) => noticeList(db, lang, body, deps.clock.now()),
  noticeDetail: ({ db, lang, body, deps }) => noticeDetail(db, lang, body.noticeId, deps.clock.now()),
  bannerList: ({ db, lang, deps }) => bannerList(db, lang, deps.clock.now()),
};
