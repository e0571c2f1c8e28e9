import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { mockProviderAccounts } from '../../db/schema';
import type { SocialProvider } from '../../src/shared/api/auth';
import type { AppDeps } from '../deps';
import { hashPassword, verifyPassword } from './passwords';
import { loginAttempt, loginFailed, loginSucceeded, loginWaitMs } from './login-throttle';

/** Who the mock provider says signed in: a stable subject per provider and e-mail. */
export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  name: string;
}

interface Pending<T> {
  value: T;
  expiresAt: number;
}

export const AUTH_CODE_TTL_MS = 5 * 60 * 1000;
export const SOCIAL_TOKEN_TTL_MS = 60 * 60 * 1000;

interface OauthState {
  codes: Map<string, Pending<SocialIdentity & { redirectUri: string }>>;
  tokens: Map<string, Pending<SocialIdentity>>;
}
const stateByDeps = new WeakMap<AppDeps, OauthState>();
function stateOf(deps: AppDeps): OauthState {
  let state = stateByDeps.get(deps);
  if (!state) stateByDeps.set(deps, (state = { codes: new Map(), tokens: new Map() }));
  return state;
}

/** Takes a one-time entry out of the map if it is still live. */
function take<T>(map: Map<string, Pending<T>>, key: string, now: number, consume: boolean): T | null {
  const entry = map.get(key);
  if (consume) map.delete(key);
  for (const [k, v] of map) if (v.expiresAt <= now) map.delete(k);
  return entry && entry.expiresAt > now ? entry.value : null;
}

export const subjectOf = (provider: SocialProvider, email: string) =>
  createHash('sha256').update(`${provider}:${email}`).digest('hex').slice(0, 24);

/** A one-time authorization code for the provider's account, bound to the redirect address. */
function issueAuthorizationCode(
  deps: AppDeps,
  provider: SocialProvider,
  account: { email: string; name: string },
  redirectUri: string,
): string {
  const code = randomBytes(18).toString('base64url');
  stateOf(deps).codes.set(code, {
    value: {
      provider,
      subject: subjectOf(provider, account.email),
      email: account.email,
      name: account.name,
      redirectUri,
    },
    expiresAt: deps.clock.now() + AUTH_CODE_TTL_MS,
  });
  return code;
}

export interface ConsentForm {
  email: string;
  name?: string;
  secret: string;
}

export type ConsentOutcome =
  | { status: 'granted'; code: string; created: boolean }
  | { status: 'wrongSecret' }
  | { status: 'rateLimited'; waitMs: number };

const findAccount = (deps: AppDeps, provider: SocialProvider, email: string) =>
  deps.store.db
    .select()
    .from(mockProviderAccounts)
    .where(and(eq(mockProviderAccounts.provider, provider), eq(mockProviderAccounts.email, email)))
    .get();

/**
 * The consent page's "continue". A new e-mail becomes an account of the mock provider, guarded by
 * the secret typed with it; an existing one is reached only with that secret, so no one signs in
 * as another member by typing their address. Wrong secrets slow down per account,
 * like e-mail sign-ins from an untrusted client.
 */
export async function grantConsent(
  deps: AppDeps,
  provider: SocialProvider,
  form: ConsentForm,
  redirectUri: string,
  address: string,
): Promise<ConsentOutcome> {
  const email = form.email.trim().toLowerCase();
  // The form has no device cookie: every client is untrusted and shares the account's budget.
  const attempt = loginAttempt(deps, `${provider}:${email}`, undefined, address);
  const waitMs = loginWaitMs(deps, attempt);
  if (waitMs > 0) return { status: 'rateLimited', waitMs };
  const existing = findAccount(deps, provider, email);
  if (existing) {
    if (!(await verifyPassword(form.secret, existing.secretHash))) {
      loginFailed(deps, attempt);
      return { status: 'wrongSecret' };
    }
    loginSucceeded(deps, attempt);
    return { status: 'granted', code: issueAuthorizationCode(deps, provider, existing, redirectUri), created: false };
  }
  const account = {
    provider,
    email,
    name: form.name?.trim() || email.split('@')[0]!,
    secretHash: await hashPassword(form.secret, deps.config.scrypt),
    createdAt: deps.clock.now(),
  };
  // Two first consents for one e-mail at once: the first stored wins, the other is checked against it.
  const stored = deps.store.db.insert(mockProviderAccounts).values(account).onConflictDoNothing().run();
  if (stored.changes === 0) return grantConsent(deps, provider, form, redirectUri, address);
  return { status: 'granted', code: issueAuthorizationCode(deps, provider, account, redirectUri), created: true };
}

/** The testers' way past the secret (control API): a code for an account the provider has, or null. */
export function testerConsentCode(
  deps: AppDeps,
  provider: SocialProvider,
  email: string,
  redirectUri: string,
): string | null {
  const account = findAccount(deps, provider, email.trim().toLowerCase());
  return account ? issueAuthorizationCode(deps, provider, account, redirectUri) : null;
}

/** The provider's token exchange: good once, within 5 minutes, for the same provider and redirect. */
export function redeemAuthorizationCode(
  deps: AppDeps,
  provider: SocialProvider,
  code: string,
  redirectUri: string | undefined,
): SocialIdentity | null {
  const found = take(stateOf(deps).codes, code, deps.clock.now(), true);
  if (!found || found.provider !== provider || (redirectUri !== undefined && found.redirectUri !== redirectUri))
    return null;
  const { redirectUri: _bound, ...identity } = found;
  return identity;
}

/** A new social account's pass to join-user, valid an hour. */
export function issueSocialToken(deps: AppDeps, identity: SocialIdentity): string {
  const token = randomBytes(24).toString('base64url');
  stateOf(deps).tokens.set(token, { value: identity, expiresAt: deps.clock.now() + SOCIAL_TOKEN_TTL_MS });
  return token;
}

export const readSocialToken = (deps: AppDeps, token: string): SocialIdentity | null =>
  take(stateOf(deps).tokens, token, deps.clock.now(), false);
export const dropSocialToken = (deps: AppDeps, token: string): void => {
  stateOf(deps).tokens.delete(token);
};

/** Where the client sends the person: the consent page, relative to the API host. */
export function authorizeUrl(
  provider: SocialProvider,
  redirectUri: string,
  state: string | undefined,
  language: string | undefined,
): string {
  const query = new URLSearchParams({
    redirect_uri: redirectUri,
    ...(state ? { state } : {}),
    ...(language ? { lang: language } : {}),
  });
  return `/oauth/${provider}/authorize?${query.toString()}`;
}
