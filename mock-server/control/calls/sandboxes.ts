import { deleteCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { sandboxNameSchema, snapshotNameSchema } from '../../../src/shared/control';
import type { AppDeps } from '../../deps';
import { SANDBOX_COOKIE } from '../../lib/sandboxes';
import { Refusal, type ControlHandlersOf } from '../register';

/** Strict and HttpOnly: never sent from another site's page, never read by a script. */
const COOKIE = { path: '/', httpOnly: true, sameSite: 'Strict' } as const;

/** Where to go after joining: a path of this server only (never `//host` or a scheme). */
const localPath = (to: string | undefined) => (to && /^\/(?![/\\])/.test(to) ? to : '/');

const current = (deps: AppDeps) => deps.sandbox ?? null;
/** From inside a sandbox, any other is as if it did not exist: nobody in one reaches or joins another. */
const hidden = (deps: AppDeps, name: string) => current(deps) !== null && name !== current(deps);
const NO_SANDBOX = () => new Refusal('no such sandbox', 404);

/** The sandbox a path names, or why not (a name that is not one, one hidden from this sandbox). */
function named(deps: AppDeps, raw: string): string | Refusal {
  const name = sandboxNameSchema.safeParse(raw);
  if (!name.success) return new Refusal(z.prettifyError(name.error));
  return hidden(deps, name.data) ? NO_SANDBOX() : name.data;
}

/**
 * Sandboxes in the control API, scoped like every control call: from the default data a tester
 * sees and deletes every sandbox; from inside one, that sandbox only.
 */
export const sandboxHandlers: ControlHandlersOf<'sandboxes'> = {
  list: ({ deps }) => deps.sandboxes.list(current(deps)),
  create: ({ deps, params, body }) => {
    const name = named(deps, params.name);
    if (name instanceof Refusal) return name;
    const opened = deps.sandboxes.use(name, body.from);
    if ('refused' in opened) return new Refusal(opened.refused, opened.status);
    return { name, created: opened.created };
  },
  remove: ({ deps, params }) =>
    !hidden(deps, params.name) && deps.sandboxes.remove(params.name) ? { ok: true } : NO_SANDBOX(),
  // Opened in a browser (a phone, the desktop app): joins the sandbox by a cookie this server
  // signs, then goes on to `to` (the app by default). `from` names a snapshot to start from.
  join: ({ deps, c, params, query }) => {
    const name = named(deps, params.name);
    if (name instanceof Refusal) return name;
    if (query.from !== undefined && !snapshotNameSchema.safeParse(query.from).success)
      return new Refusal('no such snapshot', 404);
    const opened = deps.sandboxes.use(name, query.from);
    if ('refused' in opened) return new Refusal(opened.refused, opened.status);
    setCookie(c, SANDBOX_COOKIE, deps.sandboxes.cookieFor(name), COOKIE);
    return c.redirect(localPath(query.to), 303);
  },
  // Back to the default data.
  leave: ({ c, query }) => {
    deleteCookie(c, SANDBOX_COOKIE, COOKIE);
    return c.redirect(localPath(query.to), 303);
  },
};
