import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import type { AppConfig } from '../deps';
import { isLoopbackHost, requestHeader } from './request';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A tester's credential for the control API and for sandboxes: the control token when the server
 * has one (any address), otherwise a loopback caller naming a loopback host.
 */
export function hasControlAccess(c: Context, config: AppConfig): boolean {
  const token = config.controlToken;
  if (token) return requestHeader(c, 'x-control-token') === token || c.req.query('token') === token;
  const remote = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress;
  return (remote === undefined || LOOPBACK.has(remote)) && isLoopbackHost(requestHeader(c, 'host') ?? 'localhost');
}
