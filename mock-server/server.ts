import { serve, type ServerType } from '@hono/node-server';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { openStore, type StoreOptions } from '../db/client';
import { isSeeded } from '../db/seed';
import { createApp } from './app';
import { applyScenario, readScenarioFile } from './control/scenarios';
import { createDeps } from './create-deps';
import { readContentSources } from './lib/content-sources';
import type { AppDeps } from './deps';
import type { SandboxLimits } from './lib/sandbox-limits';
import type { ScryptParams } from './services/passwords';
import { createUpstream, type UpstreamOptions } from './upstream/upstream';

export interface ServerOptions {
  port: number;
  host: string;
  dbFile: string;
  reset?: boolean;
  webRoot?: string;
  controlToken?: string;
  /** Faults to script from the start (scenarios/*.json format); a bad file stops the start. */
  scenarioFile?: string;
  snapshotsDir?: string;
  /** For bundles: where the migrations are and which better-sqlite3 build to load. */
  storeOptions?: StoreOptions;
  checkResponses?: boolean;
  /** Other origins whose pages may call the API (CORS with credentials). */
  allowedOrigins?: string[];
  /** The origin visitors reach the server at; `http://localhost:<port>` when absent. */
  publicOrigin?: string;
  /** Password hashing cost of new hashes; OWASP's (N=2^17) when absent. */
  scrypt?: ScryptParams;
  /** An API host the served client calls instead of this server (the desktop app's --api-host). */
  apiHosts?: string[];
  /** How many sandboxes, how much memory, how long idle; the defaults when absent. */
  sandboxes?: SandboxLimits;
  /** API paths answered by a real host (and recorded) or by a recording; a bad recording stops the start. */
  upstream?: UpstreamOptions;
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
  const scenario = opts.scenarioFile ? readScenarioFile(opts.scenarioFile) : undefined;
  if (opts.dbFile !== ':memory:') mkdirSync(dirname(opts.dbFile), { recursive: true });
  const upstream = opts.upstream && createUpstream(opts.upstream);
  const store = openStore(opts.dbFile, opts.storeOptions);
  const deps = createDeps({
    store,
    upstream,
    config: {
      webRoot: opts.webRoot,
      controlToken: opts.controlToken,
      snapshotsDir: opts.snapshotsDir,
      checkResponses: opts.checkResponses ?? false,
      allowedOrigins: opts.allowedOrigins ?? [],
      contentSources: readContentSources(opts.webRoot, opts.apiHosts),
      ...(opts.scrypt && { scrypt: opts.scrypt }),
      ...(opts.sandboxes && { sandboxes: opts.sandboxes }),
    },
  });
  if (opts.reset || !isSeeded(store)) deps.reseed();
  if (scenario) applyScenario(deps, scenario);
  const app = createApp(deps);
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: opts.port, hostname: opts.host }, () => resolve(s));
    s.once('error', reject);
  }).catch((error: unknown) => {
    // Nothing stays open when the port is taken: the caller may try another one.
    deps.sandboxes.close();
    upstream?.close();
    store.sqlite.close();
    throw error;
  });
  // A client's idle connection is kept longer than the client keeps it (Node closes after 5 s): a
  // request sent on one the server was closing at that moment failed with ECONNRESET.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  // Share links and sign-in redirects name this origin, never the Host a caller sent.
  deps.config.publicOrigin = opts.publicOrigin ?? `http://localhost:${port}`;
  const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  return {
    url: `http://${host}:${port}`,
    port,
    deps,
    resetData: () => deps.reseed(),
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          deps.sandboxes.close();
          upstream?.close();
          store.sqlite.close();
          resolve();
        });
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
