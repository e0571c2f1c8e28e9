import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { rendererConfig, rendererInputs } from './vite.shared';

const mockServer = `http://127.0.0.1:${process.env.MOCK_PORT ?? 5170}`;

export default defineConfig({
  ...rendererConfig,
  base: '/',
  build: { ...rendererConfig.build, outDir: resolve(process.env.WEB_OUT ?? 'dist/web'), emptyOutDir: true, rollupOptions: { input: rendererInputs } },
  server: {
    port: 5173,
    // The mock server may be told to trust this origin (--allow-origin): never let another app take it.
    strictPort: true,
    proxy: { '/api': mockServer, '/logout': mockServer, '/files': mockServer, '/oauth': mockServer, '/__mock/': mockServer },
  },
});
