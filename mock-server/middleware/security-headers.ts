import type { MiddlewareHandler } from 'hono';
import type { ContentSources } from '../../src/shared/content-sources';

/**
 * The web client's policy: its own scripts only (no inline script anywhere), pictures and calls
 * to itself and the hosts the build names (tiles, API), and never inside another site's frame.
 * Inline styles stay allowed: React's style props and leaflet's positioning are attributes.
 */
export function contentSecurityPolicy(sources: ContentSources): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...sources.img].join(' '),
    ['connect-src', "'self'", ...sources.connect].join(' '),
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const isApiPath = (path: string) => path.startsWith('/api/') || path === '/logout';

/**
 * On every page, share page, picture and the console. API answers are JSON read by scripts, so
 * they skip it: touching their headers costs a copy on the busiest path.
 */
export function securityHeaders(sources: ContentSources): MiddlewareHandler {
  const csp = contentSecurityPolicy(sources);
  return async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    c.header('content-security-policy', csp);
    c.header('x-content-type-options', 'nosniff');
    // Tile servers get our origin (OpenStreetMap asks for one), nobody gets a page's path.
    c.header('referrer-policy', 'strict-origin-when-cross-origin');
    c.header('x-frame-options', 'SAMEORIGIN');
    await next();
  };
}
