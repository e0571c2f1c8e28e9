/**
 * What the screenshot scripts share: a mock server of their own on a free port (in-memory,
 * seeded, serving the built client) and waiting until a screen has settled.
 */
import type { Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });
}

/** `flags` are a tester's further ones (--proxy-to, --record, --replay). `stop` resolves once the process is gone. */
export async function startMock(port: number, flags: readonly string[] = []) {
  const server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'mock-server/cli.ts',
      '--port',
      String(port),
      '--db',
      ':memory:',
      '--reset',
      '--web',
      process.env.WEB_OUT ?? 'dist/web',
      ...flags,
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = () => (server.exitCode === null && server.kill(), exited);
  for (let tries = 0; tries < 120; tries++) {
    if (server.exitCode !== null) throw new Error(`the mock server exited with ${server.exitCode}`);
    if (
      await fetch(`${base}/__mock/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill();
  throw new Error('the mock server did not start within 30 s');
}

/** The screen once its calls, loading states, fonts and pictures are done. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page
    .locator('.state-loading, .loading-overlay')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy pictures below the fold never load; a slow one gets three seconds.
    const pending = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
    const loaded = Promise.all(
      pending.map(
        (img) =>
          new Promise((r) => {
            img.addEventListener('load', r);
            img.addEventListener('error', r);
          }),
      ),
    );
    await Promise.race([loaded, new Promise((r) => setTimeout(r, 3000))]);
  });
}
