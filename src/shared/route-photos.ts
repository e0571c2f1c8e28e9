/**
 * The shipped photo a first screen draws above the fold, with the `sizes` of its `<img>`: the
 * server names it in that route's page (an image preload) so it downloads beside the scripts
 * instead of after they have run; it is the screen's largest paint. Apart from route-preloads.ts,
 * whose schema would bring zod to the first screen.
 */
export const ROUTE_PHOTOS = {
  '/selectCountry': { photo: 'hero-seoul', sizes: '(min-width: 1024px) 696px, (min-width: 480px) 480px, 100vw' },
} as const;
