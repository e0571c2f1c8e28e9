import { createAdaptorServer, type HttpBindings, type ServerType } from '@hono/node-server';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { openStore, type StoreOptions } from '../db/client';
import { isSeeded } from '../db/seed';
import { createApp } from './app';
import { applyScenario, readScenarioFile } from './control/scenarios';
import { createDeps } from './create-deps';
import { readContentSources } from './lib/content-sources';
import { checkDatabaseFile, databaseError, listenError } from './lib/startup-errors';
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
  /** The product's random choices repeat for the same seed (`--seed`). */
  seed?: number;
  /** Requests whose Host header this refuses get 421 (the desktop app: loopback names only). */
  acceptsHost?: (host: string | undefined) => boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  close(): Promise<void>;
  resetData(): void;
}

/** Binds the port, then opens the database (seeding it when new or asked to), and serves the app. */
export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const scenario = opts.scenarioFile ? readScenarioFile(opts.scenarioFile) : undefined;
  checkDatabaseFile(opts.dbFile);
  // The port first: a port in use must not cost the creation and seeding of a database.
  let fetchApp: ReturnType<typeof createApp>['fetch'] = () => new Response(null, { status: 503 });
  const server = await listen(
    createAdaptorServer({
      fetch: (request, env) =>
        opts.acceptsHost && !opts.acceptsHost(request.headers.get('host') ?? undefined)
          ? new Response('Misdirected request', { status: 421 })
          : fetchApp(request, env as HttpBindings),
    }),
    opts,
  );
  let opened: ReturnType<typeof openData>;
  try {
    opened = openData(opts, scenario);
  } catch (error) {
    server.close();
    throw databaseError(error, opts.dbFile);
  }
  const { store, deps, upstream } = opened;
  fetchApp = createApp(deps).fetch;
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

function listen(server: ServerType, opts: ServerOptions): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    server.once('error', (error) => reject(listenError(error, opts.port)));
    server.listen(opts.port, opts.host, () => resolve(server));
  });
}

function openData(opts: ServerOptions, scenario: ReturnType<typeof readScenarioFile> | undefined) {
  if (opts.dbFile !== ':memory:') mkdirSync(dirname(opts.dbFile), { recursive: true });
  const upstream = opts.upstream && createUpstream(opts.upstream);
  let store;
  try {
    store = openStore(opts.dbFile, opts.storeOptions);
  } catch (error) {
    upstream?.close();
    throw error;
  }
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
      ...(opts.seed !== undefined && { seed: opts.seed }),
    },
  });
  if (opts.reset || !isSeeded(store)) deps.reseed();
  if (scenario) applyScenario(deps, scenario);
  return { store, deps, upstream };
}
