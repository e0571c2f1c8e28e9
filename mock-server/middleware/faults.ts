import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../src/shared/errors';
import type { ApiEnv, AppDeps } from '../deps';
import { languageOf } from '../lib/lang';
import { requestHeader } from '../lib/request';
import { errorEnvelope } from './envelope';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** nginx's "client closed request", so the log tells a tester why there was no answer. */
const CLIENT_CLOSED = 499;

const codeForStatus = (status: number): ErrorCode =>
  status === 401
    ? 'UNAUTHORIZED'
    : status === 403
      ? 'FORBIDDEN'
      : status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : status === 400
          ? 'BAD_JSON'
          : status >= 500
            ? 'INTERNAL'
            : 'NOT_FOUND';

/** Applies the tester's scripted faults for this path: delay, token expiry, then a status, an error answer or a dropped connection. */
export function applyFaults(deps: AppDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (deps.faults.size === 0) return next();
    const effect = deps.faults.take(c.req.path, deps.random);
    if (!effect) return next();
    c.set('faultId', effect.ids.join(','));
    if (effect.dribble) c.set('dribble', effect.dribble);
    if (effect.delayMs) {
      // Read before waiting: the server only tracks a hang-up for requests whose signal was asked for.
      const { signal } = c.req.raw;
      await sleep(effect.delayMs);
      // The caller gave up during the wait (navigated away): nobody is left to answer.
      if (signal.aborted) return c.body(null, CLIENT_CLOSED as ContentfulStatusCode);
    }
    if (effect.expireTokens) deps.tokens.expireAll();
    const answer = effect.answer;
    if (!answer) return next();
    if ('drop' in answer) {
      c.env?.incoming?.socket?.destroy();
      // Only in-process requests (tests) ever see this: a socket client has lost its connection.
      return c.body(null, 503);
    }
    const lang = languageOf(requestHeader(c, 'accept-language'));
    if ('error' in answer) {
      c.set('errorCode', answer.error.code);
      return c.json(errorEnvelope(lang, answer.error.code, answer.error.message), 200);
    }
    const code = codeForStatus(answer.status);
    c.set('errorCode', code);
    return c.json(errorEnvelope(lang, code), answer.status as ContentfulStatusCode);
  };
}
