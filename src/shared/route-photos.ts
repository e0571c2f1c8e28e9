/**
 * The shipped photo a first screen draws above the fold, with the `sizes` of its `<img>`: the
 * server names it in that route's page (an image preload) so it downloads beside the scripts
 * instead of after they have run; it is the screen's largest paint. Apart from route-preloads.ts,
 * whose schema would bring zod to the first screen.
 */
export const ROUTE_PHOTOS = {
  '/selectCountry': { photo: 'hero-seoul', sizes: '(min-width: 1024px) 696px, (min-width: 480px) 480px, 100vw' },
} as const;

/**
 * The feed's banners as its `<img>` draws them (features/feed/picture-sizes.ts): the phone's column,
 * at most 480 px less its 16 px sides, each banner 88 % of it; from 1024 px two side by side. The
 * server names the first live banner's picture in the page at `/` with these sizes: it is the
 * feed's largest paint, and otherwise waits for the banner list to answer.
 */
export const FEED_BANNER_SIZES = '(min-width: 1024px) 560px, calc((min(100vw, 480px) - 32px) * 0.88)';
