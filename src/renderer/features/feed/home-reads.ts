import type { FeedTab } from '../../../shared/constants';
import { api } from '../../lib/api-client';
import type { ReadAsker } from '../../lib/data';
import { savedTab } from './saved';

/**
 * The home screen's reads, declared once: the screen reads them, and its route asks for them as
 * it is chosen, so they travel beside the screen's chunks. Its own states show while they load.
 */
export const homeReads = {
  banners: [api.notice.bannerList, {}, { silent: true }],
  notice: [api.notice.importantNotice, {}, { silent: true }],
  posts: (tab: FeedTab) => [api.feed.mainFeedList, { tab, size: 20 }, { silent: true }] as const,
} as const;

export const firstTab = (): FeedTab => savedTab.read() ?? 'recommended';

export function askHomeReads(ask: ReadAsker): void {
  // The first banner and the first card's photo are the screen's largest pictures: asked for as
  // soon as their addresses are known, at the size they are drawn, not once the whole screen has
  // drawn (each <img> then finds its file in the browser's memory). The code that asks travels in
  // the feed's first chunk, which the page at / names, so the route table stays small.
  void ask.call(...homeReads.banners).then((banners) => {
    const first = banners?.[0]?.imageUrl;
    if (first) void import('./picture-sizes').then((sizes) => sizes.preloadBanner(first));
  });
  void ask.call(...homeReads.notice);
  ask.balance();
  void ask.pages(...homeReads.posts(firstTab())).then((posts) => {
    const first = posts?.[0]?.imageUrl;
    if (first) void import('./picture-sizes').then((sizes) => sizes.preloadCardPhoto(first));
  });
}
