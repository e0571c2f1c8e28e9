import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface AppPaths {
  preload: string;
  /** The built renderer folder, which the bundled server serves. */
  rendererRoot: string;
  serverEntry: string;
  /** Copied beside the main bundle by the build (electron.vite.config.ts). */
  migrationsFolder: string;
  sqlFolder: string;
  /** Where the packaging step puts better-sqlite3 built for Electron (scripts/electron-sqlite.mjs). */
  electronSqlite: string;
}

/**
 * Sandboxed preloads must be CommonJS, but with "type": "module" electron-vite emits
 * index.mjs unless the preload output format is set to cjs; accept whichever exists so
 * the main process does not have to change when the build config does.
 */
export const PRELOAD_CANDIDATES = ['index.cjs', 'index.js', 'index.mjs'] as const;

/** mainDir is the directory of the built main bundle (out/main). */
export function appPaths(mainDir: string, exists: (path: string) => boolean = existsSync): AppPaths {
  const preloadDir = join(mainDir, '../preload');
  const candidates = PRELOAD_CANDIDATES.map((name) => join(preloadDir, name));
  const preload = candidates.find((candidate) => exists(candidate)) ?? candidates[0]!;
  if (preload.endsWith('.mjs')) {
    console.warn(
      `[tabi] ${preload} is an ES module; a sandboxed window cannot run it. ` +
        "Build the preload with output.format 'cjs'.",
    );
  }
  return {
    preload,
    rendererRoot: join(mainDir, '../renderer'),
    serverEntry: join(mainDir, 'mock-server.js'),
    migrationsFolder: join(mainDir, 'db/migrations'),
    sqlFolder: join(mainDir, 'db/sql'),
    // A native module cannot be loaded from inside an asar archive; packagers unpack it beside it.
    electronSqlite: join(mainDir, '../native/better_sqlite3.node').replace(/app\.asar(?=[\\/])/, 'app.asar.unpacked'),
  };
}
