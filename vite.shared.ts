import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { allEndpoints } from './src/shared/api';
import type { Endpoint } from './src/shared/endpoint';

/** The app, and the tester console the mock server serves at /__mock/. */
export const rendererInputs = {
  index: resolve('src/renderer/index.html'),
  console: resolve('src/renderer/console.html'),
};

const CONTRACT = resolve('src/shared/api/index.ts');
const CONTRACT_PATHS = '\0tabi-contract-paths';

/**
 * The built client reads the endpoint table for its paths (where answers hold pictures, which
 * calls are extensions that a host may lack: decisions 101 and 110, and which change points) only: the zod schemas (zod and the
 * whole contract, ~38 KB gzipped) stay with the server, which validates every request and, in
 * tests, every answer. The table is the contract's own, projected when the bundle is made; the
 * dev server and the unit tests import the contract itself.
 */
function contractPaths(): Plugin {
  return {
    name: 'tabi-contract-paths',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.endsWith('shared/api')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === CONTRACT ? CONTRACT_PATHS : null;
    },
    load(id) {
      if (id !== CONTRACT_PATHS) return null;
      const paths: Record<
        string,
        Record<string, Pick<Endpoint, 'path' | 'pictures' | 'extension' | 'changesPoints'>>
      > = {};
      for (const { domain, name, endpoint } of allEndpoints())
        (paths[domain] ??= {})[name] = {
          path: endpoint.path,
          ...(endpoint.pictures?.length && { pictures: endpoint.pictures }),
          ...(endpoint.extension && { extension: true }),
          ...(endpoint.changesPoints && { changesPoints: true }),
        };
      return `export const api = ${JSON.stringify(paths)};`;
    },
  };
}

/**
 * Builds render with Preact's React compatibility layer (about 11 KB gzipped against React DOM's
 * 60): the same components, hooks, lazy screens and error boundaries. The dev server keeps React
 * for its fast refresh and dev tools; every browser test runs the build.
 */
function preactInBuilds(): Plugin {
  return {
    name: 'tabi-preact-in-builds',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
          { find: /^react$/, replacement: 'preact/compat' },
          // The shim re-creates a hook preact/compat has built in.
          { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
        ],
      },
    }),
  };
}

/**
 * Every lucide icon made by the app's own factory (components/lucide-icon.ts, decision 139): each
 * icon module asks for `../createLucideIcon.mjs`, a name nothing else imports.
 */
function leanIcons(): Plugin {
  return {
    name: 'tabi-lean-icons',
    config: () => ({
      resolve: {
        alias: [
          { find: /^\.\.\/createLucideIcon\.mjs$/, replacement: resolve('src/renderer/components/lucide-icon.ts') },
        ],
      },
    }),
  };
}

/**
 * The fonts: one file per face (the second copies doubled the declarations and the files shipped).
 * woff2 for the text faces, which every browser the app supports reads. The colour emoji face keeps
 * its woff: in Chromium fontsource's woff2 copies draw a blank space where the emoji is (their colour
 * glyphs are OpenType-SVG only, fontsource issue #588); the woff copies hold COLR glyphs as well.
 * A face table imported with `?part=K-of-N` keeps the Kth of N runs of its slices (decision 139).
 */
function fontFaces(): Plugin {
  return {
    name: 'tabi-font-faces',
    enforce: 'pre',
    transform(code, id) {
      const [file = '', query = ''] = id.split('?');
      if (!/@fontsource\/.+\.css$/.test(file)) return null;
      const part = /(?:^|&)part=(\d+)-of-(\d+)(?:&|$)/.exec(query);
      const faces = part ? partOf(code, Number(part[1]), Number(part[2])) : code;
      return /@fontsource\/noto-color-emoji\//.test(file)
        ? faces.replace(/url\([^)]+\.woff2\)\s*format\('woff2'\),\s*/g, '')
        : faces.replace(/,\s*url\([^)]+\.woff\)\s*format\('woff'\)/g, '');
    },
  };
}

/** The `part`th (from 1) of `parts` runs of a style sheet's @font-face rules, of about even length. */
function partOf(css: string, part: number, parts: number): string {
  const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
  const total = faces.reduce((sum, face) => sum + face.length, 0);
  let before = 0;
  return faces
    .filter((face) => {
      // Each rule goes to the part its middle falls in.
      const middle = before + face.length / 2;
      before += face.length;
      return Math.min(parts, Math.floor((middle / total) * parts) + 1) === part;
    })
    .join('\n');
}

/**
 * The app's icon written into its page as a data URL, from the one file (public/favicon.svg): the
 * page asks for no icon before its first screen, and the copy in the page cannot drift from the file.
 */
function iconInPage(): Plugin {
  const link = '<link rel="icon" href="./favicon.svg"';
  return {
    name: 'tabi-icon-in-page',
    transformIndexHtml(html) {
      if (!html.includes(link)) return html;
      const svg = readFileSync(resolve('src/renderer/public/favicon.svg'), 'utf8').trim();
      return html.replace(link, `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
    },
  };
}

/**
 * The type scale written into the app's page as hidden text (decision 096), every size of
 * styles.css in both weights, and a line in Japanese: the browser finds the fonts for each style
 * while the page's scripts download, not in the first screen's layout, where on a device without
 * CJK fonts (Chromium on Linux) those lookups were half of the longest task. main.tsx removes it.
 */
function typeScaleInPage(): Plugin {
  const scale = /(<div\s+id="type-scale"[^>]*>)\s*(<\/div>)/;
  return {
    name: 'tabi-type-scale-in-page',
    transformIndexHtml(html) {
      if (!scale.test(html)) return html;
      const css = readFileSync(resolve('src/renderer/styles.css'), 'utf8');
      // Each size once, should a media query set it again.
      const sizes = new Set([...css.matchAll(/(--text-[a-z0-9]+):/g)].map(([, name]) => name));
      const styles = [...sizes].flatMap((size) =>
        [400, 700].map((weight) => `font-size:var(${size});font-weight:${weight}`),
      );
      // The device's face is found per size and weight; its fallback per character, once per language.
      const spans = [
        ...styles.map((style) => `<span lang="ko" style="${style}">가あア漢A1</span>`),
        '<span lang="ja">가あア漢A1</span>',
      ];
      return html.replace(scale, (_, open: string, close: string) => `${open}${spans.join('')}${close}`);
    },
  };
}

/** The renderer build, shared by the Electron build and the plain web build. */
export const rendererConfig: UserConfig = {
  root: 'src/renderer',
  base: './',
  plugins: [react(), contractPaths(), preactInBuilds(), leanIcons(), fontFaces(), iconInPage(), typeScaleInPage()],
  build: { chunkSizeWarningLimit: 800 },
};
