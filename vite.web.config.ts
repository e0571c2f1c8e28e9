import { resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { CONTENT_SOURCES_FILE, contentSourcesOf } from './src/shared/content-sources';
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

const mockServer = `http://127.0.0.1:${process.env.MOCK_PORT ?? 5170}`;

export default defineConfig({
  ...rendererConfig,
  plugins: [...(rendererConfig.plugins ?? []), contentSources()],
  base: '/',
  build: {
    ...rendererConfig.build,
    outDir: resolve(process.env.WEB_OUT ?? 'dist/web'),
    emptyOutDir: true,
    rollupOptions: { input: rendererInputs },
  },
  server: {
    port: 5173,
    // The mock server may be told to trust this origin (--allow-origin): never let another app take it.
    strictPort: true,
    proxy: {
      '/api': mockServer,
      '/logout': mockServer,
      '/files': mockServer,
      '/oauth': mockServer,
      '/__mock/': mockServer,
    },
  },
});
