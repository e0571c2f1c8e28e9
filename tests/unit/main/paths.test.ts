import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { appPaths } from '../../../src/main/paths';

const mainDir = join('/app', 'out', 'main');
const preloadDir = join('/app', 'out', 'preload');

describe('appPaths', () => {
  it('points at the sibling renderer, preload and server bundles, the copied migrations and the Electron SQLite build', () => {
    const paths = appPaths(mainDir, (p) => p === join(preloadDir, 'index.cjs'));
    expect(paths).toEqual({
      preload: join(preloadDir, 'index.cjs'),
      rendererRoot: join('/app', 'out', 'renderer'),
      serverEntry: join(mainDir, 'mock-server.js'),
      migrationsFolder: join(mainDir, 'db', 'migrations'),
      sqlFolder: join(mainDir, 'db', 'sql'),
      electronSqlite: join('/app', 'out', 'native', 'better_sqlite3.node'),
    });
  });

  it('loads the Electron build of SQLite from outside the asar archive of a packaged app', () => {
    const packaged = appPaths(join('/opt', 'tabi', 'resources', 'app.asar', 'out', 'main'), () => true);
    expect(packaged.electronSqlite).toBe(
      join('/opt', 'tabi', 'resources', 'app.asar.unpacked', 'out', 'native', 'better_sqlite3.node'),
    );
    expect(packaged.rendererRoot).toBe(join('/opt', 'tabi', 'resources', 'app.asar', 'out', 'renderer'));
  });

  it('prefers a CommonJS preload over an ES module one', () => {
    const all = () => true;
    expect(appPaths(mainDir, all).preload).toBe(join(preloadDir, 'index.cjs'));
    expect(appPaths(mainDir, (p) => !p.endsWith('.cjs')).preload).toBe(join(preloadDir, 'index.js'));
  });

  it('warns when only an ES module preload exists, since the sandbox cannot run it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(appPaths(mainDir, (p) => p.endsWith('.mjs')).preload).toBe(join(preloadDir, 'index.mjs'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("output.format 'cjs'"));
    warn.mockRestore();
  });
});
