import { bannerList, importantNotice, noticeDetail, noticeList } from '../services/notice';
import type { DomainHandlers } from './handler';

export const noticeHandlers: DomainHandlers<'notice'> = {
  importantNotice: ({ db, lang }) => importantNotice(db, lang),
  noticeList: ({ db, lang, body }) => noticeList(db, lang, body),
  noticeDetail: ({ db, lang, body }) => noticeDetail(db, lang, body.noticeId),
  bannerList: ({ db, lang }) => bannerList(db, lang),
};
