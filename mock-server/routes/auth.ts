import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { fail } from '../lib/errors';
import { passwordLengthOk, verifyPassword } from '../services/passwords';
import { reissue, revokeFamily, startSession } from '../services/session';
import type { DomainHandlers } from './handler';

export const authHandlers: DomainHandlers<'auth'> = {
  reissue: async ({ deps, session }) => {
    await reissue(deps, session);
    return {};
  },
  logout: ({ db, deps, session }) => {
    if (session.family) revokeFamily(db, session.family, deps.clock.now());
    session.clearRefreshToken();
    return {};
  },
  publicKey: ({ deps }) => deps.passwordKeys.current(),
  loginEmail: async ({ db, deps, body, session }) => {
    const password = deps.passwordKeys.decrypt(body.keyId, body.password);
    const user = db.select().from(users).where(eq(users.email, body.email)).get();
    if (!user || !passwordLengthOk(password) || !verifyPassword(password, user.passwordHash)) return fail('LOGIN_FAILED');
    if (user.status === 'withdrawn') return fail('WITHDRAWN');
    return { access: await startSession(deps, session, user.id, body.keepLoggedIn) };
  },
};
