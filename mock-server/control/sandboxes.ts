import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { sandboxCreateSchema, sandboxNameSchema, snapshotNameSchema } from '../../src/shared/control';
import type { AppDeps } from '../deps';
import { SANDBOX_COOKIE } from '../lib/sandboxes';
import { bodyOf, refuse } from './answers';

type ControlEnv = { Bindings: HttpBindings };

/** Strict and HttpOnly: never sent from another site's page, never read by a script. */
const COOKIE = { path: '/', httpOnly: true, sameSite: 'Strict' } as const;

/** Where to go after joining: a path of this server only (never `//host` or a scheme). */
const localPath = (to: string | undefined) => (to && /^\/(?![/\\])/.test(to) ? to : '/');

/**
 * Sandboxes in the control API, scoped like every control call: from the default data a tester
 * sees and deletes every sandbox; from inside one, that sandbox only.
 */
export function sandboxRoutes(deps: AppDeps): Hono<ControlEnv> {
  const routes = new Hono<ControlEnv>();
  const { sandboxes } = deps;
  const current = deps.sandbox ?? null;
  const nameOf = (c: Context) => sandboxNameSchema.safeParse(c.req.param('name'));
  /** From inside a sandbox, any other is as if it did not exist: nobody in one reaches or joins another. */
  const hidden = (name: string) => current !== null && name !== current;

  routes.get('/sandboxes', (c) => c.json(sandboxes.list(current)));

  routes.post('/sandboxes/:name', async (c) => {
    const name = nameOf(c);
    if (!name.success) return refuse(c, z.prettifyError(name.error));
    if (hidden(name.data)) return refuse(c, 'no such sandbox', 404);
    const body = await bodyOf(c, sandboxCreateSchema, {});
    if ('response' in body) return body.response;
    const opened = sandboxes.use(name.data, body.data.from);
    if ('refused' in opened) return refuse(c, opened.refused, opened.status);
    return c.json({ name: name.data, created: opened.created });
  });

  routes.delete('/sandboxes/:name', (c) => {
    const name = c.req.param('name');
    return !hidden(name) && sandboxes.remove(name) ? c.json({ ok: true }) : refuse(c, 'no such sandbox', 404);
  });

  // Opened in a browser (a phone, the desktop app): joins the sandbox by a cookie this server
  // signs, then goes on to `to` (the app by default). `from` names a snapshot to start from.
  routes.get('/sandbox/:name', (c) => {
    const name = nameOf(c);
    if (!name.success) return refuse(c, z.prettifyError(name.error));
    if (hidden(name.data)) return refuse(c, 'no such sandbox', 404);
    const from = c.req.query('from');
    if (from !== undefined && !snapshotNameSchema.safeParse(from).success) return refuse(c, 'no such snapshot', 404);
    const opened = sandboxes.use(name.data, from);
    if ('refused' in opened) return refuse(c, opened.refused, opened.status);
    setCookie(c, SANDBOX_COOKIE, sandboxes.cookieFor(name.data), COOKIE);
    return c.redirect(localPath(c.req.query('to')), 303);
  });
  // Back to the default data.
  routes.get('/sandbox', (c) => {
    deleteCookie(c, SANDBOX_COOKIE, COOKIE);
    return c.redirect(localPath(c.req.query('to')), 303);
  });
  return routes;
}
