import type { Har, LoggedRequest } from '../../src/shared/control';
import { shareable } from '../lib/secrets';

const VERSION = '0.1.0';
const JSON_TYPE = 'application/json';

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  303: 'See Other',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  413: 'Payload Too Large',
  499: 'Client Closed Request',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

const bytes = (text: string | undefined) => (text === undefined ? 0 : Buffer.byteLength(text));

/**
 * The request log as HTTP Archive 1.2 (what DevTools' Network panel and other tools import),
 * oldest call first. The log keeps request bodies cut at 4 KB, request headers (credentials
 * hidden) and answers whole, but no answer headers, so an answer gives only its content type;
 * sizes the log does not know are -1, as the format asks. Tokens and passwords in bodies are hidden.
 */
export function harOf(entries: LoggedRequest[], origin: string): Har {
  return {
    log: {
      version: '1.2',
      creator: { name: 'tabi-log mock server', version: VERSION },
      pages: [],
      entries: [...entries]
        .reverse()
        .map(({ requestBody, responseBody, ...e }) => ({
          ...e,
          requestBody: shareable(requestBody, 'request'),
          responseBody: shareable(responseBody, 'answer'),
        }))
        .map((e) => ({
          startedDateTime: new Date(e.at).toISOString(),
          time: e.ms,
          request: {
            method: e.method,
            url: `${origin}${e.path}`,
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: e.requestHeaders
              ? Object.entries(e.requestHeaders).map(([name, value]) => ({ name, value }))
              : e.requestBody === undefined
                ? []
                : [{ name: 'content-type', value: JSON_TYPE }],
            queryString: [],
            ...(e.requestBody !== undefined && { postData: { mimeType: JSON_TYPE, text: e.requestBody } }),
            headersSize: -1,
            bodySize: bytes(e.requestBody),
          },
          response: {
            status: e.status,
            statusText: STATUS_TEXT[e.status] ?? '',
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: e.responseBody === undefined ? [] : [{ name: 'content-type', value: JSON_TYPE }],
            content: {
              size: bytes(e.responseBody),
              mimeType: JSON_TYPE,
              ...(e.responseBody !== undefined && { text: e.responseBody }),
            },
            redirectURL: '',
            headersSize: -1,
            bodySize: bytes(e.responseBody),
          },
          cache: {},
          timings: { send: 0, wait: e.ms, receive: 0 },
          ...(e.faultId !== undefined && { comment: `fault ${e.faultId}` }),
        })),
    },
  };
}
