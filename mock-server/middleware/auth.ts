import type { MiddlewareHandler } from 'hono';
import { preparedSql } from '../../db/client';
import type { Endpoint } from '../../src/shared/endpoint';
import type { ApiEnv, AppDeps } from '../deps';
import { AppError } from '../lib/errors';
import { requestHeader } from '../lib/request';
import type { AccessClaims } from '../lib/tokens';

/** Reads the `access` header; protected calls without a live token of a live sign-in answer 401. */
export function authenticate(endpoint: Endpoint, deps: AppDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = requestHeader(c, 'access');
    const claims = token ? await deps.tokens.read(token) : null;
    const live = claims !== null && signInIsLive(deps, claims);
    if (endpoint.access === 'user' && !live) throw new AppError('UNAUTHORIZED', 401);
    c.set('userId', live ? claims.userId : null);
    await next();
  };
}

/**
 * Asked on every call, never cached: the member is active and the token's sign-in was not
 * revoked (logout, refresh-token reuse, a new password, withdrawal), so those end a token at once
 * rather than when its 15 minutes run out.
 */
function signInIsLive(deps: AppDeps, claims: AccessClaims): boolean {
  const row = preparedSql(
    deps.store.db,
    `SELECT u.status AS status,
    EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family = ? AND r.revoked_at IS NOT NULL) AS revoked
    FROM users u WHERE u.id = ?`,
  ).get(claims.family, claims.userId) as { status: string; revoked: number } | undefined;
  return row?.status === 'active' && row.revoked === 0;
}
