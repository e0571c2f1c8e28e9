import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Language } from '../../src/shared/constants';
import type { Envelope } from '../../src/shared/envelope';
import { ERROR_MESSAGES, type ErrorCode } from '../../src/shared/errors';
import { AppError } from '../lib/errors';
import { languageOf } from '../lib/lang';
import { requestHeader } from '../lib/request';

const SUCCESS: Record<Language, string> = { ko: '성공', ja: '成功' };

export const successEnvelope = <T>(lang: Language, data: T): Envelope<T> => ({
  result: 'success',
  message: SUCCESS[lang],
  data,
});

export const errorEnvelope = (lang: Language, code: ErrorCode, detail?: string): Envelope<never> => ({
  result: 'error',
  code,
  message: detail ?? ERROR_MESSAGES[lang][code],
});

/** The one place errors become answers: never a stack trace or SQL text in a response. */
export function handleError(err: unknown, c: Context): Response {
  const lang = languageOf(requestHeader(c, 'accept-language'));
  if (err instanceof AppError) {
    c.set('errorCode', err.code);
    return c.json(errorEnvelope(lang, err.code, err.detail), err.status);
  }
  if (err instanceof HTTPException) {
    const code: ErrorCode = err.status === 413 ? 'PAYLOAD_TOO_LARGE' : err.status === 401 ? 'UNAUTHORIZED' : 'BAD_JSON';
    c.set('errorCode', code);
    return c.json(errorEnvelope(lang, code), err.status as ContentfulStatusCode);
  }
  console.error('[mock-server] unexpected error on', c.req.path, err);
  c.set('errorCode', 'INTERNAL');
  return c.json(errorEnvelope(lang, 'INTERNAL'), 500);
}

export function handleNotFound(c: Context): Response {
  const lang = languageOf(requestHeader(c, 'accept-language'));
  return c.json(errorEnvelope(lang, 'UNKNOWN_PATH'), 404);
}
