import { cpSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { rendererConfig, rendererInputs } from './vite.shared';

/**
 * db/client.ts reads its migrations and SQL at run time, the server its shipped photographs
 * (static/photos beside mock-server/create-deps.ts): the bundle carries them beside itself.
 */
const copyServerFiles = (): Plugin => ({
  name: 'tabi-copy-server-files',
  writeBundle(options) {
    const outDir = options.dir ?? resolve('out/main');
    for (const folder of ['migrations', 'sql'])
      cpSync(resolve('db', folder), resolve(outDir, 'db', folder), { recursive: true });
    cpSync(resolve('mock-server/static/photos'), resolve(outDir, 'static/photos'), { recursive: true });
  },
});

export default defineConfig({
  main: {
    plugins: [copyServerFiles()],
    build: {
      rollupOptions: {
        input: {
          index: resolve('src/main/index.ts'),
          'mock-server': resolve('src/main/server-process.ts'),
        },
      },
    },
  },
  preload: {
    // A sandboxed preload cannot run ES modules: emit CommonJS.
    build: {
      rollupOptions: {
        input: { index: resolve('src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    ...rendererConfig,
    root: resolve('src/renderer'),
    // Served by the bundled mock server over http, so absolute asset paths work on every route.
    base: '/',
    // The manifest tells the server where the face tables are, for its own pages (the mock consent page).
    build: { ...rendererConfig.build, manifest: true, rollupOptions: { input: rendererInputs } },
  },
});
