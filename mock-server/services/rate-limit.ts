import type { AppDeps } from '../deps';

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
 * success clears the key; so does a quiet `forgetAfterMs`.
 */
export interface Backoff {
  name: string;
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

/**
 * Failed sign-ins, per account and network address together: never per address alone (members
 * at one kiosk share it) nor per account alone (anyone could keep its owner out). 4 free, then
 * 30 s, 1, 2, 4, 8 minutes, then 15 minutes per try: about a hundred guesses a day per address.
 */
export const LOGIN_BACKOFF: Backoff = {
  name: 'login',
  freeFailures: 4,
  firstDelayMs: 30 * 1000,
  maxDelayMs: 15 * 60 * 1000,
  forgetAfterMs: 24 * 60 * 60 * 1000,
};

/** Keys kept at most (the oldest go first), so failures for made-up accounts cannot fill memory. */
const MAX_BACKOFF_KEYS = 100_000;

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

function liveFailures(deps: AppDeps, backoff: Backoff, key: string): Failures | undefined {
  const all = failuresOf(deps);
  const id = `${backoff.name}|${key}`;
  const entry = all.get(id);
  if (!entry || deps.clock.now() - entry.lastAt < backoff.forgetAfterMs) return entry;
  all.delete(id);
  return undefined;
}

/** Milliseconds until the key may try again (0: now). */
export function backoffWaitMs(deps: AppDeps, backoff: Backoff, key: string): number {
  const entry = liveFailures(deps, backoff, key);
  if (!entry || entry.count < backoff.freeFailures + 1) return 0;
  const delay = Math.min(backoff.maxDelayMs, backoff.firstDelayMs * 2 ** (entry.count - backoff.freeFailures - 1));
  // Bounded by the delay itself when a tester moves the clock back.
  return Math.max(0, Math.min(delay, entry.lastAt + delay - deps.clock.now()));
}

export function recordFailure(deps: AppDeps, backoff: Backoff, key: string): void {
  const all = failuresOf(deps);
  const id = `${backoff.name}|${key}`;
  const count = (liveFailures(deps, backoff, key)?.count ?? 0) + 1;
  all.delete(id);
  all.set(id, { count, lastAt: deps.clock.now() });
  if (all.size > MAX_BACKOFF_KEYS) all.delete(all.keys().next().value!);
}

export function clearFailures(deps: AppDeps, backoff: Backoff, key: string): void {
  failuresOf(deps).delete(`${backoff.name}|${key}`);
}
