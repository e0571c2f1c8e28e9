import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface AppPaths {
  preload: string;
  rendererHtml: string;
  serverEntry: string;
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
    rendererHtml: join(mainDir, '../renderer/index.html'),
    serverEntry: join(mainDir, 'mock-server.js'),
  };
}
