import type { Hono, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { sandboxNameSchema } from '../../src/shared/control';
import type { ApiEnv, AppDeps } from '../deps';
import { hasControlAccess } from '../lib/control-access';
import { requestHeader } from '../lib/request';
import { SANDBOX_COOKIE, SANDBOX_HEADER } from '../lib/sandboxes';

const refuse = (error: string, status: number) =>
  new Response(JSON.stringify({ ok: false, error }), { status, headers: { 'content-type': 'application/json' } });

/**
 * Sends a call made in a sandbox to that sandbox's own app (its deps closed over by every route
 * and middleware, exactly as the default data's). The header is a tester's tool and needs the
 * tester's credential, as the control API does; the cookie counts only when this server signed
 * it, so another origin on this host cannot move a browser into a sandbox it chose. Calls with
 * neither go on untouched.
 */
export function enterSandbox(deps: AppDeps, appOf: (sandbox: AppDeps) => Hono<ApiEnv>): MiddlewareHandler<ApiEnv> {
  const { sandboxes, config } = deps;
  return async (c, next) => {
    const header = requestHeader(c, SANDBOX_HEADER);
    if (header === undefined && !requestHeader(c, 'cookie')?.includes(SANDBOX_COOKIE)) return next();
    let name: string;
    if (header !== undefined) {
      const parsed = sandboxNameSchema.safeParse(header);
      if (!parsed.success) return refuse(`${SANDBOX_HEADER}: ${parsed.error.issues[0]!.message}`, 400);
      if (!hasControlAccess(c, config)) return refuse(`${SANDBOX_HEADER} needs the control API's access`, 403);
      name = parsed.data;
    } else {
      const signed = sandboxes.nameOfCookie(getCookie(c, SANDBOX_COOKIE));
      if (signed === undefined) return next();
      name = signed;
    }
    const opened = sandboxes.use(name);
    if ('refused' in opened) return refuse(opened.refused, opened.status);
    return appOf(opened.deps).fetch(c.req.raw, c.env);
  };
}
