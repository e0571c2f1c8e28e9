import { closeSync, constants, fchmodSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { HIDDEN, isSecretHeader, shareable } from '../lib/secrets';
import { isPicturePath } from './pictures';

/** One call to the real host and its answer, as the recording file keeps it: never a secret. */
export const exchangeSchema = z.object({
  at: z.number(),
  method: z.string().min(1),
  /** Path and query, as asked. */
  path: z.string().startsWith('/'),
  requestHeaders: z.record(z.string(), z.string()),
  requestBody: z.string().optional(),
  status: z.number().int().min(100).max(599),
  responseHeaders: z.record(z.string(), z.string()),
  body: z.string(),
  /** `base64`: the body is bytes (a picture), written as base64; absent: the body is the text. */
  encoding: z.literal('base64').optional(),
});
export type Exchange = z.infer<typeof exchangeSchema>;

const FORMAT = 'tabi-log recording';
const headerLineSchema = z.object({ format: z.literal(FORMAT), version: z.literal(1), host: z.string() }).loose();

/** Headers a copy of the answer does not keep: they describe one connection or one encoding. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'date',
]);

/** A header list written down: a secret's name stays (the answer had one), its value never does. */
function keptHeaders(headers: Iterable<[string, string]>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [raw, value] of headers) {
    const name = raw.toLowerCase();
    if (CONNECTION_HEADERS.has(name)) continue;
    kept[name] = isSecretHeader(name) ? HIDDEN : value;
  }
  return kept;
}

/**
 * An exchange as it may be written to disk or served again: tokens, passwords and cookies of
 * the real host replaced by HIDDEN in both bodies and both header lists.
 */
export function cleanExchange(exchange: {
  at: number;
  method: string;
  path: string;
  requestHeaders: Iterable<[string, string]>;
  requestBody?: string;
  status: number;
  responseHeaders: Iterable<[string, string]>;
  /** Text (an API answer, its secrets hidden) or bytes (a picture, kept as they came). */
  body: string | Uint8Array;
}): Exchange {
  return {
    at: exchange.at,
    method: exchange.method.toUpperCase(),
    path: exchange.path,
    requestHeaders: keptHeaders(exchange.requestHeaders),
    ...(exchange.requestBody !== undefined &&
      exchange.requestBody !== '' && { requestBody: shareable(exchange.requestBody, 'request') }),
    status: exchange.status,
    responseHeaders: keptHeaders(exchange.responseHeaders),
    ...(typeof exchange.body === 'string'
      ? { body: shareable(exchange.body, 'answer') ?? '' }
      : { body: Buffer.from(exchange.body).toString('base64'), encoding: 'base64' as const }),
  };
}

/**
 * Writes a recording as JSON Lines (a header line, then one exchange a line), each line as it
 * happens, so a stopped server leaves every finished call on disk. Created 0600 (only its owner
 * may read it) and never through a symbolic link.
 */
export class Recorder {
  private readonly fd: number;

  constructor(
    readonly file: string,
    host: string,
  ) {
    mkdirSync(dirname(file), { recursive: true });
    this.fd = openSync(
      file,
      constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | (constants.O_NOFOLLOW ?? 0),
      0o600,
    );
    // The mode of open() applies to a new file only: an old one keeps its own otherwise.
    fchmodSync(this.fd, 0o600);
    this.line({ format: FORMAT, version: 1, host, startedAt: new Date().toISOString() });
  }

  add(exchange: Exchange): void {
    this.line(exchange);
  }

  close(): void {
    closeSync(this.fd);
  }

  private line(value: unknown): void {
    writeSync(this.fd, `${JSON.stringify(value)}\n`);
  }
}

export class RecordingError extends Error {}

/** HAR 1.2 as far as a replay reads it (DevTools' export, this server's /__mock/requests.har). */
const nameValues = z.array(z.object({ name: z.string(), value: z.string() }));
const harSchema = z.object({
  log: z.object({
    entries: z.array(
      z.object({
        startedDateTime: z.string(),
        request: z.object({
          method: z.string(),
          url: z.string(),
          headers: nameValues,
          postData: z.object({ text: z.string().optional() }).loose().optional(),
        }),
        response: z.object({
          status: z.number().int(),
          headers: nameValues,
          content: z.object({ text: z.string().optional(), encoding: z.string().optional() }).loose(),
        }),
      }),
    ),
  }),
});

const pairs = (list: Array<{ name: string; value: string }>): Array<[string, string]> =>
  list.map(({ name, value }) => [name, value]);

function fromHar(har: z.infer<typeof harSchema>, isCall: (path: string) => boolean): Exchange[] {
  return har.log.entries.flatMap((entry) => {
    if (!URL.canParse(entry.request.url)) return [];
    const url = new URL(entry.request.url);
    // A browser's HAR holds the page and its scripts too: only the API's calls and the pictures replay.
    if (!isCall(url.pathname) || entry.response.status === 0) return [];
    const { text = '', encoding } = entry.response.content;
    const bytes = Buffer.from(text, encoding === 'base64' ? 'base64' : 'utf8');
    return [
      cleanExchange({
        at: Date.parse(entry.startedDateTime) || 0,
        method: entry.request.method,
        path: url.pathname + url.search,
        requestHeaders: pairs(entry.request.headers),
        requestBody: entry.request.postData?.text,
        status: entry.response.status,
        responseHeaders: pairs(entry.response.headers),
        body: isPicturePath(url.pathname) ? bytes : bytes.toString('utf8'),
      }),
    ];
  });
}

function fromLines(text: string, file: string): Exchange[] {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const parse = (line: string, n: number) => {
    try {
      return JSON.parse(line) as unknown;
    } catch {
      throw new RecordingError(`${file}:${n}: not JSON`);
    }
  };
  if (!headerLineSchema.safeParse(parse(lines[0] ?? '', 1)).success)
    throw new RecordingError(`${file}: neither a recording of this server (made by --record) nor a HAR file`);
  return lines.slice(1).map((line, i) => {
    const exchange = exchangeSchema.safeParse(parse(line, i + 2));
    if (!exchange.success) throw new RecordingError(`${file}:${i + 2}: ${z.prettifyError(exchange.error)}`);
    return exchange.data;
  });
}

/** The exchanges (API calls and pictures) of a recording file or of a HAR file, whichever it is; a bad file names its line. */
export function readRecording(file: string, isCall: (path: string) => boolean): Exchange[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new RecordingError(`cannot read ${file}: ${(error as Error).message}`);
  }
  let whole: unknown;
  try {
    whole = JSON.parse(text);
  } catch {
    return fromLines(text, file);
  }
  const har = harSchema.safeParse(whole);
  if (har.success) return fromHar(har.data, isCall);
  // A one-line recording (a header and nothing else) parses as a whole too.
  if (headerLineSchema.safeParse(whole).success) return [];
  throw new RecordingError(`${file}: not a HAR 1.2 file: ${z.prettifyError(har.error)}`);
}
