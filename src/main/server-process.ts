import { z } from 'zod';
import { startServer } from '../../mock-server/server';
import { isLoopbackHost } from './host-check';
import { CONTROL_TOKEN_MIN_CHARS, type ServerEvent } from './server-protocol';

// Loopback only: the bundled server holds a visitor's session data and must not be reachable from the LAN.
const HOST = '127.0.0.1';

const startMessageSchema = z.object({
  dbFile: z.string().min(1),
  reset: z.boolean().optional(),
  webRoot: z.string().min(1),
  port: z.number().int().min(1024).max(65535).optional(),
  migrationsFolder: z.string().min(1),
  sqlFolder: z.string().min(1),
  nativeBinding: z.string().min(1).optional(),
  allowedOrigins: z.array(z.url()).optional(),
  apiHosts: z.array(z.url()).optional(),
  // Main sends 32 random bytes; anything guessable would reopen the control API to local processes.
  controlToken: z.string().min(CONTROL_TOKEN_MIN_CHARS),
});

const commandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('reset') }),
  z.object({ type: z.literal('stop') }),
]);

/** The part of Electron's ParentPort this module uses; lets tests pass a fake. */
export interface ParentPortLike {
  on(event: 'message', listener: (messageEvent: { data: unknown }) => void): unknown;
  postMessage(message: ServerEvent): void;
}

export interface ServerProcessDeps {
  startServer: typeof startServer;
  exit(code: number): void;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The port is in use (another program, or one this user may not open): any free one will do. */
const isPortTaken = (error: unknown) =>
  ['EADDRINUSE', 'EACCES'].includes((error as { code?: unknown })?.code as string);

/**
 * Starts on the preferred port, or on any free one when that is taken: the app still opens, only
 * with what its window keeps on another origin (a fresh sign-in, no saved answers) this time.
 */
export async function listenPreferring<T>(
  preferred: number | undefined,
  start: (port: number) => Promise<T>,
): Promise<T> {
  if (preferred === undefined) return start(0);
  try {
    return await start(preferred);
  } catch (error) {
    if (!isPortTaken(error)) throw error;
    console.warn(
      `[mock-server] port ${preferred} is taken; using a free one (the window's saved data stays with ${preferred})`,
    );
    return start(0);
  }
}

/**
 * Drives the mock server from the parent's messages. Returns a promise that settles
 * once the server has started (or failed to), which is only useful to tests.
 */
export function serveParentPort(port: ParentPortLike, deps: ServerProcessDeps): Promise<void> {
  type Server = Awaited<ReturnType<typeof startServer>>;
  let server: Server | undefined;
  let resolveStarted!: () => void;
  const started = new Promise<void>((resolve) => {
    resolveStarted = resolve;
  });
  let starting: Promise<Server | undefined> | undefined;

  const start = (data: unknown): void => {
    const options = startMessageSchema.safeParse(data);
    if (!options.success) {
      starting = Promise.resolve(undefined);
      port.postMessage({ type: 'error', phase: 'start', message: `invalid start message: ${options.error.message}` });
      deps.exit(1);
      resolveStarted();
      return;
    }
    const {
      dbFile,
      reset,
      webRoot,
      port: preferredPort,
      migrationsFolder,
      sqlFolder,
      nativeBinding,
      allowedOrigins,
      apiHosts,
      controlToken,
    } = options.data;
    const startOn = (port: number) =>
      deps.startServer({
        host: HOST,
        port,
        dbFile,
        reset,
        webRoot,
        allowedOrigins,
        apiHosts,
        controlToken,
        acceptsHost: isLoopbackHost,
        storeOptions: { migrationsFolder, sqlFolder, nativeBinding },
      });
    starting = listenPreferring(preferredPort, startOn)
      .then(
        (instance) => {
          server = instance;
          port.postMessage({ type: 'ready', url: instance.url });
          return instance;
        },
        (error: unknown) => {
          port.postMessage({ type: 'error', phase: 'start', message: errorMessage(error) });
          deps.exit(1);
          return undefined;
        },
      )
      .finally(resolveStarted);
  };

  const stop = async (): Promise<void> => {
    const instance = server ?? (await starting);
    try {
      // Closing lets SQLite checkpoint its WAL, so the next launch does not start from a stale file.
      await instance?.close();
    } finally {
      deps.exit(0);
    }
  };

  port.on('message', ({ data }) => {
    if (!starting) {
      start(data);
      return;
    }
    const command = commandSchema.safeParse(data);
    if (!command.success) return;
    if (command.data.type === 'stop') {
      stop().catch((error: unknown) => console.error('[mock-server] close failed', error));
      return;
    }
    if (!server) {
      port.postMessage({ type: 'error', phase: 'reset', message: 'server is not running' });
      return;
    }
    try {
      server.resetData();
      port.postMessage({ type: 'reset-done' });
    } catch (error) {
      port.postMessage({ type: 'error', phase: 'reset', message: errorMessage(error) });
    }
  });

  return started;
}

// Only set inside an Electron utilityProcess; importing this file elsewhere (tests) does nothing.
const parentPort = (process as { parentPort?: ParentPortLike }).parentPort;
if (parentPort) {
  void serveParentPort(parentPort, { startServer, exit: (code) => process.exit(code) });
}
