import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { ApiEnv, AppDeps } from '../deps';
import { AppError } from '../lib/errors';
import { isFromForeignPage, isServedHost } from '../lib/origins';
import { requestHeader } from '../lib/request';

/**
 * The API answers pages of this server and of the origins named by configuration, nothing else:
 * not "any loopback port", where any local web app lives. A foreign page's call is refused before
 * it does anything (a simple POST to reissue would otherwise rotate the refresh cookie), and gets
 * no CORS allowance, so it can read nothing either.
 */
export function guardApiOrigin(deps: AppDeps): MiddlewareHandler<ApiEnv> {
  const { config } = deps;
  const allowed = (origin: string) => config.allowedOrigins.includes(origin);
  const allowConfigured = cors({
    origin: (origin) => (allowed(origin) ? origin : null),
    credentials: true,
    exposeHeaders: ['access'],
    allowHeaders: ['content-type', 'access', 'accept-language', 'idempotency-key'],
  });
  return async (c, next) => {
    if (!isServedHost(c, config) || isFromForeignPage(c, config)) throw new AppError('FORBIDDEN', 403);
    // Only cross-origin callers need CORS headers; touching the response otherwise costs a copy.
    return requestHeader(c, 'origin') ? allowConfigured(c, next) : next();
  };
}
