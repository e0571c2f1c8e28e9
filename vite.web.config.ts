import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { FIRST_SCREEN_TEXTS } from './src/renderer/lib/first-screen-texts';
import { CONTENT_SOURCES_FILE, contentSourcesOf } from './src/shared/content-sources';
import { routePreloads } from './scripts/route-preloads';
import { rendererConfig, rendererInputs } from './vite.shared';

/** Tells the server which outside hosts this build loads from (tiles, API), for its CSP. */
function contentSources(): Plugin {
  return {
    name: 'tabi-content-sources',
    apply: 'build',
    generateBundle() {
      const env = loadEnv('production', resolve('src/renderer'), 'VITE_');
      const sources = contentSourcesOf(
        process.env.VITE_TILE_URL ?? env.VITE_TILE_URL,
        process.env.VITE_API_HOST ?? env.VITE_API_HOST,
      );
      this.emitFile({ type: 'asset', fileName: CONTENT_SOURCES_FILE, source: JSON.stringify(sources) });
    },
  };
}

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
/** The server's threshold for what it builds: smaller files go plain. */
const PRECOMPRESS_MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
  );
  return nested.flat();
}

/**
 * Every text file of the build also as `.br` (quality 11) and `.gz` (level 9), written once here
 * so the web server sends the smallest copy a browser accepts without compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'tabi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => TEXT_FILE.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return;
          const bytes = await readFile(file);
          const brotli = br(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
          await writeFile(`${file}.br`, await brotli);
          await writeFile(`${file}.gz`, await gz(bytes, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * The service worker (Workbox, generated): the shell, every script and style of the app (route
 * chunks included), the manifests and icons are precached; a page address the server would answer
 * with the page gets the precached page, so the app opens with no network. Font files, pictures and
 * tiles go through `sw-offline.js` (what was seen or packed for a trip). A new version waits for the
 * next visit (no skipWaiting): `lib/offline/service-worker.ts` decides when it takes over. The
 * manifests are our own files (`public/manifest.{ko,ja}.webmanifest`): one per reading language.
 */
const serviceWorker = () =>
  VitePWA({
    injectRegister: false,
    manifest: false,
    strategies: 'generateSW',
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The tester console is not part of the app; font files are kept as they are used (sw-offline.js).
      globIgnores: ['console.html', 'assets/console-*', 'sw-offline.js', 'sw-desktop.js', 'content-sources.json'],
      importScripts: ['/sw-offline.js'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/(api|__mock|oauth|files|logout)(\/|$)/],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: false,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  });

/** The home screen and a shared post, and what they need beyond their own modules: shared components, cards, icons. */
const FEED_FIRST = [
  /src\/renderer\/components\/(Illustration|EmptyState|AsyncState|Badge|Highlight|Phrases|Tabs|tab-keys|PageHeader)\.tsx?$/,
  /src\/renderer\/(lib\/format|features\/feed\/(Home|ShareFeedDetail|FeedCard|PostBody|measured-rows|FeedWindow|WriteButton|editor|picture-sizes))\.tsx?$/,
  /lucide-react\/dist\/esm\/icons\/(eye|message-circle|arrow-down|pen-line|hand-heart|refresh-cw|search)\.mjs$/,
];

/**
 * Chunks made by hand for the first load (decisions 092, 094). Left to itself, the bundler gives
 * each small module shared by several screens a chunk of its own: the feed's first screen then
 * waited for 16 of them, and a phone's browser asks six at a time. The home screen and a shared
 * post with what they need beyond their own modules (095), and what reading a member's saved
 * answers back needs, each travel as one file; a screen that uses one of these modules loads the
 * whole group (a few KB).
 * The first files also come in even sizes: a phone's slow connection downloads them side by side,
 * six at a time, so the first screen waits for the largest. i18next and the first screens' texts
 * each travel apart from the rest of the shell (one 35 KB file became three of 9-16 KB).
 * `npm run check:bundle` holds the largest first file and the feed's number of files.
 */
const firstLoadGroups = [
  // With the separators and the picture URLs' rules: modules of no imports that the app and the console (its API client) both use.
  {
    name: 'i18next',
    test: /node_modules\/(i18next|react-i18next)\/|src\/renderer\/lib\/separators\.ts$|src\/shared\/pictures\.ts$/,
  },
  { name: 'first-texts', test: new RegExp(`src/renderer/locales/(ko|ja)/(${FIRST_SCREEN_TEXTS.join('|')})\\.json$`) },
  { name: 'feed-first', test: (id: string) => FEED_FIRST.some((pattern) => pattern.test(id)) },
  // A shipped or member's picture as the screens draw it: the feed's, a shared post's and the first
  // screen's photo, with the slots' sizes the server also reads. Apart from feed-first, so the
  // country choice does not load the feed's modules.
  {
    name: 'pictures',
    test: /src\/renderer\/components\/(Picture|placeholder|picture-sources)\.tsx?$|src\/shared\/route-photos\.ts$|node_modules\/thumbhash\//,
  },
  {
    name: 'saved-answers',
    test: /src\/renderer\/lib\/offline\/(saved-answers|queue-store|member|waiting)\.ts$|idb-keyval|query-core\/build\/modern\/hydration/,
  },
  // Preact and its signals apart from the shell's own modules: one 18 KB first file became two of 8-10 KB.
  {
    name: 'preact',
    test: /node_modules\/(preact|@preact\/signals-core|@preact\/signals-react)\//,
  },
  // After saved-answers (which keeps query-core's hydration): the data layer with the API client
  // under it, preact's root, the icons' factory with IconButton and the month arrows (the console's
  // calendar: never in feed-first, or the console would load the app). The app's pages and the
  // console all load them first,
  // as one file rather than five, three of which were under 2 KB (each a request a slow connection
  // queues behind six others).
  {
    name: 'data',
    test: /src\/renderer\/lib\/(data\/|api-client|transport|loading|picture-urls|host-extensions|errors)|@tanstack\/(query-core|react-query)\/|preact\/compat\/client|lucide-react\/dist\/esm\/icons\/chevron-(left|right)\.mjs$|src\/renderer\/components\/(IconButton|Button|Dialog|modal-stack|lucide-icon)\.tsx?$|src\/renderer\/lib\/screen-start\.ts$/,
  },
];

/**
 * Every script file marked for eager compilation (V8's explicit compile hints, decision 140): a file
 * comes when its screen, popup or library is about to run, and most of its functions run then.
 * Compiled as the file streams in, off the main thread, none is compiled there the first time it
 * is called (a third of the feed's first render).
 */
function compiledAsTheyCome(): Plugin {
  return {
    name: 'tabi-compiled-as-they-come',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After the bundler's own additions (the entry's map of preloads): the hint counts only first in a file.
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk') chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      },
    },
  };
}

const mockServer = `http://127.0.0.1:${process.env.MOCK_PORT ?? 5170}`;

export default defineConfig({
  ...rendererConfig,
  plugins: [
    ...(rendererConfig.plugins ?? []),
    contentSources(),
    compiledAsTheyCome(),
    routePreloads(resolve('src/renderer/features'), [resolve('src/renderer/lib/offline/saved-answers.ts')]),
    serviceWorker(),
    precompress(),
  ],
  base: '/',
  build: {
    ...rendererConfig.build,
    outDir: resolve(process.env.WEB_OUT ?? 'dist/web'),
    emptyOutDir: true,
    // Read by the first-screen budget check (npm run check:bundle).
    manifest: true,
    // Every browser the app supports reads <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: rendererInputs,
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: firstLoadGroups } },
    },
  },
  server: {
    port: 5173,
    // The mock server may be told to trust this origin (--allow-origin): never let another app take it.
    strictPort: true,
    proxy: {
      '/api': mockServer,
      '/logout': mockServer,
      '/files': mockServer,
      '/photos': mockServer,
      '/oauth': mockServer,
      '/__mock/': mockServer,
    },
  },
});
