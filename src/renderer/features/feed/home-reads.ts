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
  // The first banner is the screen's largest picture: asked for as soon as its address is known,
  // not once the whole screen has drawn (the <img> then finds it in the browser's memory).
  void ask.call(...homeReads.banners).then((banners) => {
    if (banners?.[0]) firstPicture(banners[0].imageUrl);
  });
  void ask.call(...homeReads.notice);
  ask.balance();
  ask.pages(...homeReads.posts(firstTab()));
}

function firstPicture(src: string): void {
  const picture = new Image();
  picture.fetchPriority = 'high';
  picture.src = src;
}
