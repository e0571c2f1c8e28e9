import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Language } from '../../src/shared/constants';
import type { Endpoint } from '../../src/shared/endpoint';
import { isErrorCode, type ErrorCode } from '../../src/shared/errors';
import { FIELD_MESSAGES, isFieldMessageKey } from '../../src/shared/validation-messages';
import type { ApiEnv } from '../deps';
import { AppError } from '../lib/errors';
import { readBody } from '../lib/body';
import { DEFAULT_API_BODY } from './body-limit';

const zodLocales = { ko: z.locales.ko().localeError, ja: z.locales.ja().localeError };

/** Turns the first zod issue into the answer's code and a sentence in the reader's language. */
export function describeIssue(issue: z.core.$ZodIssue, lang: Language): { code: ErrorCode; message: string } {
  if (isErrorCode(issue.message)) return { code: issue.message, message: '' };
  if (isFieldMessageKey(issue.message)) return { code: 'VALIDATION', message: FIELD_MESSAGES[lang][issue.message] };
  const field = issue.path.join('.');
  return { code: 'VALIDATION', message: field ? `${field}: ${issue.message}` : issue.message };
}

export function validateBody(endpoint: Endpoint): MiddlewareHandler<ApiEnv> {
  const maxSize = endpoint.maxBodyBytes ?? DEFAULT_API_BODY;
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
