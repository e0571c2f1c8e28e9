import { Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppDeps } from '../deps';
import { hasControlAccess } from '../lib/control-access';
import { isForeignRequest, isOwnOrigin } from '../lib/origins';
import { adminRoutes } from './admin';
import { refuse } from './answers';
import { controlHandlers } from './calls';
import { docsRoutes } from './docs';
import { registerControl, type ControlEnv } from './register';

/** The tester's control API and console: loopback only, or anyone holding the control token; from their own page only. */
export function controlRoutes(deps: AppDeps): Hono<ControlEnv> {
  const control = new Hono<ControlEnv>();

  control.use('*', async (c, next) => {
    const allowed = hasControlAccess(c, deps.config);
    // Loopback is not enough: any page the tester visits, another local app's on another port
    // included, can send requests to 127.0.0.1 (a text/plain or form POST needs no CORS), and a
    // rebound DNS name can look same-origin. Only the console's own page may drive it.
    if (!allowed || isForeignRequest(c, (origin) => isOwnOrigin(c, deps.config, origin)))
      return refuse(c, 'forbidden', 403);
    await next();
  });

  // The console is /__mock/ (relative links need the slash); a mounted '/' route only sees /__mock.
  control.get('/*', async (c, next) => {
    if (!/^\/__mock\/?$/.test(c.req.path)) return next();
    const page = deps.config.webRoot ? join(deps.config.webRoot, 'console.html') : undefined;
    if (!page || !existsSync(page)) return c.text('The tester console is not built: run npm run build:web.', 404);
    return c.html(readFileSync(page, 'utf8'));
  });
  control.route('/admin', adminRoutes(deps));
  control.route('/', docsRoutes());
  registerControl(control, deps, controlHandlers);
  return control;
}
