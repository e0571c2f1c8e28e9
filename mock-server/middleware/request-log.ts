import type { MiddlewareHandler } from 'hono';
import type { ApiEnv, AppDeps } from '../deps';
import { MAX_LOGGED_BODY, truncateBody } from '../lib/request-log';

/** Bodies far beyond what the log keeps are not read at all (picture uploads). */
const READ_LIMIT = 64 * MAX_LOGGED_BODY;

/**
 * One log entry per API call: status, time taken, the contract code, the fault applied, and both
 * bodies. Every answer of the API is c.json(...), so the answer is caught as the object itself
 * rather than by copying the response stream, which would cost more than the call.
 */
export function logRequests(deps: AppDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const started = performance.now();
    let response: unknown;
    const json = c.json.bind(c);
    c.json = ((object: unknown, ...rest: unknown[]) => {
      response = object;
      return (json as (...args: unknown[]) => Response)(object, ...rest);
    }) as typeof c.json;
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    deps.log.add({
      at: deps.clock.now(),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms,
      code: c.get('errorCode'),
      faultId: c.get('faultId'),
      requestBody: c.get('rawBody') !== undefined ? truncateBody(c.get('rawBody')!) : await unreadBody(c.req),
      response,
    });
  };
}

/** A call answered before validation (a fault, a 401) still shows what was sent. */
async function unreadBody(req: { header(name: string): string | undefined; text(): Promise<string> }): Promise<string | undefined> {
  if (Number(req.header('content-length') ?? 0) > READ_LIMIT) return undefined;
  try {
    return truncateBody(await req.text());
  } catch {
    // The caller hung up before sending its body (a dropped or abandoned call).
    return undefined;
  }
}
