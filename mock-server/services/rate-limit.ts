import { isIPv6 } from 'node:net';
import type { AppDeps } from '../deps';

/**
 * Where a request comes from, for rate limits: an IPv4 address (also when IPv6-mapped), or an IPv6
 * address's /64, which one household or host is usually given whole.
 */
export function rateLimitSource(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** A sliding-window limit: at most `limit` hits per `windowMs` for one key. */
export interface Limit {
  name: string;
  limit: number;
  windowMs: number;
}

/** The auth limits (contract: a clear RATE_LIMITED answer with 200, never a 4xx). */
export const LIMITS = {
  /** Codes and temporary passwords mailed to one address. */
  mailPerEmail: { name: 'mail:email', limit: 5, windowMs: 60 * 60 * 1000 },
  /** Mails requested from one network address (any recipients). */
  mailPerAddress: { name: 'mail:address', limit: 30, windowMs: 60 * 60 * 1000 },
  /** The resend cool-down for one address's verification code. */
  codeCooldown: { name: 'code:cooldown', limit: 1, windowMs: 30 * 1000 },
  /** E-mails one address may ask about (check-email tells whether one joined). */
  checkEmailPerAddress: { name: 'check-email', limit: 30, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, Limit>;

const hitsByDeps = new WeakMap<AppDeps, Map<string, number[]>>();

function hitsOf(deps: AppDeps, limit: Limit, key: string): number[] {
  let all = hitsByDeps.get(deps);
  if (!all) hitsByDeps.set(deps, (all = new Map()));
  const id = `${limit.name}|${key}`;
  const now = deps.clock.now();
  const live = (all.get(id) ?? []).filter((t) => t > now - limit.windowMs && t <= now);
  all.set(id, live);
  return live;
}

/** Milliseconds until the key may be used again, or 0 when it is under its limit. */
export function retryAfterMs(deps: AppDeps, limit: Limit, key: string): number {
  const hits = hitsOf(deps, limit, key);
  if (hits.length < limit.limit) return 0;
  return Math.max(1, hits[hits.length - limit.limit]! + limit.windowMs - deps.clock.now());
}

export function recordHit(deps: AppDeps, limit: Limit, key: string): void {
  hitsOf(deps, limit, key).push(deps.clock.now());
}

/** The longest wait among several limits (0: all are free). */
export const longestWait = (deps: AppDeps, checks: ReadonlyArray<readonly [Limit, string]>): number =>
  Math.max(0, ...checks.map(([limit, key]) => retryAfterMs(deps, limit, key)));

/**
 * Growing delays after repeated failures for one key: the first `freeFailures` cost nothing, then
 * each failure doubles the wait before the next try, from `firstDelayMs` up to `maxDelayMs`. A
 * success clears the key; so does a quiet `forgetAfterMs`. The table is bounded by where new keys
 * come from, never by evicting old ones: each source (an address, an IPv6 /64) may start
 * `newKeysPerSource` keys, and a key that waits stays until its wait is forgotten.
 */
export interface Backoff {
  name: string;
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
  newKeysPerSource: Limit;
}

/**
 * Failed sign-ins (OWASP's device-cookie scheme, services/login-throttle.ts): per trusted browser,
 * or per account for every untrusted client together. 4 free, then 30 s, 1, 2, 4, 8 minutes, then
 * 15 minutes per try: about a hundred guesses a day per account, whatever the number of addresses.
 * A source starts at most 100 keys an hour: made-up e-mails cannot fill memory nor push out a key
 * that waits.
 */
export const LOGIN_BACKOFF: Backoff = {
  name: 'login',
  freeFailures: 4,
  firstDelayMs: 30 * 1000,
  maxDelayMs: 15 * 60 * 1000,
  forgetAfterMs: 24 * 60 * 60 * 1000,
  newKeysPerSource: { name: 'login:new-keys', limit: 100, windowMs: 60 * 60 * 1000 },
};

interface Failures {
  count: number;
  lastAt: number;
}
const failuresByDeps = new WeakMap<AppDeps, Map<string, Failures>>();

function failuresOf(deps: AppDeps): Map<string, Failures> {
  let all = failuresByDeps.get(deps);
  if (!all) failuresByDeps.set(deps, (all = new Map()));
  return all;
}

const forgotten = (deps: AppDeps, backoff: Backoff, entry: Failures) =>
  deps.clock.now() - entry.lastAt >= backoff.forgetAfterMs;

function liveFailures(deps: AppDeps, backoff: Backoff, key: string): Failures | undefined {
  const all = failuresOf(deps);
  const id = `${backoff.name}|${key}`;
  const entry = all.get(id);
  if (!entry || !forgotten(deps, backoff, entry)) return entry;
  all.delete(id);
  return undefined;
}

/**
 * Milliseconds until the key may try again (0: now). A key with no failures yet waits only when
 * its source has started all the keys it may.
 */
export function backoffWaitMs(deps: AppDeps, backoff: Backoff, key: string, source: string): number {
  const entry = liveFailures(deps, backoff, key);
  if (!entry) return retryAfterMs(deps, backoff.newKeysPerSource, source);
  if (entry.count < backoff.freeFailures + 1) return 0;
  const delay = Math.min(backoff.maxDelayMs, backoff.firstDelayMs * 2 ** (entry.count - backoff.freeFailures - 1));
  // Bounded by the delay itself when a tester moves the clock back.
  return Math.max(0, Math.min(delay, entry.lastAt + delay - deps.clock.now()));
}

/** Forgotten keys leave the table every this many new keys (nobody asks for them again). */
const SWEEP_EVERY = 1000;

export function recordFailure(deps: AppDeps, backoff: Backoff, key: string, source: string): void {
  const all = failuresOf(deps);
  const entry = liveFailures(deps, backoff, key);
  if (entry) {
    entry.count++;
    entry.lastAt = deps.clock.now();
    return;
  }
  recordHit(deps, backoff.newKeysPerSource, source);
  all.set(`${backoff.name}|${key}`, { count: 1, lastAt: deps.clock.now() });
  if (all.size % SWEEP_EVERY === 0)
    for (const [id, failures] of all)
      if (id.startsWith(`${backoff.name}|`) && forgotten(deps, backoff, failures)) all.delete(id);
}

export function clearFailures(deps: AppDeps, backoff: Backoff, key: string): void {
  failuresOf(deps).delete(`${backoff.name}|${key}`);
}
