import { createHash, randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { socialAccounts, users } from '../../db/schema';
import type { SocialProvider } from '../../src/shared/api/auth';
import type { AppDeps } from '../deps';

/** Who the mock provider says signed in: a stable subject per provider and e-mail. */
export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  name: string;
}

interface Pending<T> { value: T; expiresAt: number }

export const AUTH_CODE_TTL_MS = 5 * 60 * 1000;
export const SOCIAL_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Ready-made accounts on the consent page; any other e-mail can be typed. */
const SAMPLE_ACCOUNTS: Record<SocialProvider, Array<{ email: string; name: string }>> = {
  google: [
    { email: 'hana.kim@gmail.test', name: '김하나' },
    { email: 'yuki.sato@gmail.test', name: '佐藤ゆき' },
  ],
  apple: [
    { email: 'minho.lee@icloud.test', name: '이민호' },
    { email: 'ren.tanaka@icloud.test', name: '田中れん' },
  ],
};

/** The consent page's choices: the samples, then up to ten members who signed in with the provider. */
export function consentAccounts(db: Db, provider: SocialProvider): Array<{ email: string; name: string }> {
  const samples = SAMPLE_ACCOUNTS[provider];
  const known = db.select({ email: users.email, name: users.nickname }).from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId)).where(eq(socialAccounts.provider, provider))
    .orderBy(asc(socialAccounts.createdAt)).limit(10).all();
  const others = known.filter((k): k is { email: string; name: string } => k.email !== null && !samples.some((s) => s.email === k.email));
  return [...samples, ...others];
}

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

/** The consent page's "allow": a one-time authorization code bound to the redirect address. */
export function issueAuthorizationCode(deps: AppDeps, provider: SocialProvider, account: { email: string; name: string }, redirectUri: string): string {
  const email = account.email.trim().toLowerCase();
  const code = randomBytes(18).toString('base64url');
  stateOf(deps).codes.set(code, {
    value: { provider, subject: subjectOf(provider, email), email, name: account.name.trim() || email.split('@')[0]!, redirectUri },
    expiresAt: deps.clock.now() + AUTH_CODE_TTL_MS,
  });
  return code;
}

/** The provider's token exchange: good once, within 5 minutes, for the same provider and redirect. */
export function redeemAuthorizationCode(deps: AppDeps, provider: SocialProvider, code: string, redirectUri: string | undefined): SocialIdentity | null {
  const found = take(stateOf(deps).codes, code, deps.clock.now(), true);
  if (!found || found.provider !== provider || (redirectUri !== undefined && found.redirectUri !== redirectUri)) return null;
  const { redirectUri: _bound, ...identity } = found;
  return identity;
}

/** A new social account's pass to join-user, valid an hour. */
export function issueSocialToken(deps: AppDeps, identity: SocialIdentity): string {
  const token = randomBytes(24).toString('base64url');
  stateOf(deps).tokens.set(token, { value: identity, expiresAt: deps.clock.now() + SOCIAL_TOKEN_TTL_MS });
  return token;
}

export const readSocialToken = (deps: AppDeps, token: string): SocialIdentity | null => take(stateOf(deps).tokens, token, deps.clock.now(), false);
export const dropSocialToken = (deps: AppDeps, token: string): void => { stateOf(deps).tokens.delete(token); };

/** Where the client sends the person: the consent page, relative to the API host. */
export function authorizeUrl(provider: SocialProvider, redirectUri: string, state: string | undefined, language: string | undefined): string {
  const query = new URLSearchParams({ redirect_uri: redirectUri, ...(state ? { state } : {}), ...(language ? { lang: language } : {}) });
  return `/oauth/${provider}/authorize?${query.toString()}`;
}
