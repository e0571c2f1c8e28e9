import { spawnSync } from 'node:child_process';
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
    expect(run.stderr).toContain('Usage: npm run mock');
    expect(run.stdout).not.toContain('ready at');
  });

  it('a wrong value is refused before anything starts, naming the flag', () => {
    const origin = mock('--allow-origin', 'http://localhost:5173/app', '--db', ':memory:');
    expect(origin.status).toBe(2);
    expect(origin.stderr.split('\n')[0]).toMatch(/^error: .*allow-origin/);
    expect(mock('--port', 'abc').status).toBe(2);
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
