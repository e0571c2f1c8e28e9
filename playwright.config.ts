import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';

const port = Number(process.env.E2E_PORT ?? 5199);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * Workers share the machine with the one mock server (a single Node thread) and a Chromium each:
 * one more than half the cores, at least two. E2E_WORKERS sets it.
 */
const workers = Number(process.env.E2E_WORKERS) || Math.max(2, Math.floor(availableParallelism() / 2) + 1);

/**
 * Browser tests run in Debian's Chromium against the built client and an in-memory mock server;
 * each worker in a sandbox of its own (tests/e2e/fixtures.ts), so every test runs in parallel.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    trace: 'retain-on-failure',
    // The app's service worker answers pictures and tiles itself, past page.route: only the offline tests let it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node --import tsx mock-server/cli.ts --port ${port} --db :memory: --reset --check-responses --password-cost 10 --web ${process.env.WEB_OUT ?? 'dist/web'}`,
    url: `${baseURL}/__mock/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
