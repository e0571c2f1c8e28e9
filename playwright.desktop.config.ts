import { defineConfig } from '@playwright/test';

/** The desktop journey drives the built app through Electron: `npm run test:desktop` (after `npm run build`). */
export default defineConfig({
  testDir: 'tests/desktop',
  workers: 1,
  timeout: 120_000,
  reporter: [['list']],
});
