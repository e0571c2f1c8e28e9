import type { MiddlewareHandler } from 'hono';

/** API answers change with every write: a browser may keep one only to ask again whether it changed. */
export const CACHE_API = 'no-cache';
/** The build names its scripts, styles and fonts by their content: a name never gets other bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files of the build that keep their name across builds (pages, favicon): asked again each time. */
const REVALIDATE = 'no-cache';

const isHashedAsset = (path: string) => path.startsWith('/assets/');

/**
 * The web build's files and pages: hashed assets are kept for a year, the rest revalidated. Only
 * answers that found their file: a missing asset must not be remembered as missing for a year.
 */
export function cacheStatic(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 200 && c.res.status !== 206) return;
    c.res.headers.set('cache-control', isHashedAsset(c.req.path) ? IMMUTABLE : REVALIDATE);
  };
}
