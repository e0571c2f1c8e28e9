/**
 * Packaging step: better-sqlite3 compiled for Electron's ABI, beside Node's build.
 *
 * A copy of the module is rebuilt in node_modules/.cache/electron-sqlite (a prebuilt binary when one exists for
 * this Electron, otherwise compiled against Electron's headers) and its .node file is put in
 * out/native/, where the desktop app hands it to better-sqlite3's `nativeBinding` option.
 * node_modules keeps Node's build, so `npm test` and the web server are untouched.
 * Needs the network (binaries or headers), so it is not part of `npm test`. Run after `npm run build`.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { rebuild } from '@electron/rebuild';

const require = createRequire(import.meta.url);
const electronVersion = require('electron/package.json').version;
const moduleDir = dirname(require.resolve('better-sqlite3/package.json'));
const { version } = JSON.parse(readFileSync(join(moduleDir, 'package.json'), 'utf8'));

const stage = resolve('node_modules/.cache/electron-sqlite');
const staged = join(stage, 'node_modules', 'better-sqlite3');
rmSync(stage, { recursive: true, force: true });
mkdirSync(dirname(staged), { recursive: true });
// Node's compiled output is left behind, so nothing of it can be mistaken for Electron's.
cpSync(moduleDir, staged, { recursive: true, filter: (src) => !src.startsWith(join(moduleDir, 'build')) });
writeFileSync(
  join(stage, 'package.json'),
  JSON.stringify({ name: 'electron-sqlite-stage', private: true, dependencies: { 'better-sqlite3': version } }),
);

console.log(`Building better-sqlite3 ${version} for Electron ${electronVersion}…`);
await rebuild({ buildPath: stage, electronVersion, onlyModules: ['better-sqlite3'], force: true });

const target = resolve('out/native/better_sqlite3.node');
mkdirSync(dirname(target), { recursive: true });
cpSync(join(staged, 'build', 'Release', 'better_sqlite3.node'), target);
console.log(`Electron build of better-sqlite3: ${target}`);
