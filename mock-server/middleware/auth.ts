import type { MiddlewareHandler } from 'hono';
import { preparedSql } from '../../db/client';
import type { Endpoint } from '../../src/shared/endpoint';
import type { ApiEnv, AppDeps } from '../deps';
import { AppError } from '../lib/errors';
import { requestHeader } from '../lib/request';

/** Reads the `access` header; protected calls without a live token of an active user answer 401. */
export function authenticate(endpoint: Endpoint, deps: AppDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = requestHeader(c, 'access');
    const claims = token ? await deps.tokens.read(token) : null;
    const active = claims !== null && isActive(deps, claims.userId);
    if (endpoint.access === 'user' && !active) throw new AppError('UNAUTHORIZED', 401);
    c.set('userId', active ? claims.userId : null);
    c.set('family', active ? claims.family : null);
    await next();
  };
}

function isActive(deps: AppDeps, userId: number): boolean {
  const row = preparedSql(deps.store.db, 'SELECT status FROM users WHERE id = ?').get(userId) as { status: string } | undefined;
  return row?.status === 'active';
}
