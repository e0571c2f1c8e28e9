import type { LoggedRequest } from '../../shared/control';

/** Headers a copy leaves out: the connection's own, and those whose value the log hid. */
const NOT_COPIED = new Set(['host', 'connection', 'content-length', 'accept-encoding']);
const HIDDEN = '(hidden)';

const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The call as a curl command line to run again from a shell (credentials left for the tester to add). */
export function curlOf(entry: LoggedRequest, origin: string): string {
  const headers = Object.entries(entry.requestHeaders ?? {}).filter(
    ([name, value]) => !NOT_COPIED.has(name) && value !== HIDDEN,
  );
  return [
    `curl -X ${entry.method} ${quoted(origin + entry.path)}`,
    ...headers.map(([name, value]) => `-H ${quoted(`${name}: ${value}`)}`),
    ...(entry.requestBody ? [`--data-raw ${quoted(entry.requestBody)}`] : []),
  ].join(' \\\n  ');
}

const jsonOr = (text: string) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * The call as a request pattern for the verify call (`POST /__mock/verify`): method, path and the
 * body it sent, which a test then loosens to what it means to check.
 */
export const verifyPatternObjectOf = (entry: LoggedRequest) => ({
  method: entry.method,
  path: entry.path,
  ...(entry.requestBody ? { body: jsonOr(entry.requestBody) } : {}),
});

export const verifyPatternOf = (entry: LoggedRequest) => JSON.stringify(verifyPatternObjectOf(entry), null, 2);
