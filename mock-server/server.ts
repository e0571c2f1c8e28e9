import { serve, type ServerType } from '@hono/node-server';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { openStore } from '../db/client';
import { isSeeded } from '../db/seed';
import { createApp } from './app';
import { createDeps } from './create-deps';
import type { AppDeps } from './deps';

export interface ServerOptions {
  port: number;
  host: string;
  dbFile: string;
  reset?: boolean;
  webRoot?: string;
  controlToken?: string;
  scenarioFile?: string;
  checkResponses?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  close(): Promise<void>;
  resetData(): void;
}

/** Opens the database (seeding it when new or asked to), and serves the app. */
export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  if (opts.dbFile !== ':memory:') mkdirSync(dirname(opts.dbFile), { recursive: true });
  const store = openStore(opts.dbFile);
  const deps = createDeps({ store, config: { webRoot: opts.webRoot, controlToken: opts.controlToken, checkResponses: opts.checkResponses ?? false } });
  if (opts.reset || !isSeeded(store)) deps.reseed();
  const app = createApp(deps);
  const server: ServerType = await new Promise((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: opts.port, hostname: opts.host }, () => resolve(s));
    s.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  return {
    url: `http://${host}:${port}`,
    port,
    deps,
    resetData: () => deps.reseed(),
    close: () => new Promise((resolve) => {
      server.close(() => {
        store.sqlite.close();
        resolve();
      });
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    }),
  };
}
