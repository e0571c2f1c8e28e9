import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { rendererConfig } from './vite.shared';

export default defineConfig({
  main: {
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
    build: { rollupOptions: { input: { index: resolve('src/preload/index.ts') }, output: { format: 'cjs', entryFileNames: '[name].cjs' } } },
  },
  renderer: {
    ...rendererConfig,
    root: resolve('src/renderer'),
    build: { ...rendererConfig.build, rollupOptions: { input: resolve('src/renderer/index.html') } },
  },
});
