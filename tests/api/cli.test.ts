import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { FLAGS, parseCommandLine } from '../../mock-server/cli-options';
import { startServer } from '../../mock-server/server';

/** The command line as a tester types it: `npm run mock -- …` runs exactly this. */
const mock = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'mock-server/cli.ts', ...args], {
    encoding: 'utf8',
    timeout: 30_000,
  });

describe('the mock server command line', () => {
  it('--help prints every flag with its default and exits 0 without starting', () => {
    const run = mock('--help');
    expect(run.status).toBe(0);
    for (const [name, flag] of Object.entries(FLAGS)) {
      expect(run.stdout).toContain(`--${name}`);
      expect(run.stdout).toContain(`(default: ${flag.byDefault}`);
    }
    expect(run.stdout).toContain('--allow-origin ORIGIN');
    expect(run.stdout).not.toContain('ready at');
  });

  it('an unknown flag prints a one-line error and the usage, and exits 2', () => {
    const run = mock('--prot', '5170');
    expect(run.status).toBe(2);
    const [first, second] = run.stderr.split('\n');
    expect(first).toMatch(/^error: .*--prot/);
    expect(second).toBe('');
    expect(run.stderr).toContain('Usage: tabi-log-mock');
    expect(run.stdout).not.toContain('ready at');
  });

  it('a wrong value is refused before anything starts, naming the flag', () => {
    const origin = mock('--allow-origin', 'http://localhost:5173/app', '--db', ':memory:');
    expect(origin.status).toBe(2);
    expect(origin.stderr.split('\n')[0]).toMatch(/^error: .*allow-origin/);
    expect(mock('--port', 'abc').status).toBe(2);
  });
});

/**
 * The same command as a user who is not root: root writes through any file mode, so the refusals of
 * read-only files are what a member of staff sees, not what CI's root would.
 */
const mockAsUser = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'mock-server/cli.ts', ...args], {
    encoding: 'utf8',
    timeout: 30_000,
    ...(process.getuid?.() === 0 && { uid: 65534, gid: 65534 }),
  });

/** A folder everyone may enter, so the command run as another user reaches it. */
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tabi-cli-'));
  chmodSync(dir, 0o777);
  return dir;
}

function expectOneLine(run: ReturnType<typeof mock>, code: number, pattern: RegExp) {
  expect(run.status, run.stderr).toBe(code);
  const lines = run.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(run.stdout).not.toContain('ready at');
}

describe('start-up failures a person can act on: one line, an exit code each', () => {
  it('a port in use is refused before any database is created', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as { port: number };
    const dbFile = join(scratch(), 'never.sqlite');
    try {
      const run = mock('--port', String(port), '--db', dbFile);
      expectOneLine(run, 3, new RegExp(`^error: port ${port} is already in use.*--port N`));
      expect(existsSync(dbFile)).toBe(false);
      // The desktop app tries another port on this code: it must survive the plain message.
      await expect(startServer({ port, host: '127.0.0.1', dbFile: ':memory:' })).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
    } finally {
      holder.close();
    }
  });

  it('--db naming a folder', () => {
    expectOneLine(
      mock('--port', '0', '--db', scratch()),
      5,
      /^error: the database .* is a folder, not a file: .*--db FILE/,
    );
  });

  it('a folder that cannot be written', () => {
    const folder = scratch();
    chmodSync(folder, 0o555);
    const run = mockAsUser('--port', '0', '--db', join(folder, 'demo.sqlite'));
    expectOneLine(run, 4, /^error: the folder .* cannot be written.*--db FILE/);
  });

  it('a read-only database file in a writable folder is refused at start, not on the first write', () => {
    const file = join(scratch(), 'demo.sqlite');
    writeFileSync(file, '');
    chmodSync(file, 0o444);
    expectOneLine(mockAsUser('--port', '0', '--db', file), 6, /^error: the database .* is read-only: .*chmod u\+w/);
  });
});

describe('origins from the command line and the environment', () => {
  it('reads repeated flags and comma lists, and the environment when no flag is given', () => {
    const flags = parseCommandLine(
      ['--allow-origin', 'http://localhost:5173,https://demo.example/', '--allow-origin', 'http://127.0.0.1:8080'],
      {},
    );
    expect(flags.kind === 'run' && flags.options.allowedOrigins).toEqual([
      'http://localhost:5173',
      'https://demo.example',
      'http://127.0.0.1:8080',
    ]);
    const env = parseCommandLine([], { ALLOW_ORIGINS: 'http://localhost:5173', PUBLIC_ORIGIN: 'https://tabi.example' });
    expect(env.kind === 'run' && [env.options.allowedOrigins, env.options.publicOrigin]).toEqual([
      ['http://localhost:5173'],
      'https://tabi.example',
    ]);
  });
});

describe('the password hashing cost', () => {
  it('a cost outside 10-20, or not a whole number, is refused naming the flag', () => {
    for (const bad of ['9', '21', '12.5', 'low']) {
      const line = parseCommandLine(['--password-cost', bad], {});
      expect(line.kind === 'error' && line.message, bad).toMatch(/password-cost/);
    }
  });

  it("new hashes cost OWASP's N=2^17 without the flag, and what the flag says with it (the browser tests' server)", async () => {
    const storedParams = async (args: string[]) => {
      const line = parseCommandLine(['--port', '0', '--db', ':memory:', ...args], {});
      if (line.kind !== 'run') throw new Error(`refused: ${JSON.stringify(line)}`);
      const running = await startServer(line.options);
      try {
        const made = await fetch(`${running.url}/__mock/users`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ password: 'cost1234' }),
        });
        const { email } = (await made.json()) as { email: string };
        const { hash } = running.deps.store.db
          .select({ hash: users.passwordHash })
          .from(users)
          .where(eq(users.email, email))
          .get()!;
        return hash!.split('$').slice(0, 4).join('$');
      } finally {
        await running.close();
      }
    };
    expect(await storedParams([])).toBe('scrypt$131072$8$1');
    expect(await storedParams(['--password-cost', '10'])).toBe('scrypt$1024$8$1');
  });
});

describe('where the server listens and what it serves', () => {
  it('beyond loopback only with a control token, from the flag or the environment', () => {
    for (const host of ['0.0.0.0', '192.168.0.10', '::']) {
      const refused = parseCommandLine(['--host', host], {});
      expect(refused.kind).toBe('error');
      expect(refused.kind === 'error' && refused.message).toMatch(/control-token[\s\S]*host/);
      expect(parseCommandLine(['--host', host, '--control-token', 's3cret'], {}).kind).toBe('run');
      expect(parseCommandLine([], { HOST: host, CONTROL_TOKEN: 's3cret' }).kind).toBe('run');
      expect(parseCommandLine([], { HOST: host, CONTROL_TOKEN: '' }).kind).toBe('error');
    }
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost'])
      expect(parseCommandLine(['--host', host], {}).kind).toBe('run');
  });

  it('--no-web serves no client, whatever --web or WEB_ROOT say', () => {
    const line = parseCommandLine(['--no-web', '--web', 'dist/web'], { WEB_ROOT: 'elsewhere' });
    expect(line.kind === 'run' && line.options.webRoot).toBeUndefined();
    const web = parseCommandLine([], { WEB_ROOT: 'elsewhere' });
    expect(web.kind === 'run' && web.options.webRoot).toMatch(/elsewhere$/);
  });
});
