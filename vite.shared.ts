import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import type { UserConfig } from 'vite';

/** The app, and the tester console the mock server serves at /__mock/. */
export const rendererInputs = {
  index: resolve('src/renderer/index.html'),
  console: resolve('src/renderer/console.html'),
};

/** The renderer build, shared by the Electron build and the plain web build. */
export const rendererConfig: UserConfig = {
  root: 'src/renderer',
  base: './',
  plugins: [react()],
  build: { chunkSizeWarningLimit: 800 },
};
