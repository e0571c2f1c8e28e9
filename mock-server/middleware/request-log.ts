import type { MiddlewareHandler } from 'hono';
import type { ApiEnv, AppDeps } from '../deps';

export function logRequests(deps: AppDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    deps.log.add({
      at: deps.clock.now(),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      code: c.get('errorCode'),
      faultId: c.get('faultId'),
    });
  };
}
