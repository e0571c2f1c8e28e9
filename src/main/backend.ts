import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { app, utilityProcess, type UtilityProcess } from 'electron';
import type { ServerCommand, ServerEvent, ServerStartMessage } from './server-protocol';

export interface Backend {
  /** The bundled server's origin, which serves the renderer, without a trailing slash. */
  appUrl: string;
  /** Where the renderer sends API requests (the bundled server or the real API host), without a trailing slash. */
  baseUrl: string;
  /** Restores the demo data; a no-op against a real API host. */
  reset(): Promise<void>;
  stop(): Promise<void>;
  /** The utility process died without being asked to stop (crash, out of memory, killed). */
  onUnexpectedExit(listener: (reason: string) => void): void;
}

export interface BackendOptions {
  /** From --api-host / TABI_API_HOST: the renderer talks to it, the bundled server only serves the page. */
  apiHost?: string;
  /** Absolute path of the built utility-process entry (out/main/mock-server.js). */
  serverEntry: string;
  /** What the server needs from the build: the renderer, the migrations, the Electron build of SQLite. */
  files: Pick<ServerStartMessage, 'webRoot' | 'migrationsFolder' | 'sqlFolder' | 'nativeBinding' | 'allowedOrigins'>;
  /** Start from fresh demo data, e.g. on every kiosk launch. */
  resetOnStart?: boolean;
  readyTimeoutMs?: number;
  commandTimeoutMs?: number;
}

export const DB_FILE_NAME = 'tabi.sqlite';

/**
 * The bundled server's port, so the window's origin (http://127.0.0.1:41730) is the same every
 * launch: what the renderer keeps per origin (sign-in, saved answers, trip packs and the worker
 * that answers their pictures and tiles) is there again after a restart with the API host gone.
 * A real API host can name this origin in its CORS list. Taken: any free port, for that launch.
 */
export const APP_PORT = 41730;

/**
 * The bundled server always runs, because the window loads the renderer from it (same origin for
 * CORS, the SameSite refresh cookie and path routing). With a real API host its own data is an
 * unused in-memory database, and resets never touch the real host.
 */
export async function startBackend(options: BackendOptions): Promise<Backend> {
  const child = utilityProcess.fork(options.serverEntry, [], { serviceName: 'Tabi mock server', stdio: 'inherit' });
  const local = await connect(child, {
    start: {
      ...options.files,
      port: APP_PORT,
      dbFile: options.apiHost ? ':memory:' : join(app.getPath('userData'), DB_FILE_NAME),
      reset: options.resetOnStart ?? false,
      ...(options.apiHost ? { apiHosts: [options.apiHost] } : {}),
      // Held here and by the server only: the renderer has no console entry, so it never needs it.
      controlToken: randomBytes(32).toString('base64url'),
    },
    // First launch migrates and seeds the whole demo data set, which is slow on kiosk-class hardware.
    readyTimeoutMs: options.readyTimeoutMs ?? 30_000,
    commandTimeoutMs: options.commandTimeoutMs ?? 5_000,
  });
  if (!options.apiHost) return local;
  return { ...local, baseUrl: options.apiHost, reset: async () => {} };
}

interface ConnectOptions {
  start: ServerStartMessage;
  readyTimeoutMs: number;
  commandTimeoutMs: number;
}

function isServerEvent(value: unknown): value is ServerEvent {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function connect(child: UtilityProcess, options: ConnectOptions): Promise<Backend> {
  let exited = false;
  let stopping = false;
  const exitWaiters: Array<() => void> = [];
  const crashListeners: Array<(reason: string) => void> = [];
  // Resets are answered in order, so a FIFO of pending callers is enough to pair replies.
  const pendingResets: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];

  const send = (message: ServerStartMessage | ServerCommand): void => {
    child.postMessage(message);
  };

  return new Promise<Backend>((resolveReady, rejectReady) => {
    // settled: the ready promise is decided either way; ready: the server actually came up.
    let settled = false;
    let ready = false;
    const fail = (error: Error): void => {
      if (settled) return;
      settled = true;
      clearTimeout(readyTimer);
      if (!exited) child.kill();
      rejectReady(error);
    };
    const readyTimer = setTimeout(() => {
      fail(new Error(`Mock server did not become ready within ${options.readyTimeoutMs} ms`));
    }, options.readyTimeoutMs);

    child.once('spawn', () => {
      send(options.start);
    });

    child.on('exit', (code) => {
      exited = true;
      if (ready && !stopping) for (const listener of crashListeners.splice(0)) listener(`exit code ${code}`);
      fail(new Error(`Mock server exited with code ${code} before it was ready`));
      for (const pending of pendingResets.splice(0)) pending.reject(new Error('Mock server has exited'));
      for (const waiter of exitWaiters.splice(0)) waiter();
    });

    child.on('message', (message: unknown) => {
      if (!isServerEvent(message)) return;
      switch (message.type) {
        case 'ready': {
          if (settled) return;
          settled = true;
          ready = true;
          clearTimeout(readyTimer);
          const url = message.url.replace(/\/+$/, '');
          resolveReady({
            appUrl: url,
            baseUrl: url,
            reset,
            stop,
            onUnexpectedExit: (listener) => crashListeners.push(listener),
          });
          return;
        }
        case 'reset-done':
          pendingResets.shift()?.resolve();
          return;
        case 'error':
          if (message.phase === 'start') fail(new Error(`Mock server failed to start: ${message.message}`));
          else pendingResets.shift()?.reject(new Error(`Mock server reset failed: ${message.message}`));
          return;
      }
    });

    function reset(): Promise<void> {
      if (exited) return Promise.reject(new Error('Mock server has exited'));
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          const index = pendingResets.indexOf(entry);
          // Leave the slot in place so a late reply does not resolve the next caller.
          if (index >= 0) pendingResets[index] = { resolve: () => {}, reject: () => {} };
          reject(new Error(`Mock server did not finish resetting within ${options.commandTimeoutMs} ms`));
        }, options.commandTimeoutMs);
        const entry = {
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
          reject: (error: Error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        pendingResets.push(entry);
        send({ type: 'reset' });
      });
    }

    function stop(): Promise<void> {
      if (exited) return Promise.resolve();
      stopping = true;
      return new Promise<void>((resolve) => {
        // A graceful stop closes SQLite cleanly; the kill is only for a hung server.
        const timer = setTimeout(() => child.kill(), options.commandTimeoutMs);
        exitWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
        send({ type: 'stop' });
      });
    }
  });
}
