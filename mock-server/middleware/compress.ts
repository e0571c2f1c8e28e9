import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESS_THRESHOLD_BYTES, CompressedAnswers, preferredEncoding } from '../lib/compression';

/** Text the server builds: JSON, pages, scripts, SVG. Not event streams: they must flow as written. */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml)|image\/svg\+xml)/i;
const NO_BODY = new Set([101, 204, 205, 304]);

interface Built {
  res: Response;
  text: string;
}

/**
 * Keeps the text of the answer a handler builds with c.json, c.html or c.text. Reading it back
 * from the Response would cost more than the call itself (a stream is made and drained), so the
 * text is caught where it is made, as the request log catches the object.
 */
function catchBuiltText(c: Context): () => Built | undefined {
  let built: Built | undefined;
  const keep = (res: Response, text: string) => {
    built = { res, text };
    return res;
  };
  const body = c.body.bind(c);
  c.json = ((object: unknown, arg?: unknown, headers?: Record<string, string>) => {
    const text = JSON.stringify(object);
    return keep(body(text, arg as never, { 'Content-Type': 'application/json', ...headers }), text);
  }) as typeof c.json;
  for (const name of ['html', 'text'] as const) {
    const respond = c[name].bind(c) as (text: unknown, ...rest: unknown[]) => Response | Promise<Response>;
    c[name] = ((text: unknown, ...rest: unknown[]) => {
      const res = respond(text, ...rest);
      return typeof text === 'string' && res instanceof Response ? keep(res, text) : res;
    }) as never;
  }
  return () => built;
}

/**
 * Compresses the answers the server builds (API JSON, share and consent pages, the control API)
 * for clients that accept it, once they pass the size threshold. Files of the web build are not
 * its business: the build ships them compressed already (`serveStatic`'s `precompressed`).
 */
export function compressAnswers(): MiddlewareHandler {
  const answers = new CompressedAnswers();
  return async (c, next) => {
    const built = catchBuiltText(c);
    await next();
    const res = c.res;
    const type = res.headers.get('content-type');
    if (c.req.method === 'HEAD' || NO_BODY.has(res.status) || !type || !COMPRESSIBLE.test(type)) return;
    if (res.headers.has('content-encoding')) return;
    // Even when sent plain: a shared cache must not hand this copy to a client that asked otherwise.
    res.headers.append('vary', 'accept-encoding');
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const caught = built();
    // UTF-16 units: Korean and Japanese take 3 bytes each in UTF-8, so a short text is surely small.
    if (caught?.res === res && caught.text.length * 3 < COMPRESS_THRESHOLD_BYTES) return;
    const text = caught?.res === res ? caught.text : await res.text();
    const headers = new Headers(res.headers);
    // Cleared first: assigning over an answer would merge the old one's headers into the new one.
    c.res = undefined;
    if (Buffer.byteLength(text) < COMPRESS_THRESHOLD_BYTES) {
      c.res = new Response(text, { status: res.status, headers });
      return;
    }
    const body = await answers.compress(text, encoding);
    headers.set('content-encoding', encoding);
    headers.delete('content-length');
    c.res = new Response(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), {
      status: res.status,
      headers,
    });
  };
}
