import type { SocialProvider } from '../../src/shared/api/auth';
import { checkEmail, checkNickname, joinUser, loginEmail, sendTempPassword, socialSignIn } from '../services/auth';
import { authorizeUrl } from '../services/oauth';
import { endSession, reissue, startSession } from '../services/session';
import { sendVerificationCode, verifyCode } from '../services/verification';
import type { CallContext, DomainHandlers } from './handler';
import type { api } from '../../src/shared/api';

/** google_login and apple_login: the consent page's address first, then the code's outcome. */
const socialLogin =
  (provider: SocialProvider) =>
  async ({ deps, lang, body, session }: CallContext<typeof api.auth.googleLogin>) => {
    if (body.code === undefined)
      return {
        status: 'authorize' as const,
        authorizeUrl: authorizeUrl(provider, body.redirectUri, body.state, body.language ?? lang),
      };
    const outcome = socialSignIn(deps, lang, provider, body.code, body.redirectUri);
    if (outcome.status === 'needsJoin') return outcome;
    return { status: 'signedIn' as const, access: await startSession(deps, session, outcome.userId, true) };
  };

export const authHandlers: DomainHandlers<'auth'> = {
  reissue: async ({ deps, session }) => {
    await reissue(deps, session);
    return {};
  },
  logout: async ({ deps, session }) => {
    await endSession(deps, session);
    return {};
  },
  publicKey: ({ deps }) => deps.passwordKeys.current(),
  checkEmail: ({ deps, lang, body, session }) => checkEmail(deps, lang, body.email, session.address),
  sendVerificationCode: ({ deps, lang, body, session }) =>
    sendVerificationCode(deps, lang, body.email, session.address),
  verifyCode: ({ deps, lang, body }) => verifyCode(deps, lang, body.email, body.code),
  checkNickname: ({ db, lang, body }) => checkNickname(db, lang, body.nickname),
  joinUser: ({ deps, lang, body, session }) => joinUser(deps, session, lang, body),
  loginEmail: ({ deps, lang, body, session }) => loginEmail(deps, session, lang, body),
  tempPassword: ({ deps, lang, body, session }) => sendTempPassword(deps, lang, body.email, session.address),
  googleLogin: socialLogin('google'),
  appleLogin: socialLogin('apple'),
  appGoogleLogin: async ({ deps, lang, body, session }) => {
    const outcome = socialSignIn(deps, lang, 'google', body.code, body.redirectUri);
    if (outcome.status === 'needsJoin') return outcome;
    const access = await startSession(deps, session, outcome.userId, body.keepLoggedIn ?? true);
    session.setAccessHeader(access);
    return { status: 'signedIn' as const };
  },
};
