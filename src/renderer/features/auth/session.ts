import { object, picklist, string } from 'valibot';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../shared/constants';
import { api, client } from '../../lib/api-client';
import { platform } from '../../lib/platform';
import { checked, storage } from '../../lib/storage';

/** A successful login: the token, and the login date the /login rule reads. */
export function signedIn(access: string): void {
  // A sign-in over a stale token is still a new member: clearing first drops what the last one loaded.
  storage.clearToken();
  storage.setToken(access);
  storage.markLogin();
}

const OAUTH_KEY = 'tl_oauth';
const socialState = object({ state: string(), provider: picklist(SOCIAL_PROVIDERS) });
const endpointOf = (provider: SocialProvider) => (provider === 'google' ? api.auth.googleLogin : api.auth.appleLogin);
export const redirectUri = () => `${window.location.origin}/redirectOauth`;

/** Asks the API host where its provider's consent page is, and goes there. */
export async function startSocialLogin(provider: SocialProvider): Promise<void> {
  const state = crypto.randomUUID();
  sessionStorage.setItem(OAUTH_KEY, JSON.stringify({ state, provider }));
  const answer = await client.call(endpointOf(provider), {
    redirectUri: redirectUri(),
    state,
    language: storage.language,
  });
  if (answer.status !== 'authorize') throw new Error('unexpected social login answer');
  const base = (await platform.apiBaseUrl()) || window.location.origin;
  window.location.assign(new URL(answer.authorizeUrl, `${base}/`).toString());
}

/** The provider and state this tab started with, read once. */
export function takeSocialState(): { state: string; provider: SocialProvider } | null {
  try {
    const value = checked(socialState, JSON.parse(sessionStorage.getItem(OAUTH_KEY) ?? 'null'));
    sessionStorage.removeItem(OAUTH_KEY);
    return value ?? null;
  } catch {
    return null;
  }
}

export const finishSocialLogin = (provider: SocialProvider, code: string) =>
  client.call(endpointOf(provider), {
    redirectUri: redirectUri(),
    code,
    language: storage.language,
  });
