/** Body fields whose values sign someone in or prove who they are. */
const SECRET_KEY = /^(access|password|passwordConfirm|refreshToken|socialToken|token)$/;

/** What a secret is replaced by in anything written down or passed around. */
export const HIDDEN = '(hidden)';

export const isSecretKey = (key: string): boolean => SECRET_KEY.test(key);

/** A copy of a JSON value with every secret field's text replaced by HIDDEN. */
export function hideSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(hideSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, isSecretKey(key) && typeof v === 'string' ? HIDDEN : hideSecrets(v)]),
  );
}

/** A body with its secrets hidden; text that is not JSON (a cut body) is kept as it is. */
export function shareable(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    return JSON.stringify(hideSecrets(JSON.parse(text)));
  } catch {
    return text;
  }
}

/**
 * Headers that carry a credential of either side: the real host's tokens and cookies, the tester's
 * control token. Any name that mentions a token, a cookie, a key or a session counts.
 */
const SECRET_HEADER =
  /^(access|authorization|proxy-authorization|cookie|set-cookie)$|token|secret|session|cookie|api-?key|auth/i;

export const isSecretHeader = (name: string): boolean => SECRET_HEADER.test(name);
