import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiEnv, AppDeps } from '../deps';
import { readBody } from '../lib/body';
import { isFromForeignPage } from '../lib/origins';
import { isPicturePath, SVG_POLICY } from '../upstream/pictures';
import { UpstreamUnreachable, type Upstream } from '../upstream/upstream';
import { bodyLimitOf } from './body-limit';
import { errorEnvelope } from './envelope';

/** Tells a tester where an answer came from: the real host or the recording (absent: the mock). */
export const SOURCE_HEADER = 'x-mock-source';

/**
 * The real host's answer headers the client may see: the session it hands out and what caching
 * needs. Anything else (its CORS, its own policy, a content type) is this server's to say.
 */
const RETURNED_HEADERS = new Set(['access', 'set-cookie', 'cache-control', 'etag', 'last-modified', 'retry-after']);

/**
 * Every API answer from the host or a recording is JSON for a script: a browser that opens one
 * itself (a link, a new tab) must neither sniff it into a page nor run anything in it.
 */
const PROXIED_API_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
} as const;

const JSON_TYPE = /^application\/([\w.+-]*\+)?json\s*(;|$)/i;

/** The body as JSON when the answer says it is JSON (or says nothing) and it parses; undefined otherwise. */
function jsonOf(headers: Array<[string, string]>, body: string): unknown {
  const type = headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  if (type !== undefined && !JSON_TYPE.test(type)) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

const envelopeCode = (json: unknown): string | undefined => {
  const code = (json as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
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
    c.header(SOURCE_HEADER, answer.source);
    for (const [name, value] of Object.entries(PROXIED_API_HEADERS)) c.header(name, value);
    const json = jsonOf(answer.headers, answer.body);
    if (json === undefined) {
      console.error(`[proxy] ${c.req.method} ${url.pathname}: the ${answer.source} answered something other than JSON`);
      c.set('errorCode', 'INTERNAL');
      return c.body(JSON.stringify(errorEnvelope(c.get('lang'), 'INTERNAL')), 502);
    }
    c.set('errorCode', envelopeCode(json));
    c.set('upstreamAnswer', answer.body);
    for (const [name, value] of answer.headers)
      if (RETURNED_HEADERS.has(name.toLowerCase())) c.header(name, value, { append: name === 'set-cookie' });
    return c.body(answer.body, answer.status as ContentfulStatusCode);
  };
}

/**
 * The pictures (`/files/<id>`) of the chosen paths from the real host or its recording, for this
 * server's pages only: another page of this machine cannot make the proxy fetch for it. Only a
 * real picture is served (typed by its bytes); a picture the recording lacks is the mock's.
 */
export function picturesFromUpstream(deps: AppDeps, upstream: Upstream): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (!isPicturePath(c.req.path) || !upstream.handles(c.req.path)) return next();
    if (isFromForeignPage(c, deps.config)) return c.body(null, 403);
    let picture;
    try {
      picture = await upstream.picture({
        path: c.req.path,
        headers: c.req.raw.headers.entries(),
        signal: c.req.raw.signal,
      });
    } catch (error) {
      if (!(error instanceof UpstreamUnreachable)) throw error;
      console.error(`[proxy] ${error.message}`);
      return c.body(null, 502);
    }
    if (!picture) return next();
    c.header(SOURCE_HEADER, picture.source);
    if (!picture.contentType) return c.body(null, picture.status as ContentfulStatusCode);
    c.header('content-type', picture.contentType);
    if (picture.contentType === 'image/svg+xml') c.header('content-security-policy', SVG_POLICY);
    if (picture.cacheControl) c.header('cache-control', picture.cacheControl);
    return c.body(picture.bytes, picture.status as ContentfulStatusCode);
  };
}
