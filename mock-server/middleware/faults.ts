import type { MiddlewareHandler } from 'hono';
import type { ApiEnv, AppDeps } from '../deps';
import { languageOf } from '../lib/lang';
import { errorEnvelope } from './envelope';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies the tester's scripted fault for this path: delay, status, error answer or a dropped connection. */
export function applyFaults(deps: AppDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (deps.faults.size === 0) return next();
    const fault = deps.faults.take(c.req.path);
    if (!fault) return next();
    c.set('faultId', fault.id);
    if (fault.delayMs !== undefined) {
      const max = Math.max(fault.delayMaxMs ?? fault.delayMs, fault.delayMs);
      await sleep(fault.delayMs + Math.random() * (max - fault.delayMs));
    }
    if (fault.drop) {
      c.env?.incoming?.socket?.destroy();
      return c.body(null, 503);
    }
    const lang = languageOf(c.req.header('accept-language'));
    if (fault.error) return c.json(errorEnvelope(lang, fault.error.code, fault.error.message), 200);
    if (fault.status !== undefined && fault.status !== 200) {
      const code = fault.status === 401 ? 'UNAUTHORIZED' : fault.status >= 500 ? 'INTERNAL' : 'NOT_FOUND';
      return c.json(errorEnvelope(lang, code), fault.status as 400);
    }
    return next();
  };
}
