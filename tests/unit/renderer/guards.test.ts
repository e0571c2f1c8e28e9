import { describe, expect, it } from 'vitest';
import { guard, type SessionSnapshot } from '../../../src/renderer/app/guards';
import { findRoute } from '../../../src/renderer/app/route-table';
import type { RouteDef } from '../../../src/renderer/lib/routing';

const sessions: Record<string, SessionSnapshot> = {
  fresh: { token: null, firstVisitDate: null, lastLoginDate: null },
  returningVisitor: { token: null, firstVisitDate: '2026-01-01T00:00:00.000Z', lastLoginDate: null },
  signedIn: { token: 'valid', firstVisitDate: '2026-01-01T00:00:00.000Z', lastLoginDate: '2026-02-01T00:00:00.000Z' },
  // The guards cannot tell an expired token from a valid one: the first call renews it (or, if the
  // renewal is refused, clears it and reloads, and the visitor meets the rules without a token).
  expiredToken: { token: 'expired', firstVisitDate: null, lastLoginDate: '2026-02-01T00:00:00.000Z' },
};

const paths = {
  public: '/introduction',
  protected: '/pointShop',
  unknown: '/no-such-screen',
  login: '/login',
  redirectOauth: '/redirectOauth',
};

const toFirstScreen = { redirect: '/selectCountry', markFirstVisit: true };
const toLogin = { redirect: '/login', markFirstVisit: false };
const toFeed = { redirect: '/', markFirstVisit: false };

/** Every session × every kind of path, and where the visitor ends up (null: stays). */
const expected: Record<keyof typeof sessions, Record<keyof typeof paths, ReturnType<typeof guard>>> = {
  fresh: { public: null, protected: toFirstScreen, unknown: toFirstScreen, login: toFirstScreen, redirectOauth: null },
  returningVisitor: { public: null, protected: toLogin, unknown: toLogin, login: null, redirectOauth: null },
  signedIn: { public: null, protected: null, unknown: toFeed, login: null, redirectOauth: toFeed },
  expiredToken: { public: null, protected: null, unknown: toFeed, login: null, redirectOauth: toFeed },
};

describe('navigation guards resolve the whole chain of rules', () => {
  for (const [sessionName, session] of Object.entries(sessions)) {
    for (const [kind, path] of Object.entries(paths)) {
      const want = expected[sessionName]![kind as keyof typeof paths];
      it(`${sessionName} at ${kind} (${path}) → ${want ? want.redirect : 'stays'}`, () => {
        expect(guard(path, findRoute, session)).toEqual(want);
      });
    }
  }

  it('the first visit to the feed lands on the first screen, not on /login', () => {
    expect(guard('/', findRoute, sessions.fresh!)).toEqual(toFirstScreen);
  });

  it('every destination is final: resolving it again stays there', () => {
    for (const session of Object.values(sessions)) {
      for (const path of [...Object.values(paths), '/']) {
        const decision = guard(path, findRoute, session);
        if (!decision) continue;
        const after = decision.markFirstVisit ? { ...session, firstVisitDate: '2026-03-01T00:00:00.000Z' } : session;
        expect(guard(decision.redirect, findRoute, after)).toBeNull();
      }
    }
  });

  it('every destination is a declared screen', () => {
    for (const session of Object.values(sessions)) {
      for (const path of Object.values(paths)) {
        const decision = guard(path, findRoute, session);
        if (decision) expect(findRoute(decision.redirect)).toBeDefined();
      }
    }
  });

  it('rules that send a path back to itself are reported, not followed forever', () => {
    const loginIsProtected = (path: string): RouteDef | undefined => ({
      path,
      access: 'protected',
      component: () => null,
    });
    expect(() => guard('/pointShop', loginIsProtected, sessions.returningVisitor!)).toThrow(/loop/);
  });
});
