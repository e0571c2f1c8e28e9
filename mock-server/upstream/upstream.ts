import { allEndpoints } from '../../src/shared/api';
import type { DriftState } from '../../src/shared/control';
import type { Endpoint } from '../../src/shared/endpoint';
import { HIDDEN, isSecretHeader } from '../lib/secrets';
import { SANDBOX_HEADER } from '../lib/sandboxes';
import { describeDifference, DriftLog, driftOf } from './drift';
import { cleanExchange, readRecording, Recorder, type Exchange } from './recording';
import { isPicturePath, PICTURE_REQUEST_HEADERS, servedPicture, type PictureAnswer } from './pictures';
import { ReplayBook } from './replay';

export interface UpstreamOptions {
  /** The real API host's origin: every forwarded call goes there and nowhere else. */
  proxyTo?: string;
  /** Which API paths go to the real host (or come from the recording): `all`, or exact paths and `prefix*` patterns. */
  paths: 'all' | string[];
  /** Where to write each proxied exchange (JSON Lines, mode 0600). */
  record?: string;
  /** A recording (or HAR file) to answer from instead of a real host. */
  replay?: string;
  /** More request fields, by name at any depth, that a replay does not compare. */
  replayIgnore?: string[];
}

export interface UpstreamCall {
  method: string;
  /** Path and query. */
  path: string;
  headers: Iterable<[string, string]>;
  body: string | undefined;
  /** The caller's request signal: a hang-up stops the forwarded call too. */
  signal?: HangUp;
}

/** What of a web AbortSignal the proxy listens to (its own type would tie this interface to undici's). */
interface HangUp {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
}

export interface UpstreamAnswer {
  status: number;
  /** In order, a header repeated as often as it came (Set-Cookie). */
  headers: Array<[string, string]>;
  body: string;
  source: 'proxy' | 'replay';
}

/** The real host did not answer (refused, timed out, not a host): the caller gets a 502. */
export class UpstreamUnreachable extends Error {}

export interface Upstream {
  /** Does this API or picture path go to the real host (or the recording) rather than to the mock? */
  handles(path: string): boolean;
  /** The real host's (or the recording's) answer; undefined when a replay has none (the mock answers). */
  answer(call: UpstreamCall): Promise<UpstreamAnswer | undefined>;
  /** A picture (`/files/<id>`) from the real host or the recording, fetched without the caller's credentials. */
  picture(call: Pick<UpstreamCall, 'path' | 'headers' | 'signal'>): Promise<PictureAnswer | undefined>;
  readonly drift: DriftLog;
  state(): NonNullable<DriftState['upstream']>;
  close(): void;
}

interface UpstreamRuntime {
  fetch?: typeof fetch;
  now?: () => number;
  /** Where first sightings (a drift, a call the recording lacks) are told; stderr by default. */
  tell?: (line: string) => void;
}

/** An exact path, or a prefix ending in `*`. */
export function pathMatcher(paths: 'all' | readonly string[]): (path: string) => boolean {
  if (paths === 'all') return () => true;
  const exact = new Set(paths.filter((p) => !p.endsWith('*')));
  const prefixes = paths.filter((p) => p.endsWith('*')).map((p) => p.slice(0, -1));
  return (path) => exact.has(path) || prefixes.some((prefix) => path.startsWith(prefix));
}

const contractCalls = new Map<string, { call: string; endpoint: Endpoint }>(
  allEndpoints().map(({ domain, name, endpoint }) => [endpoint.path, { call: `${domain}.${name}`, endpoint }]),
);
const pathOnly = (path: string) => path.split('?', 1)[0]!;

/** Request headers about this hop or this server, never sent on. */
const NOT_FORWARDED = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'accept-encoding',
  // The mock checked the page's origin already; the real host sees a call from a program.
  'origin',
  'referer',
  SANDBOX_HEADER,
]);
/** Answer headers about the real host's connection or encoding (the body is passed on decoded). */
const NOT_RETURNED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length']);

/**
 * The app's own credentials, the only ones the real host gets: the `access` header and the refresh
 * cookie. Every other cookie and credential header (another local app's session, an
 * `Authorization`, this server's control token) stays here.
 */
const FORWARDED_CREDENTIAL_HEADER = 'access';
const FORWARDED_COOKIE = 'refresh';

const onlyRefreshCookie = (cookie: string) =>
  cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.split('=', 1)[0] === FORWARDED_COOKIE)
    .join('; ');

function forwardedHeaders(headers: Iterable<[string, string]>): Array<[string, string]> {
  const kept: Array<[string, string]> = [];
  for (const [raw, value] of headers) {
    const name = raw.toLowerCase();
    if (NOT_FORWARDED.has(name)) continue;
    if (name !== 'cookie' && name !== FORWARDED_CREDENTIAL_HEADER && isSecretHeader(name)) continue;
    const sent = name === 'cookie' ? onlyRefreshCookie(value) : value;
    if (sent !== '') kept.push([name, sent]);
  }
  return kept;
}

/**
 * The URL a call goes to: the configured origin with the call's path and query set on it. A
 * path is set as a path, so `//elsewhere/x`, an absolute-form request line or a Host header
 * cannot name another host: there is no open proxy to ask for.
 */
export function targetOf(origin: string, pathAndQuery: string): URL {
  const url = new URL(origin);
  const q = pathAndQuery.indexOf('?');
  url.pathname = q < 0 ? pathAndQuery : pathAndQuery.slice(0, q);
  url.search = q < 0 ? '' : pathAndQuery.slice(q);
  if (url.origin !== origin) throw new UpstreamUnreachable(`refused to leave ${origin}`);
  return url;
}

/** The headers a picture is asked with: none that proves who the caller is. */
const pictureHeaders = (headers: Iterable<[string, string]>): Array<[string, string]> =>
  [...headers].flatMap(([raw, value]) => {
    const name = raw.toLowerCase();
    return PICTURE_REQUEST_HEADERS.has(name) ? [[name, value] as [string, string]] : [];
  });

interface Forwarded {
  status: number;
  headers: Array<[string, string]>;
  /** As the host sent them, decoded from any content encoding. */
  bytes: Uint8Array<ArrayBuffer>;
}

async function forward(
  fetcher: typeof fetch,
  origin: string,
  call: Pick<UpstreamCall, 'method' | 'path' | 'body' | 'signal'>,
  headers: Array<[string, string]>,
): Promise<Forwarded> {
  const hungUp = new AbortController();
  if (call.signal?.aborted) hungUp.abort();
  else call.signal?.addEventListener('abort', () => hungUp.abort());
  const signal = AbortSignal.any([AbortSignal.timeout(30_000), hungUp.signal]);
  let res: Response;
  try {
    res = await fetcher(targetOf(origin, call.path), {
      method: call.method,
      headers,
      body: call.method === 'GET' || call.method === 'HEAD' ? undefined : call.body,
      // A redirect is the client's to follow (or not), not the proxy's.
      redirect: 'manual',
      signal,
    });
  } catch (error) {
    throw new UpstreamUnreachable(
      `${origin} did not answer ${call.method} ${pathOnly(call.path)}: ${(error as Error).message}`,
    );
  }
  const answerHeaders: Array<[string, string]> = [];
  for (const [name, value] of res.headers)
    if (!NOT_RETURNED.has(name) && name !== 'set-cookie') answerHeaders.push([name, value]);
  for (const cookie of res.headers.getSetCookie()) answerHeaders.push(['set-cookie', cookie]);
  return { status: res.status, headers: answerHeaders, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const utf8 = new TextDecoder();

/** A recorded answer's headers as served: a hidden cookie is left out, a hidden token stays a placeholder. */
const replayedHeaders = (exchange: Exchange): Array<[string, string]> =>
  Object.entries(exchange.responseHeaders).filter(
    ([name, value]) => !(value === HIDDEN && (name === 'set-cookie' || name === 'cookie')),
  );

/**
 * Where the answers of the chosen API paths come from when not from the mock: a real host
 * (each exchange optionally written to a recording) or a recording played back offline. Every
 * such answer of a contract call is checked against the contract and its drift kept.
 */
export function createUpstream(options: UpstreamOptions, runtime: UpstreamRuntime = {}): Upstream {
  const fetcher = runtime.fetch ?? fetch;
  const now = runtime.now ?? Date.now;
  const tell = runtime.tell ?? ((line: string) => console.error(line));
  const handles = pathMatcher(options.paths);
  const drift = new DriftLog((report) =>
    tell(`[drift] ${report.call} ${report.path}: ${report.differences.map(describeDifference).join('; ')}`),
  );
  const book = options.replay
    ? new ReplayBook(
        readRecording(options.replay, (path) => contractCalls.has(path) || isPicturePath(path)),
        options.replayIgnore,
      )
    : undefined;
  const recorder = options.proxyTo && options.record ? new Recorder(options.record, options.proxyTo) : undefined;
  const missing = new Set<string>();
  const notInRecording = (key: string) => {
    // Told once per request, and not past a thousand of them (a client polling with new bodies).
    if (!missing.has(key) && missing.size < 1000) {
      missing.add(key);
      tell(`[replay] not in the recording, the mock answers: ${key}`);
    }
  };
  const record = (
    call: Pick<UpstreamCall, 'method' | 'path' | 'body'>,
    headers: Array<[string, string]>,
    at: number,
    answer: Forwarded,
    body: string | Uint8Array,
  ) =>
    recorder?.add(
      cleanExchange({
        at,
        method: call.method,
        path: call.path,
        requestHeaders: headers,
        requestBody: call.body,
        status: answer.status,
        responseHeaders: answer.headers,
        body,
      }),
    );

  const check = (answer: UpstreamAnswer, path: string): UpstreamAnswer => {
    const known = contractCalls.get(pathOnly(path));
    if (known) drift.note(known.call, pathOnly(path), answer.source, driftOf(known.endpoint, answer.body), now());
    return answer;
  };

  return {
    handles,
    drift,
    state: () => ({
      mode: book ? 'replay' : 'proxy',
      source: (book ? options.replay : options.proxyTo) ?? '',
      paths: options.paths === 'all' ? ['all'] : options.paths,
      recording: recorder?.file ?? null,
    }),
    async answer(call) {
      if (book) {
        const exchange = book.take(call.method, call.path, call.body);
        if (!exchange) return void notInRecording(book.keyOf(call.method, call.path, call.body));
        return check(
          { status: exchange.status, headers: replayedHeaders(exchange), body: exchange.body, source: 'replay' },
          call.path,
        );
      }
      const headers = forwardedHeaders(call.headers);
      const at = now();
      const answer = await forward(fetcher, options.proxyTo!, call, headers);
      const body = utf8.decode(answer.bytes);
      record(call, headers, at, answer, body);
      return check({ status: answer.status, headers: answer.headers, body, source: 'proxy' }, call.path);
    },
    async picture(call) {
      const get = { method: 'GET', path: call.path, body: undefined, signal: call.signal };
      if (book) {
        const exchange = book.take(get.method, get.path, undefined);
        if (!exchange) return void notInRecording(book.keyOf(get.method, get.path, undefined));
        const bytes = Buffer.from(exchange.body, exchange.encoding === 'base64' ? 'base64' : 'utf8');
        return servedPicture(exchange.status, Object.entries(exchange.responseHeaders), bytes, 'replay');
      }
      const headers = pictureHeaders(call.headers);
      const at = now();
      const answer = await forward(fetcher, options.proxyTo!, get, headers);
      record(get, headers, at, answer, answer.bytes);
      return servedPicture(answer.status, answer.headers, answer.bytes, 'proxy');
    },
    close: () => recorder?.close(),
  };
}
