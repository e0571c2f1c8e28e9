import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { FLAGS, parseCommandLine } from '../../mock-server/cli-options';

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
