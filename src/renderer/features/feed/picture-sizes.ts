import { FEED_BANNER_SIZES } from '../../../shared/route-photos';
import { preloadPicture } from '../../components/picture-sources';

/**
 * How wide the feed's pictures are drawn (an `<img>`'s `sizes`), for the pictures and for asking
 * for them early: the phone's column is at most 480 px less the page's 16 px sides; from 1024 px
 * the feed is a grid of cards (FeedWindow) and two banners stand side by side (feed.css; the
 * banners' in shared/route-photos.ts, which the server also reads).
 */
export const CARD_PHOTO_SIZES = '(min-width: 1024px) 400px, calc(min(100vw, 480px) - 32px)';
export const BANNER_SIZES = FEED_BANNER_SIZES;
/** A post's pictures: the column's width on a phone, three fifths of the page beside its comments. */
export const POST_PICTURE_SIZES = '(min-width: 1024px) 720px, min(100vw, 480px)';

export const preloadBanner = (url: string) => preloadPicture(url, BANNER_SIZES);
export const preloadCardPhoto = (url: string) => preloadPicture(url, CARD_PHOTO_SIZES);
