import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { ServerOptions } from './server';
import { DEFAULT_SANDBOX_LIMITS } from './lib/sandbox-limits';
import { SCRYPT_PARAMS } from './services/passwords';

interface Flag {
  type: 'string' | 'boolean';
  multiple?: boolean;
  short?: string;
  /** What the value looks like in the usage text. */
  value?: string;
  env?: string;
  /** The default as the usage text shows it (parseArgs' own `default` is not used: env comes first). */
  byDefault: string;
  help: string;
}

/** Every flag of the mock server: the parser, the usage text and the README read this one table. */
export const FLAGS = {
  port: { type: 'string', value: 'N', env: 'PORT', byDefault: '5170', help: 'port to listen on (0: any free port)' },
  host: {
    type: 'string',
    value: 'ADDRESS',
    env: 'HOST',
    byDefault: '127.0.0.1',
    help: 'address to listen on; beyond loopback (0.0.0.0, a LAN address) only with --control-token',
  },
  db: {
    type: 'string',
    value: 'FILE',
    env: 'DB_FILE',
    byDefault: 'data/demo.sqlite',
    help: 'SQLite database file (:memory: allowed)',
  },
  reset: { type: 'boolean', byDefault: 'off', help: 'start from the demo seed (otherwise seeded only when empty)' },
  web: {
    type: 'string',
    value: 'DIR',
    env: 'WEB_ROOT',
    byDefault: 'dist/web; in the package, its own client',
    help: 'built web client to serve on the same origin',
  },
  'no-web': {
    type: 'boolean',
    byDefault: 'off',
    help: 'serve the API and the control API only (the app and the console are in the web client)',
  },
  'control-token': {
    type: 'string',
    value: 'TOKEN',
    env: 'CONTROL_TOKEN',
    byDefault: 'none (/__mock answers loopback only)',
    help: 'token the control API and console require, from any address',
  },
  scenario: {
    type: 'string',
    value: 'FILE',
    byDefault: 'none',
    help: 'fault scenario to load at start (a bad file stops the start)',
  },
  snapshots: {
    type: 'string',
    value: 'DIR',
    env: 'SNAPSHOTS_DIR',
    byDefault: 'data/snapshots',
    help: 'folder of named data snapshots',
  },
  'check-responses': {
    type: 'boolean',
    byDefault: 'off',
    help: 'check every answer against the contract (tests, development)',
  },
  'allow-origin': {
    type: 'string',
    multiple: true,
    value: 'ORIGIN',
    env: 'ALLOW_ORIGINS',
    byDefault: 'none (same origin only)',
    help: 'another origin whose pages may call the API; repeat the flag or give a comma list',
  },
  'public-origin': {
    type: 'string',
    value: 'ORIGIN',
    env: 'PUBLIC_ORIGIN',
    byDefault: 'http://localhost:<port>',
    help: 'origin visitors reach the server at, for share links and sign-in redirects',
  },
  'password-cost': {
    type: 'string',
    value: 'LOG2N',
    byDefault: '17 (scrypt N=2^17, 128 MiB and about half a second per hash)',
    help: 'scrypt cost of new password hashes, 10-20; below 17 only for test servers (the browser tests use 10)',
  },
  'max-sandboxes': {
    type: 'string',
    value: 'N',
    byDefault: '32',
    help: 'most sandboxes at once (x-mock-sandbox header or /__mock/sandbox/<name>)',
  },
  'sandbox-memory-mb': {
    type: 'string',
    value: 'MB',
    byDefault: '512',
    help: "most memory all sandboxes' databases may hold together",
  },
  'sandbox-idle-minutes': {
    type: 'string',
    value: 'M',
    byDefault: '30',
    help: 'a sandbox nobody called for this long is deleted',
  },
  'proxy-to': {
    type: 'string',
    value: 'ORIGIN',
    env: 'PROXY_TO',
    byDefault: 'none (every call mocked)',
    help: 'real API host the chosen API paths are forwarded to (only there: a call cannot name another host)',
  },
  'proxy-paths': {
    type: 'string',
    multiple: true,
    value: 'PATTERN',
    byDefault: 'all',
    help: 'API and picture (/files/*) paths sent to --proxy-to or served from --replay: all, none, or paths and prefix* patterns (repeat or comma list); the rest mocked',
  },
  record: {
    type: 'string',
    value: 'FILE',
    byDefault: 'none',
    help: 'write each proxied exchange to FILE (JSON Lines, mode 0600; tokens, passwords and cookies hidden)',
  },
  replay: {
    type: 'string',
    value: 'FILE',
    byDefault: 'none',
    help: 'answer from a recording (or a HAR file) offline, by method, path and body; calls not in it are mocked',
  },
  'replay-ignore': {
    type: 'string',
    multiple: true,
    value: 'FIELD',
    byDefault: 'keyId, state and the secret fields',
    help: 'more request body fields (by name, at any depth) a replay does not compare',
  },
  seed: {
    type: 'string',
    value: 'N',
    env: 'MOCK_SEED',
    byDefault: 'none (crypto-random)',
    help: "the product's random choices (attendance prize, mailed codes, fault delays) repeat for the same N and clock; secrets and tokens stay random",
  },
  help: { type: 'boolean', short: 'h', byDefault: 'off', help: 'print this text and exit' },
} as const satisfies Record<string, Flag>;

export function usage(): string {
  const rows = Object.entries(FLAGS as Record<string, Flag>).map(([name, flag]) => {
    const left = `${flag.short ? `-${flag.short}, ` : ''}--${name}${flag.value ? ` ${flag.value}` : ''}`;
    const env = flag.env ? `, env ${flag.env}` : '';
    return `  ${left.padEnd(28)} ${flag.help}\n  ${''.padEnd(28)} (default: ${flag.byDefault}${env})`;
  });
  return [
    'Usage: tabi-log-mock [options]   (in the repo: npm run mock -- [options], or node dist/server/cli.mjs)',
    '',
    'Options:',
    ...rows,
    '',
  ].join('\n');
}

/** An origin as a browser sends it: scheme, host and port, nothing after. */
export const originSchema = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an origin such as http://localhost:5173' }))
  .refine(
    (value) => !URL.canParse(value) || new URL(value).href === `${new URL(value).origin}/`,
    'must be only scheme, host and port (no path, query or credentials)',
  )
  .transform((value) => new URL(value).origin);

const optionsSchema = z
  .object({
    port: z.coerce.number().int().min(0).max(65535),
    host: z.string().min(1),
    db: z.string().min(1),
    web: z.string().min(1),
    // Named as the flags, so a refusal points at the flag to fix.
    'allow-origin': z.array(originSchema),
    'public-origin': originSchema.optional(),
    'password-cost': z.coerce.number().int().min(10).max(20),
    'max-sandboxes': z.coerce.number().int().min(0).max(1000),
    'sandbox-memory-mb': z.coerce.number().int().min(1).max(65536),
    'sandbox-idle-minutes': z.coerce
      .number()
      .positive()
      .max(7 * 24 * 60),
    'proxy-to': originSchema.optional(),
    'proxy-paths': z.union([
      z.enum(['all', 'none']),
      z.array(z.string().regex(/^\/[\w\-/.]*\*?$/, 'a path such as /api/feed/* or /api/user/user-info')).min(1),
    ]),
    record: z.string().min(1).optional(),
    replay: z.string().min(1).optional(),
    'replay-ignore': z.array(z.string().regex(/^[\w-]{1,64}$/, 'a field name such as clientTime')),
    'control-token': z.string().min(1).optional(),
    seed: z.coerce
      .number()
      .int()
      .min(0)
      .max(2 ** 32 - 1)
      .optional(),
  })
  // A listener others can reach is for testers elsewhere (a container, a LAN, behind a proxy):
  // without the token the control API and sandboxes answer loopback callers only, so none of theirs.
  .refine((o) => isLoopbackAddress(o.host) || o['control-token'], {
    message:
      'a listener beyond loopback needs --control-token (or CONTROL_TOKEN): testers elsewhere need it for the control API',
    path: ['host'],
  })
  .refine((o) => !o.record || o['proxy-to'], {
    message: '--record needs --proxy-to (it records the real host)',
    path: ['record'],
  })
  .refine((o) => !o.replay || (!o['proxy-to'] && !o.record), {
    message: '--replay answers offline: not with --proxy-to or --record',
    path: ['replay'],
  })
  .refine((o) => o['replay-ignore'].length === 0 || o.replay, {
    message: '--replay-ignore needs --replay',
    path: ['replay-ignore'],
  });

/** This machine only: 127.0.0.0/8, ::1 or localhost. */
const isLoopbackAddress = (host: string) => /^(127(\.\d{1,3}){3}|::1|localhost)$/.test(host);

export type CommandLine =
  | { kind: 'help' }
  | { kind: 'error'; message: string }
  | { kind: 'run'; options: ServerOptions; scenario?: string; db: string };

const commaList = (values: readonly string[]): string[] =>
  values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

/** `all` or `none` alone, or a list of paths. */
const proxyPaths = (list: string[]): string | string[] =>
  list.length === 0 ? 'all' : list.length === 1 && (list[0] === 'all' || list[0] === 'none') ? list[0] : list;

/** Flags win over the environment; every value is checked before anything starts. */
export function parseCommandLine(argv: string[], env: Record<string, string | undefined>): CommandLine {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: FLAGS, strict: true, allowPositionals: false }));
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { kind: 'help' };
  const parsed = optionsSchema.safeParse({
    port: values.port ?? env.PORT ?? 5170,
    host: values.host ?? env.HOST ?? '127.0.0.1',
    db: values.db ?? env.DB_FILE ?? 'data/demo.sqlite',
    web: values.web ?? env.WEB_ROOT ?? 'dist/web',
    'allow-origin': commaList(values['allow-origin'] ?? (env.ALLOW_ORIGINS ? [env.ALLOW_ORIGINS] : [])),
    'public-origin': values['public-origin'] ?? env.PUBLIC_ORIGIN,
    'password-cost': values['password-cost'] ?? Math.log2(SCRYPT_PARAMS.N),
    'max-sandboxes': values['max-sandboxes'] ?? DEFAULT_SANDBOX_LIMITS.maxCount,
    'sandbox-memory-mb': values['sandbox-memory-mb'] ?? DEFAULT_SANDBOX_LIMITS.maxBytes / 2 ** 20,
    'sandbox-idle-minutes': values['sandbox-idle-minutes'] ?? DEFAULT_SANDBOX_LIMITS.idleMs / 60_000,
    'proxy-to': values['proxy-to'] ?? env.PROXY_TO,
    'proxy-paths': proxyPaths(commaList(values['proxy-paths'] ?? [])),
    record: values.record,
    replay: values.replay,
    'replay-ignore': commaList(values['replay-ignore'] ?? []),
    'control-token': values['control-token'] ?? (env.CONTROL_TOKEN || undefined),
    seed: values.seed ?? env.MOCK_SEED,
  });
  if (!parsed.success) return { kind: 'error', message: `Invalid options:\n${z.prettifyError(parsed.error)}` };
  const o = parsed.data;
  return {
    kind: 'run',
    db: o.db,
    scenario: values.scenario,
    options: {
      port: o.port,
      host: o.host,
      dbFile: o.db === ':memory:' ? ':memory:' : resolve(o.db),
      reset: values.reset ?? false,
      webRoot: values['no-web'] ? undefined : resolve(o.web),
      controlToken: o['control-token'],
      scenarioFile: values.scenario && resolve(values.scenario),
      snapshotsDir: resolve(values.snapshots ?? env.SNAPSHOTS_DIR ?? 'data/snapshots'),
      checkResponses: values['check-responses'] ?? false,
      allowedOrigins: o['allow-origin'],
      publicOrigin: o['public-origin'],
      scrypt: { ...SCRYPT_PARAMS, N: 2 ** o['password-cost'] },
      seed: o.seed,
      sandboxes: {
        maxCount: o['max-sandboxes'],
        maxBytes: o['sandbox-memory-mb'] * 2 ** 20,
        idleMs: o['sandbox-idle-minutes'] * 60_000,
      },
      ...((o['proxy-to'] || o.replay) && {
        upstream: {
          proxyTo: o['proxy-to'],
          paths: o['proxy-paths'] === 'all' ? 'all' : o['proxy-paths'] === 'none' ? [] : o['proxy-paths'],
          record: o.record && resolve(o.record),
          replay: o.replay && resolve(o.replay),
          replayIgnore: o['replay-ignore'],
        },
      }),
    },
  };
}
