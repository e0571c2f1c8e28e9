import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

/**
 * A request header (lower-case name). Under Node it is read from the headers Node already parsed:
 * hono's `c.req.header` first builds a web Headers object, a sizeable share of a small call.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming?.headers) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

const LOOPBACK = String.raw`(localhost|127\.0\.0\.1|\[::1\])(:\d+)?`;
const LOOPBACK_HOST = new RegExp(`^${LOOPBACK}$`);

/** A host (with or without its port) that names this machine. */
export const isLoopbackHost = (host: string): boolean => LOOPBACK_HOST.test(host);
