import type { Context, MiddlewareHandler } from 'hono';
import type { ApiEnv, AppDeps } from '../deps';
import { readBodyPrefix } from '../lib/body';
import { MAX_LOGGED_BODY, truncateBody } from '../lib/request-log';
import { HIDDEN, isSecretHeader, shareable } from '../lib/secrets';

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
      requestBody: loggedBody(c.get('rawBody') !== undefined ? truncateBody(c.get('rawBody')!) : await unreadBody(c)),
      requestHeaders: loggedHeaders(c),
      response: response ?? parsedOr(c.get('upstreamAnswer')),
    });
  };
}

/** Names that might be a secret's: a body without any is kept as it came, unparsed (most calls). */
const MAYBE_SECRET = /token|passw|secret|credential|access|key|code|otp/i;

/** A request body as the log keeps it: never a password (encrypted or not), a token or a code. */
const loggedBody = (body: string | undefined) =>
  body !== undefined && MAYBE_SECRET.test(body) ? shareable(body, 'request') : body;

/** Longer header values are cut: the log keeps what a test matches on, not whatever a client sends. */
const MAX_HEADER_VALUE = 500;

/**
 * The request's headers as the log keeps them (a verify pattern matches on them): credentials hidden.
 * Read from Node's parsed headers when there are some: walking a Fetch `Headers` sorts it first.
 */
function loggedHeaders(c: Context<ApiEnv>): Record<string, string> {
  const kept: Record<string, string> = {};
  const parsed = c.env?.incoming?.headers;
  if (parsed === undefined) {
    for (const [name, value] of c.req.raw.headers) kept[name] = keptValue(name, value);
    return kept;
  }
  for (const name in parsed) {
    const value = parsed[name];
    if (value !== undefined) kept[name] = keptValue(name, typeof value === 'string' ? value : value.join(', '));
  }
  return kept;
}

const keptValue = (name: string, value: string) => (isSecretHeader(name) ? HIDDEN : value.slice(0, MAX_HEADER_VALUE));

/** A forwarded answer's body as the log keeps answers: the object when it is JSON. */
function parsedOr(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A call answered before validation (a fault, a 401, an unknown path) still shows what was sent:
 * its first 4 KB, the rest dropped unread, so an anonymous body of any size costs nothing.
 */
async function unreadBody(c: Context<ApiEnv>): Promise<string | undefined> {
  try {
    const { bytes, complete } = await readBodyPrefix(c, MAX_LOGGED_BODY);
    return complete ? bytes.toString('utf8') : `${bytes.toString('utf8')}… (cut)`;
  } catch {
    // The caller hung up before sending its body (a dropped or abandoned call).
    return undefined;
  }
}
