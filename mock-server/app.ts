import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { LinearRouter } from 'hono/router/linear-router';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { controlRoutes } from './control/routes';
import type { ApiEnv, AppDeps } from './deps';
import { clientPages, type PagePicture } from './lib/client-page';
import { languageOf } from './lib/lang';
import { requestHeader } from './lib/request';
import { handleError, handleNotFound } from './middleware/envelope';
import { refuseOversizeBodies } from './middleware/body-limit';
import { CACHE_API, cacheStatic } from './middleware/cache-control';
import { compressAnswers } from './middleware/compress';
import { dribbleAnswers } from './middleware/dribble';
import { applyFaults } from './middleware/faults';
import { guardApiOrigin } from './middleware/origins';
import { enterSandbox } from './middleware/sandbox';
import { securityHeaders } from './middleware/security-headers';
import { logRequests } from './middleware/request-log';
import { answerFromUpstream, picturesFromUpstream } from './middleware/upstream';
import { serveDrawings } from './routes/drawings';
import { serveFiles } from './routes/files';
import { oauthRoutes } from './routes/oauth';
import { servePhotos } from './routes/photos';
import { registerApi } from './routes/register';
import { sharePages } from './routes/share';
import { firstBannerPicture } from './services/notice';
import { MEMBER_HINT_COOKIE } from '../src/shared/constants';
import { FEED_BANNER_SIZES } from '../src/shared/route-photos';

const API_PATHS = ['/api/*', '/logout'];
/** Where the server builds its answers (the web build's files come compressed from the build). */
const BUILT_ANSWERS = [
  ...API_PATHS,
  '/__mock/*',
  '/__mock',
  '/oauth/*',
  '/shareFeedDetail',
  '/sharePlaceMapDetail',
  '/sharePlan',
];

/** A last path segment with an extension names a file; client routes never have one. */
const looksLikeFile = (path: string) => /\.[\w-]+$/.test(path.slice(path.lastIndexOf('/') + 1));

/** The whole mock API (and, with a webRoot, the web client) as one Hono app. */
export function createApp(deps: AppDeps): Hono<ApiEnv> {
  // A sandbox's app answers a few tests' calls: a router with nothing to compile on its first call
  // (the default one spends tens of milliseconds building its matcher, more than the sandbox itself).
  const app = new Hono<ApiEnv>(deps.sandbox === undefined ? {} : { router: new LinearRouter() });
  app.onError(handleError);
  // The default data's app hands a sandbox's calls to that sandbox's own app, made on first use.
  if (deps.sandbox === undefined) {
    const sandboxApps = new WeakMap<AppDeps, Hono<ApiEnv>>();
    app.use(
      '*',
      enterSandbox(deps, (sandbox) => {
        let sandboxApp = sandboxApps.get(sandbox);
        if (!sandboxApp) sandboxApps.set(sandbox, (sandboxApp = createApp(sandbox)));
        return sandboxApp;
      }),
    );
  }
  const compress = compressAnswers();
  // Outside compression, so a dribbled answer goes out in pieces as the network would carry it.
  for (const path of API_PATHS) app.use(path, dribbleAnswers());
  for (const path of BUILT_ANSWERS) app.use(path, compress);
  app.use('*', refuseOversizeBodies(), securityHeaders(deps.config.contentSources));
  app.route('/__mock', controlRoutes(deps));

  for (const path of API_PATHS) {
    app.use(
      path,
      guardApiOrigin(deps),
      async (c, next) => {
        c.set('lang', languageOf(requestHeader(c, 'accept-language')));
        c.header('cache-control', CACHE_API);
        await next();
      },
      logRequests(deps),
      applyFaults(deps),
    );
    if (deps.upstream) app.use(path, answerFromUpstream(deps.upstream));
  }
  registerApi(app, deps);
  app.all('/api/*', handleNotFound);

  if (deps.upstream) app.get('/files/:id', picturesFromUpstream(deps, deps.upstream));
  app.get('/files/:id', serveFiles(deps));
  // The seed's photographs and drawings are files the server ships, not rows every sandbox would copy.
  app.get('/photos/:name', servePhotos(deps.config.photosRoot));
  app.get('/drawings/:name', serveDrawings);
  // The mock Google and Apple consent pages (not part of the API).
  app.route('/oauth', oauthRoutes(deps));
  const webRoot = deps.config.webRoot;
  if (webRoot && existsSync(join(webRoot, 'index.html'))) {
    const share = sharePages(deps, webRoot);
    app.use('/*', cacheStatic());
    app.get('/sharePlaceMapDetail', share.place);
    app.get('/shareFeedDetail', share.feed);
    app.get('/sharePlan', share.plan);
    const pageFor = clientPages(webRoot, deps.config.photosRoot);
    const listedPage: MiddlewareHandler<ApiEnv> = async (c, next) => {
      const page = pageFor(c.req.path, c.req.path === '/' ? feedBanner(c) : undefined);
      if (page === undefined) return next();
      return c.html(page);
    };
    // The feed's largest paint, named in its page for a browser that says a member is signed in
    // there (a visitor at `/` is sent on to sign in, and would download it for nothing).
    const feedBanner = (c: Context<ApiEnv>): PagePicture | undefined => {
      const url = getCookie(c, MEMBER_HINT_COOKIE) && firstBannerPicture(deps.store.db, deps.clock.now());
      return url ? { url, sizes: FEED_BANNER_SIZES } : undefined;
    };
    // The feed's chunks are named in the page at `/` too, before the static files would answer
    // it with the plain index.html: a member's first load fetches them beside the entry (decision
    // 092); a visitor sent on to sign in fetches them as well (10 KB), kept for once signed in.
    app.get('/', compress, listedPage);
    app.use('/*', serveStatic({ root: webRoot, precompressed: true }));
    // Client routes are paths of the single page: any other GET gets the page itself, naming the
    // route's screen chunks where the build listed them. A file the build does not have
    // (/favicon.ico, /x.png) is missing, not a page: crawlers and audits would otherwise read the
    // page as the file.
    app.get(
      '*',
      (c, next) => (looksLikeFile(c.req.path) ? c.text('Not found', 404) : next()),
      compress,
      listedPage,
      serveStatic({ root: webRoot, path: 'index.html', precompressed: true }),
    );
  }
  app.notFound(handleNotFound);
  return app;
}
