import type { Context } from 'hono';
import type { AppConfig } from '../deps';
import { requestHeader } from './request';

/**
 * The page that sent this request is served by this server: its Origin is the configured public
 * origin, or names the host the request was sent to. A browser always sends the true Host, so only
 * a client without the victim's cookies or tokens could forge it.
 */
export function isOwnOrigin(c: Context, config: AppConfig, origin: string): boolean {
  if (origin === config.publicOrigin) return true;
  const host = requestHeader(c, 'host');
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

/**
 * Whether a browser sent this from a page we do not trust. Browsers send Origin with every POST
 * and every cross-origin call; Sec-Fetch-Site covers the rest. Clients that are not browsers send
 * neither and are judged by their credentials alone.
 */
export function isForeignRequest(c: Context, accepted: (origin: string) => boolean): boolean {
  const origin = requestHeader(c, 'origin');
  if (origin !== undefined) return !accepted(origin);
  const site = requestHeader(c, 'sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}
