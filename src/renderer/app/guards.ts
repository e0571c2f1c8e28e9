import type { RouteDef } from '../lib/routing';

export interface SessionSnapshot {
  /** Present means signed in: an expired one is renewed by the transport's reissue, not here. */
  token: string | null;
  firstVisitDate: string | null;
  lastLoginDate: string | null;
}

/** Where a path finally leads; `markFirstVisit` when the chain passed the first-visit rule. */
export type GuardDecision = { redirect: string; markFirstVisit: boolean } | null;

type Step = { to: string; markFirstVisit?: boolean } | null;

/** One navigation rule (first visit, sign-in, protected screens), applied to one path. */
function step(path: string, route: RouteDef | undefined, session: SessionSnapshot): Step {
  if (path === '/login' && !session.firstVisitDate && !session.lastLoginDate)
    return { to: '/selectCountry', markFirstVisit: true };
  if (path === '/redirectOauth' && session.token) return { to: '/' };
  if ((!route || route.access === 'protected') && !session.token) return { to: '/login' };
  if (!route) return { to: '/' };
  return null;
}

/**
 * The navigation rules resolved to their final destination in one step: a redirect that lands on
 * another rule's path would otherwise need a second redirect, and a screen that redirects twice
 * in a row is how the first visit once ended on a blank /login.
 */
export function guard(
  path: string,
  findRoute: (path: string) => RouteDef | undefined,
  session: SessionSnapshot,
): GuardDecision {
  let at = path;
  let state = session;
  let markFirstVisit = false;
  const seen = new Set([at]);
  for (let next = step(at, findRoute(at), state); next; next = step(at, findRoute(at), state)) {
    if (next.markFirstVisit) {
      markFirstVisit = true;
      state = { ...state, firstVisitDate: 'now' };
    }
    if (seen.has(next.to)) throw new Error(`navigation rules loop at ${next.to}`);
    seen.add(next.to);
    at = next.to;
  }
  return at === path ? null : { redirect: at, markFirstVisit };
}
