/**
 * Field names whose values sign someone in or prove who they are, matched case-insensitively
 * anywhere in a body, request or answer: `accessToken`, `refresh_token`, `id_token`, `Token`,
 * `password`, `tempPassword`, `secret`, `verificationCode`... The tests read this list.
 */
export const SECRET_FIELD_PATTERNS: readonly RegExp[] = [
  /token/i,
  /passw(or)?d/i,
  /secret/i,
  /credential/i,
  /^access$/i,
  /api[-_]?key/i,
  /(verification|auth(orization)?|e?-?mail|otp)[-_]?code/i,
  /^otp$/i,
];

/**
 * A bare `code` is a credential in what a client sends (the provider's sign-in code, the mailed
 * code) and a name in what the API answers (a region's or a theme's code, the envelope's error code).
 */
const REQUEST_SECRET_FIELD = /^code$/i;

/** Which side of an exchange a body is: a bare `code` is hidden in requests only. */
export type BodySide = 'request' | 'answer';

/** What a secret is replaced by in anything written down or passed around. */
export const HIDDEN = '(hidden)';

export const isSecretKey = (key: string, side: BodySide = 'request'): boolean =>
  SECRET_FIELD_PATTERNS.some((pattern) => pattern.test(key)) || (side === 'request' && REQUEST_SECRET_FIELD.test(key));

/** A copy of a JSON value with every secret field's value (text, number or object) replaced by HIDDEN. */
export function hideSecrets(value: unknown, side: BodySide = 'request'): unknown {
  if (Array.isArray(value)) return value.map((item) => hideSecrets(item, side));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      isSecretKey(key, side) && v !== null && v !== undefined ? HIDDEN : hideSecrets(v, side),
    ]),
  );
}

/** A quoted name and the text value after it, in JSON that may be cut short. */
const QUOTED_PAIR = /"((?:[^"\\]|\\.)*)"(\s*:\s*)"(?:[^"\\]|\\.)*("?)/g;

/**
 * A body with its secrets hidden. Text that is not JSON (a body cut at the log's limit) gets
 * each `"secret": "value"` pair it holds hidden all the same, a value cut short included.
 */
export function shareable(text: string | undefined, side: BodySide): string | undefined {
  if (text === undefined) return undefined;
  try {
    return JSON.stringify(hideSecrets(JSON.parse(text), side));
  } catch {
    return text.replace(QUOTED_PAIR, (pair: string, name: string, colon: string, closed: string) =>
      isSecretKey(name, side) ? `"${name}"${colon}"${HIDDEN}${closed}` : pair,
    );
  }
}

/**
 * Headers that carry a credential of either side: the real host's tokens and cookies, the tester's
 * control token. Any name that mentions a token, a cookie, a key or a session counts.
 */
const SECRET_HEADER =
  /^(access|authorization|proxy-authorization|cookie|set-cookie)$|token|secret|session|cookie|api-?key|auth/i;

export const isSecretHeader = (name: string): boolean => SECRET_HEADER.test(name);
