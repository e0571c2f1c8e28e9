import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

/** The renderer build, shared by the Electron build and the plain web build. */
export const rendererConfig: UserConfig = {
  root: 'src/renderer',
  base: './',
  plugins: [react()],
  build: { chunkSizeWarningLimit: 800 },
};
