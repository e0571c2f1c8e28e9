import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiEnv, AppDeps } from '../deps';
import { AppError } from '../lib/errors';
import { requestHeader } from '../lib/request';

/** What clients send (crypto.randomUUID()), or any 8–100 letters, digits, '-' and '_'. */
const KEY = /^[\w-]{8,100}$/;
/** A write queued on a phone is sent within hours; a day covers a trip out of signal. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** Memory stays bounded whatever a client sends: the oldest keys go first. */
const MAX_KEYS = 20_000;

interface Answer {
  status: number;
  body: string;
  contentType: string;
}

interface Remembered {
  path: string;
  at: number;
  /** Settles when the first call has its answer; null when it is not kept (a server error). */
  answer: Promise<Answer | null>;
}

/** Per data set (a sandbox keeps its own), keyed `<userId>:<key>`, oldest first. */
const rememberedFor = new WeakMap<AppDeps, Map<string, Remembered>>();

function rememberedOf(deps: AppDeps): Map<string, Remembered> {
  let remembered = rememberedFor.get(deps);
  if (!remembered) rememberedFor.set(deps, (remembered = new Map()));
  const oldest = deps.clock.now() - KEEP_MS;
  for (const [id, entry] of remembered) {
    if (entry.at >= oldest && remembered.size < MAX_KEYS) break;
    remembered.delete(id);
  }
  return remembered;
}

/**
 * `Idempotency-Key` on a signed-in call: the first call with a key runs and its answer is kept (a
 * refusal too); the same member sending the same key again gets that answer back, applied once,
 * even while the first is still running. A key names one action: sent to another call it is
 * refused. Another member's same key is their own. A server error is not kept, so a retry runs again.
 */
export function honourIdempotencyKeys(deps: AppDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const key = requestHeader(c, 'idempotency-key');
    const userId = c.get('userId');
    if (key === undefined || userId === null) return next();
    if (!KEY.test(key)) throw new AppError('VALIDATION', 400);
    const remembered = rememberedOf(deps);
    const id = `${userId}:${key}`;
    const before = remembered.get(id);
    if (before) {
      if (before.path !== c.req.path) throw new AppError('VALIDATION', 400);
      const answer = await before.answer;
      if (answer) {
        c.header('idempotent-replayed', 'true');
        return c.body(answer.body, answer.status as ContentfulStatusCode, { 'content-type': answer.contentType });
      }
    }
    let settle: (answer: Answer | null) => void = () => {};
    remembered.set(id, {
      path: c.req.path,
      at: deps.clock.now(),
      answer: new Promise((resolve) => (settle = resolve)),
    });
    try {
      await next();
    } catch (error) {
      remembered.delete(id);
      settle(null);
      throw error;
    }
    if (c.res.status >= 500) {
      remembered.delete(id);
      settle(null);
      return;
    }
    settle({
      status: c.res.status,
      body: await c.res.clone().text(),
      contentType: c.res.headers.get('content-type') ?? 'application/json',
    });
  };
}
