import { z } from 'zod';

export interface DesktopConfig {
  /** Base URL of a real API (no trailing slash); undefined means "start the bundled mock server". */
  apiHost: string | undefined;
  kiosk: boolean;
  kioskIdleMinutes: number;
}

export class DesktopConfigError extends Error {
  override name = 'DesktopConfigError';
}

export const DEFAULT_KIOSK_IDLE_MINUTES = 5;

const apiHostSchema = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' }))
  // Credentials would end up in the renderer via getApiBaseUrl(); query/fragment would break path joins.
  .refine((value) => {
    // Zod runs refinements even after the URL check failed; that failure is already reported.
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return !url.username && !url.password && !url.search && !url.hash;
  }, 'must not contain credentials, a query string or a fragment')
  .transform((value) => {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  });

const configSchema = z.object({
  apiHost: apiHostSchema.optional(),
  kiosk: z.stringbool({ error: 'must be true or false' }).default(false),
  // Upper bound only guards against typos like 50000; a day is already absurd for a kiosk.
  kioskIdleMinutes: z.coerce
    .number({ error: 'must be a number of minutes' })
    .positive('must be greater than 0')
    .max(24 * 60, 'must be at most 1440 (one day)')
    .default(DEFAULT_KIOSK_IDLE_MINUTES),
});

const FLAG_NAMES = {
  apiHost: '--api-host',
  kiosk: '--kiosk',
  kioskIdleMinutes: '--kiosk-idle-minutes',
} as const;

/**
 * Only `--name` / `--name=value` flags are read; everything else in argv is left alone
 * because Electron and Chromium put their own switches and paths there.
 */
function readFlags(argv: readonly string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (const arg of argv) {
    if (arg === '--') break;
    const match = /^(--[a-z][a-z0-9-]*)(?:=([\s\S]*))?$/.exec(arg);
    if (!match?.[1]) continue;
    flags.set(match[1], match[2] ?? 'true');
  }
  return flags;
}

/**
 * Command-line flags win over the environment so a one-off launch can override a
 * machine-wide TABI_API_HOST.
 */
export function parseDesktopConfig(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): DesktopConfig {
  const flags = readFlags(argv);
  const envApiHost = env.TABI_API_HOST?.trim() ? env.TABI_API_HOST : undefined;
  const apiHostFromFlag = flags.get(FLAG_NAMES.apiHost);

  const raw = {
    apiHost: apiHostFromFlag ?? envApiHost,
    kiosk: flags.get(FLAG_NAMES.kiosk),
    kioskIdleMinutes: flags.get(FLAG_NAMES.kioskIdleMinutes),
  };
  const result = configSchema.safeParse(raw);
  if (!result.success) {
    const sourceOf = (key: PropertyKey | undefined): string => {
      if (key === 'apiHost' && apiHostFromFlag === undefined) return 'TABI_API_HOST';
      return key && key in FLAG_NAMES ? FLAG_NAMES[key as keyof typeof FLAG_NAMES] : String(key);
    };
    const details = result.error.issues.map((issue) => `${sourceOf(issue.path[0])}: ${issue.message}`);
    throw new DesktopConfigError(`Invalid desktop configuration:\n  ${details.join('\n  ')}`);
  }
  return {
    apiHost: result.data.apiHost,
    kiosk: result.data.kiosk,
    kioskIdleMinutes: result.data.kioskIdleMinutes,
  };
}
