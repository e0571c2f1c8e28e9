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
  /** Failed logins for one e-mail, then for one network address. */
  loginFailPerEmail: { name: 'login:email', limit: 5, windowMs: 15 * 60 * 1000 },
  loginFailPerAddress: { name: 'login:address', limit: 50, windowMs: 15 * 60 * 1000 },
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

export function clearHits(deps: AppDeps, limit: Limit, key: string): void {
  hitsByDeps.get(deps)?.delete(`${limit.name}|${key}`);
}

/** The longest wait among several limits (0: all are free). */
export const longestWait = (deps: AppDeps, checks: ReadonlyArray<readonly [Limit, string]>): number =>
  Math.max(0, ...checks.map(([limit, key]) => retryAfterMs(deps, limit, key)));
