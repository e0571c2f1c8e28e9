/**
 * Messages between main (backend.ts) and the mock-server utility process
 * (server-process.ts). Types and one constant only, so neither bundle pulls in the other's code.
 */

/** 32 random bytes in base64url. */
export const CONTROL_TOKEN_MIN_CHARS = 43;

/** The first message the utility process receives. */
export interface ServerStartMessage {
  dbFile: string;
  reset?: boolean;
  /** The built renderer, served on the server's origin so the window loads it over http. */
  webRoot: string;
  /**
   * The port tried first (any free one when it is taken): the window's origin, and with it what the
   * renderer keeps (sign-in, saved answers, trip packs, its offline worker), is the same every launch.
   */
  port?: number;
  /** The drizzle migrations and extra SQL, copied beside the main bundle by the build. */
  migrationsFolder: string;
  sqlFolder: string;
  /** better-sqlite3 compiled for Electron's ABI; absent: the module's own build. */
  nativeBinding?: string;
  /** The dev server's origin in development: the window's page is then not on the server's own origin. */
  allowedOrigins?: string[];
  /** A real API host the window calls (--api-host): the served page's CSP must let it through. */
  apiHosts?: string[];
  /**
   * Random per launch, known only to main and the server: without it the control API (mailbox
   * with temporary passwords, clock, reset) refuses every caller, other local processes included.
   */
  controlToken: string;
}

export type ServerCommand = { type: 'reset' } | { type: 'stop' };

export type ServerEvent =
  | { type: 'ready'; url: string }
  | { type: 'reset-done' }
  | { type: 'error'; phase: 'start' | 'reset'; message: string };
