import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiEnv } from '../deps';
import { readBody } from '../lib/body';
import { UpstreamUnreachable, type Upstream } from '../upstream/upstream';
import { bodyLimitOf } from './body-limit';
import { errorEnvelope } from './envelope';

/** Tells a tester where an answer came from: the real host or the recording (absent: the mock). */
export const SOURCE_HEADER = 'x-mock-source';

const envelopeCode = (body: string): string | undefined => {
  try {
    const code = (JSON.parse(body) as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The calls the tester chose (--proxy-paths) answered by the real host or its recording, after
 * the faults (a scripted fault still wins). Status, headers and body come back as they were; a
 * call the recording lacks goes on to the mock.
 */
export function answerFromUpstream(upstream: Upstream): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (!upstream.handles(c.req.path)) return next();
    const body = await readBody(c, bodyLimitOf(c.req.path));
    c.set('rawBody', body);
    const url = new URL(c.req.url);
    let answer;
    try {
      answer = await upstream.answer({
        method: c.req.method,
        path: url.pathname + url.search,
        headers: c.req.raw.headers.entries(),
        body,
        signal: c.req.raw.signal,
      });
    } catch (error) {
      if (!(error instanceof UpstreamUnreachable)) throw error;
      console.error(`[proxy] ${error.message}`);
      c.set('errorCode', 'INTERNAL');
      return c.json(errorEnvelope(c.get('lang'), 'INTERNAL'), 502);
    }
    if (!answer) return next();
    c.set('errorCode', envelopeCode(answer.body));
    c.set('upstreamAnswer', answer.body);
    for (const [name, value] of answer.headers) c.header(name, value, { append: name === 'set-cookie' });
    c.header(SOURCE_HEADER, answer.source);
    return c.body(answer.body, answer.status as ContentfulStatusCode);
  };
}
