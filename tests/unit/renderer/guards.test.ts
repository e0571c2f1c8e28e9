import { describe, expect, it } from 'vitest';
import { guard } from '../../../src/renderer/app/guards';
import type { RouteDef } from '../../../src/renderer/lib/routing';

const publicRoute: RouteDef = { path: '/login', access: 'public', component: () => null };
const protectedRoute: RouteDef = { path: '/pointShop', access: 'protected', component: () => null };
const none = { token: null, firstVisitDate: null, lastLoginDate: null };

describe('navigation guards', () => {
  it('a first visit to /login goes to /selectCountry and marks the visit', () => {
    expect(guard('/login', publicRoute, none)).toEqual({ redirect: '/selectCountry', markFirstVisit: true });
  });
  it('a returning visitor stays on /login', () => {
    expect(guard('/login', publicRoute, { ...none, firstVisitDate: '2026-01-01' })).toBeNull();
    expect(guard('/login', publicRoute, { ...none, lastLoginDate: '2026-01-01' })).toBeNull();
  });
  it('/redirectOauth with a token goes home', () => {
    expect(guard('/redirectOauth', { ...publicRoute, path: '/redirectOauth' }, { ...none, token: 't' })).toEqual({ redirect: '/' });
  });
  it('protected routes need a token', () => {
    expect(guard('/pointShop', protectedRoute, none)).toEqual({ redirect: '/login' });
    expect(guard('/pointShop', protectedRoute, { ...none, token: 't' })).toBeNull();
  });
});
