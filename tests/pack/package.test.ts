import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usage } from '../../mock-server/cli-options';
import { call, signUpMember } from '../support/server-process';

const scratch = mkdtempSync(join(tmpdir(), 'tabi-pack-'));
/** An empty project of someone else's: nothing of this repo's node_modules is reachable from it. */
const project = join(scratch, 'project');
const PACKAGE = 'tabi-log-mock';

/**
 * better-sqlite3 installs a prebuilt binary it downloads, or else compiles SQLite (minutes on this
 * shared machine, and the download host is out of reach here). Its installer first looks in a local
 * folder, where this puts the binary this repo's own install built: the same version for the same
 * Node, so the install runs its real steps without the compile.
 */
function localPrebuilds(): string {
  const folder = join(scratch, 'prebuilds');
  mkdirSync(folder);
  const { version } = JSON.parse(readFileSync('node_modules/better-sqlite3/package.json', 'utf8')) as {
    version: string;
  };
  const file = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  execFileSync('tar', [
    '-czf',
    join(folder, file),
    '-C',
    'node_modules/better-sqlite3',
    'build/Release/better_sqlite3.node',
  ]);
  return folder;
}

/** The command npx runs in the project (started directly, so stopping it stops the server). */
const bin = (args: string[]) =>
  spawn(join(project, 'node_modules', '.bin', PACKAGE), args, { cwd: project, stdio: ['ignore', 'pipe', 'pipe'] });

/** Every server this started, stopped at the end even when a test failed half-way. */
const running = new Set<() => Promise<void>>();

async function started(args: string[]): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = bin(args);
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready at (http:\/\/\S+?) /.exec(output);
      if (ready) resolve(ready[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`the packaged server exited before it was ready:\n${output}`)));
  });
  const stop = async () => {
    running.delete(stop);
    child.kill('SIGTERM');
    await exited;
  };
  running.add(stop);
  return { url, stop };
}

describe('the npm package (npm run pack:server)', () => {
  beforeAll(() => {
    if (!existsSync('dist/web/index.html')) throw new Error('no built web client: run npm run build:web first');
    const tarball = execFileSync(process.execPath, ['scripts/pack-server.mjs', '--out', scratch], {
      encoding: 'utf8',
    }).trim();
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), '{ "private": true }\n');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], {
      cwd: project,
      stdio: 'ignore',
      env: { ...process.env, npm_config_better_sqlite3_local_prebuilds: localPrebuilds() },
    });
  }, 600_000);

  // The project's node_modules and the client are thousands of files: slow to remove on a busy disk.
  afterAll(async () => {
    await Promise.all([...running].map((stop) => stop()));
    await rm(scratch, { recursive: true, force: true });
  }, 120_000);

  it('installs only what the server runs on', () => {
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules', PACKAGE, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).toEqual(expect.arrayContaining(['better-sqlite3', 'hono', 'sharp']));
    for (const toolOfTheRepo of ['react', 'vite', 'electron', 'tsx', '@redocly/cli'])
      expect(manifest.dependencies).not.toHaveProperty(toolOfTheRepo);
    // The native modules load in the project, not from this repo.
    const sharp = spawnSync(process.execPath, ['-e', 'require("sharp"); require("better-sqlite3")(":memory:")'], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(sharp.stderr).toBe('');
  });

  it('npx tabi-log-mock --help prints the same text as the repo’s command line', () => {
    const help = spawnSync('npx', ['--no-install', PACKAGE, '--help'], { cwd: project, encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toBe(usage());
  });

  it('starts with its own web client, the API (sign-in included), the console and the API reference', async () => {
    const server = await started(['--port', '0', '--password-cost', '10']);
    try {
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"');
      expect((await fetch(`${server.url}/__mock/`)).status).toBe(200);
      expect((await fetch(`${server.url}/__mock/docs/redoc.js`)).status).toBe(200);
      const member = await signUpMember(server.url, { language: 'ja' });
      const notices = await call(server.url, '/api/notice/notice-list', { size: 20 }, member.token);
      expect(notices.result).toBe('success');
      // The data is the project's: data/demo.sqlite where it was started.
      expect(existsSync(join(project, 'data', 'demo.sqlite'))).toBe(true);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('--no-web serves the API and the control API, without the app or the console', async () => {
    const server = await started(['--port', '0', '--no-web', '--db', ':memory:']);
    try {
      expect((await fetch(`${server.url}/`)).status).toBe(404);
      expect((await call(server.url, '/api/notice/notice-list', { size: 20 })).result).toBe('success');
      expect((await fetch(`${server.url}/__mock/health`)).status).toBe(200);
      expect((await fetch(`${server.url}/__mock/`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
