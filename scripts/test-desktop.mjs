/**
 * The desktop journey needs Electron's binary, which the electron package downloads on install.
 * Where it could not (no network, a sandbox), this says so in one line and passes: the kiosk's
 * logic is covered by the unit tests in tests/unit/main either way.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// require('electron') would try the download itself; its install step leaves path.txt when it worked.
const electronDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
const pathFile = join(electronDir, 'path.txt');
const binary = existsSync(pathFile) ? join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim()) : undefined;
if (!binary || !existsSync(binary)) {
  console.log(
    'test:desktop skipped: no Electron binary on this machine (its download did not run); see docs/desktop.md',
  );
  process.exit(0);
}
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
const built = run('npm', ['run', 'build']);
if (built.status !== 0) process.exit(built.status ?? 1);
const tested = run('npx', ['playwright', 'test', '-c', 'playwright.desktop.config.ts', ...process.argv.slice(2)]);
process.exit(tested.status ?? 1);
