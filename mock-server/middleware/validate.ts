import type { Context, MiddlewareHandler } from 'hono';
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import type { Language } from '../../src/shared/constants';
import type { Endpoint } from '../../src/shared/endpoint';
import { isErrorCode, type ErrorCode } from '../../src/shared/errors';
import { FIELD_MESSAGES, isFieldMessageKey } from '../../src/shared/validation-messages';
import type { ApiEnv } from '../deps';
import { AppError } from '../lib/errors';
import { requestHeader } from '../lib/request';

const DEFAULT_MAX_BODY = 1024 * 1024;
const zodLocales = { ko: z.locales.ko().localeError, ja: z.locales.ja().localeError };

/** Turns the first zod issue into the answer's code and a sentence in the reader's language. */
export function describeIssue(issue: z.core.$ZodIssue, lang: Language): { code: ErrorCode; message: string } {
  if (isErrorCode(issue.message)) return { code: issue.message, message: '' };
  if (isFieldMessageKey(issue.message)) return { code: 'VALIDATION', message: FIELD_MESSAGES[lang][issue.message] };
  const field = issue.path.join('.');
  return { code: 'VALIDATION', message: field ? `${field}: ${issue.message}` : issue.message };
}

/**
 * The body as text, refused past `maxSize`. Under Node it is read straight from the socket: the
 * web Request that `c.req.text()` builds costs more than the rest of a small call together.
 */
async function readBody(c: Context<ApiEnv>, maxSize: number): Promise<string> {
  if (Number(requestHeader(c, 'content-length') ?? 0) > maxSize) throw new AppError('PAYLOAD_TOO_LARGE', 413);
  const incoming = c.env?.incoming;
  // Once the web Request exists (a delay fault reads its abort signal), its stream owns the body.
  if (!incoming || incoming.readableFlowing !== null) {
    const text = await c.req.text();
    if (Buffer.byteLength(text) > maxSize) throw new AppError('PAYLOAD_TOO_LARGE', 413);
    return text;
  }
  return readStream(incoming, maxSize);
}

/** Plain listeners rather than `for await`: the async iterator costs more than the read itself. */
function readStream(incoming: IncomingMessage, maxSize: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxSize) return void chunks.push(chunk);
      // The rest is drained unread, so the answer can still be written on this connection.
      incoming.off('data', onData).resume();
      reject(new AppError('PAYLOAD_TOO_LARGE', 413));
    };
    incoming.on('data', onData);
    incoming.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    incoming.once('error', reject);
  });
}

export function validateBody(endpoint: Endpoint): MiddlewareHandler<ApiEnv> {
  const maxSize = endpoint.maxBodyBytes ?? DEFAULT_MAX_BODY;
  return async (c, next) => {
    const text = await readBody(c, maxSize);
    c.set('rawBody', text);
    let raw: unknown = {};
    if (text.trim() !== '') {
      try {
        raw = JSON.parse(text);
      } catch {
        throw new AppError('BAD_JSON', 400);
      }
    }
    const parsed = endpoint.request.safeParse(raw ?? {});
    if (!parsed.success) {
      // Parsed again for the reader's language only when refused: the localised parse costs 6x.
      const lang = c.get('lang');
      const issue = endpoint.request.safeParse(raw ?? {}, { error: zodLocales[lang] }).error!.issues[0]!;
      const { code, message } = describeIssue(issue, lang);
      throw new AppError(code, 200, message || undefined);
    }
    c.set('body', parsed.data);
    await next();
  };
}
