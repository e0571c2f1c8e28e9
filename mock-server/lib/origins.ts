import type { Context } from 'hono';
import type { AppConfig } from '../deps';
import type { IncomingMessage } from 'node:http';
import { isLoopbackHost, requestHeader } from './request';

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
 * The request names this server as the browser reached it: a loopback name or the public origin's
 * host. Any other `Host` is a name that resolves here by DNS rebinding (a page of evil.example
 * whose name now points at 127.0.0.1 is "same-origin" to itself). A client that sends no Host
 * (not a browser over HTTP/1.1) is judged by its credentials alone; a call from the public or a
 * configured origin is accepted under any Host (a proxy in front that does not pass it on).
 */
export function isServedHost(c: Context, config: AppConfig): boolean {
  const host = requestHeader(c, 'host')?.toLowerCase();
  if (host === undefined || isLoopbackHost(host) || host === new URL(config.publicOrigin).host) return true;
  // A TLS proxy that renames the host: the public page's own calls still say where they come from.
  const origin = requestHeader(c, 'origin');
  return origin !== undefined && (origin === config.publicOrigin || config.allowedOrigins.includes(origin));
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

/** Sent by a browser from a page that is neither this server's nor of an origin the configuration names. */
export const isFromForeignPage = (c: Context, config: AppConfig): boolean =>
  isForeignRequest(c, (origin) => config.allowedOrigins.includes(origin) || isOwnOrigin(c, config, origin));

/**
 * Where the mock sign-in may send a person back with a code: the public origin, a configured
 * origin, or this very server under a loopback name (the port it listens on). Never what the
 * Host header claims: a request with `Host: evil.example` must not make evil.example trusted.
 */
export function isTrustedReturnUrl(c: Context, config: AppConfig, url: URL): boolean {
  if (url.origin === config.publicOrigin || config.allowedOrigins.includes(url.origin)) return true;
  const listening =
    (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.localPort ??
    portOf(new URL(config.publicOrigin));
  return url.protocol === 'http:' && isLoopbackHost(url.host) && portOf(url) === listening;
}

const portOf = (url: URL): number => Number(url.port || (url.protocol === 'https:' ? 443 : 80));
