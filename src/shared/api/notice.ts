import { z } from 'zod';
import { endpoint, fields, none, page } from '../endpoint';
import { picture } from '../picture-field';

export const noticeSummary = z.object({
  id: z.number(),
  title: z.string(),
  important: z.boolean(),
  publishedAt: z.number(),
});
export const noticeDetail = noticeSummary.extend({ body: z.string() });
export const banner = z.object({ id: z.number(), title: z.string(), imageUrl: picture(), linkPath: z.string() });

export const notice = {
  importantNotice: endpoint({
    path: '/api/notice/important-notice',
    access: 'public',
    summary: 'The pinned notice, or null',
    request: none,
    response: noticeSummary.nullable(),
  }),
  noticeList: endpoint({
    path: '/api/notice/notice-list',
    access: 'public',
    summary: 'Notices, newest first, paged by cursor',
    request: z.object({ cursor: fields.cursor, size: fields.pageSize }).strict(),
    response: page(noticeSummary),
  }),
  noticeDetail: endpoint({
    path: '/api/notice/notice-detail',
    access: 'public',
    errors: ['NOT_FOUND'],
    summary: 'One notice',
    request: z.object({ noticeId: fields.id }).strict(),
    response: noticeDetail,
  }),
  bannerList: endpoint({
    path: '/api/banner/banner-list',
    access: 'public',
    summary: 'Main-feed banners',
    request: none,
    response: z.array(banner),
  }),
};
