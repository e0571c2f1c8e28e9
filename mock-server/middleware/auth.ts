import type { MiddlewareHandler } from 'hono';
import type { Endpoint } from '../../src/shared/endpoint';
import type { ApiEnv, AppDeps } from '../deps';
import { AppError } from '../lib/errors';
import { requestHeader } from '../lib/request';
import { signInIsLive } from '../services/session';

/** Reads the `access` header; protected calls without a live token of a live sign-in answer 401. */
export function authenticate(endpoint: Endpoint, deps: AppDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = requestHeader(c, 'access');
    const claims = token ? await deps.tokens.read(token) : null;
    const live = claims !== null && signInIsLive(deps.store.db, claims);
    if (endpoint.access === 'user' && !live) throw new AppError('UNAUTHORIZED', 401);
    c.set('userId', live ? claims.userId : null);
    await next();
  };
}
