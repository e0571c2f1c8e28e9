import type { RouteDef } from '../lib/routing';

export interface SessionSnapshot {
  token: string | null;
  firstVisitDate: string | null;
  lastLoginDate: string | null;
}

export type GuardDecision = { redirect: string; markFirstVisit?: boolean } | null;

/** The navigation rules of spec.md section 2, as a pure function of the route and stored state. */
export function guard(path: string, route: RouteDef | undefined, session: SessionSnapshot): GuardDecision {
  if (path === '/login' && !session.firstVisitDate && !session.lastLoginDate) {
    return { redirect: '/selectCountry', markFirstVisit: true };
  }
  if (path === '/redirectOauth' && session.token) return { redirect: '/' };
  if ((!route || route.access === 'protected') && !session.token) return { redirect: '/login' };
  return null;
}
