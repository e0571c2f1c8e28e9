import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { controlRoutes } from './control/routes';
import type { ApiEnv, AppDeps } from './deps';
import { languageOf } from './lib/lang';
import { requestHeader } from './lib/request';
import { handleError, handleNotFound } from './middleware/envelope';
import { refuseOversizeBodies } from './middleware/body-limit';
import { applyFaults } from './middleware/faults';
import { guardApiOrigin } from './middleware/origins';
import { securityHeaders } from './middleware/security-headers';
import { logRequests } from './middleware/request-log';
import { serveFiles } from './routes/files';
import { oauthRoutes } from './routes/oauth';
import { registerApi } from './routes/register';
import { sharePages } from './routes/share';

const API_PATHS = ['/api/*', '/logout'];

/** A last path segment with an extension names a file; client routes never have one. */
const looksLikeFile = (path: string) => /\.[\w-]+$/.test(path.slice(path.lastIndexOf('/') + 1));

/** The whole mock API (and, with a webRoot, the web client) as one Hono app. */
export function createApp(deps: AppDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.onError(handleError);
  app.use('*', refuseOversizeBodies(), securityHeaders(deps.config.contentSources));
  app.route('/__mock', controlRoutes(deps));

  for (const path of API_PATHS) {
    app.use(
      path,
      guardApiOrigin(deps),
      async (c, next) => {
        c.set('lang', languageOf(requestHeader(c, 'accept-language')));
        await next();
      },
      logRequests(deps),
      applyFaults(deps),
    );
  }
  registerApi(app, deps);
  app.all('/api/*', handleNotFound);

  app.get('/files/:id', serveFiles(deps));
  // The mock Google and Apple consent pages (not part of the API).
  app.route('/oauth', oauthRoutes(deps));
  const webRoot = deps.config.webRoot;
  if (webRoot && existsSync(join(webRoot, 'index.html'))) {
    const share = sharePages(deps, webRoot);
    app.get('/sharePlaceMapDetail', share.place);
    app.get('/shareFeedDetail', share.feed);
    app.use('/*', serveStatic({ root: webRoot }));
    // Client routes are paths of the single page: any other GET gets the page itself. A file the
    // build does not have (/favicon.ico, /x.png) is missing, not a page: crawlers and audits
    // would otherwise read the page as the file.
    app.get(
      '*',
      (c, next) => (looksLikeFile(c.req.path) ? c.text('Not found', 404) : next()),
      serveStatic({ root: webRoot, path: 'index.html' }),
    );
  }
  app.notFound(handleNotFound);
  return app;
}
