import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../deps';
import { LOGIN_BACKOFF, backoffWaitMs, clearFailures, recordFailure } from './rate-limit';

/**
 * OWASP's device cookies for sign-in throttling: a browser that signed in to an account before
 * holds a cookie, signed by the server, naming that account; its failures count against its own
 * budget. Every other client (a new browser, a script, a kiosk after its reset) shares the
 * account's budget for untrusted clients, kept for any e-mail, joined or not, so that throttling
 * never tells which e-mails have accounts. A stranger exhausting the untrusted budget never stops
 * the owner's own browser, and changing address buys the stranger nothing.
 */
export interface LoginAttempt {
  /** The budget the attempt spends: its trusted browser's, or the account's untrusted one. */
  budget: string;
  /** Where it comes from (services/rate-limit.ts `rateLimitSource`): bounds the new budgets. */
  source: string;
}

const secrets = new WeakMap<AppDeps, Buffer>();

/** Each server (and sandbox) signs with its own key: a cookie of one is untrusted at another. */
function secretOf(deps: AppDeps): Buffer {
  let secret = secrets.get(deps);
  if (!secret) secrets.set(deps, (secret = randomBytes(32)));
  return secret;
}

const signature = (deps: AppDeps, email: string, nonce: string) =>
  createHmac('sha256', secretOf(deps)).update(`${email}\n${nonce}`).digest('base64url');

/** A new device cookie's value for the account just signed in to. */
export function deviceCookieFor(deps: AppDeps, email: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${signature(deps, email, nonce)}`;
}

/** The cookie's nonce when this server signed it for this e-mail, otherwise null. */
function trustedNonce(deps: AppDeps, email: string, cookie: string | undefined): string | null {
  const [nonce, signed, extra] = (cookie ?? '').split('.');
  if (!nonce || !signed || extra !== undefined) return null;
  const expected = Buffer.from(signature(deps, email, nonce));
  const given = Buffer.from(signed);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

export function loginAttempt(deps: AppDeps, email: string, deviceCookie: string | undefined, source: string) {
  const nonce = trustedNonce(deps, email, deviceCookie);
  return { budget: nonce ? `device:${nonce}` : `untrusted:${email}`, source };
}

export const loginWaitMs = (deps: AppDeps, attempt: LoginAttempt) =>
  backoffWaitMs(deps, LOGIN_BACKOFF, attempt.budget, attempt.source);

export const loginFailed = (deps: AppDeps, attempt: LoginAttempt) =>
  recordFailure(deps, LOGIN_BACKOFF, attempt.budget, attempt.source);

export const loginSucceeded = (deps: AppDeps, attempt: LoginAttempt) =>
  clearFailures(deps, LOGIN_BACKOFF, attempt.budget);
