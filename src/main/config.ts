import { z } from 'zod';
import { PIN_HASH_PATTERN } from './staff';

export const LANGUAGES = ['ko', 'ja'] as const;
export const STAFF_CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;

export interface DesktopConfig {
  /** Base URL of a real API (no trailing slash); undefined means "start the bundled mock server". */
  apiHost: string | undefined;
  kiosk: boolean;
  kioskIdleMinutes: number;
  /** The first screen's language at this site; undefined: the system's. */
  language: (typeof LANGUAGES)[number] | undefined;
  /** scrypt hash of the staff PIN (`npm run kiosk:pin`); undefined: no staff panel. */
  staffPinHash: string | undefined;
  /** Where staff tap five times to open the panel. */
  staffCorner: (typeof STAFF_CORNERS)[number];
  /** Local hour (0-23) of the daily restart when idle. */
  dailyRestartHour: number;
}

export class DesktopConfigError extends Error {
  override name = 'DesktopConfigError';
}

export const DEFAULT_KIOSK_IDLE_MINUTES = 5;
export const DEFAULT_DAILY_RESTART_HOUR = 4;

/** The site's file in the user-data folder. */
export const SITE_CONFIG_FILE = 'kiosk.json';

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

const idleMinutesSchema = z.coerce
  .number({ error: 'must be a number of minutes' })
  .positive('must be greater than 0')
  // Upper bound only guards against typos like 50000; a day is already absurd for a kiosk.
  .max(24 * 60, 'must be at most 1440 (one day)');
const hourSchema = z.coerce
  .number({ error: 'must be an hour from 0 to 23' })
  .int('must be a whole hour from 0 to 23')
  .min(0, 'must be an hour from 0 to 23')
  .max(23, 'must be an hour from 0 to 23');
const languageSchema = z.enum(LANGUAGES, { error: 'must be "ko" or "ja"' });
const cornerSchema = z.enum(STAFF_CORNERS, { error: `must be one of ${STAFF_CORNERS.join(', ')}` });

/** kiosk.json: unknown keys are refused, so a misspelt setting is not silently ignored. */
const siteSchema = z.strictObject({
  idleMinutes: idleMinutesSchema.optional(),
  language: languageSchema.optional(),
  staffPinHash: z.string().regex(PIN_HASH_PATTERN, 'must be a hash printed by npm run kiosk:pin').optional(),
  staffCorner: cornerSchema.optional(),
  dailyRestartHour: hourSchema.optional(),
  apiHost: apiHostSchema.optional(),
});

const configSchema = z.object({
  apiHost: apiHostSchema.optional(),
  kiosk: z.stringbool({ error: 'must be true or false' }).default(false),
  kioskIdleMinutes: idleMinutesSchema.default(DEFAULT_KIOSK_IDLE_MINUTES),
  language: languageSchema.optional(),
  staffCorner: cornerSchema.default('top-right'),
  dailyRestartHour: hourSchema.default(DEFAULT_DAILY_RESTART_HOUR),
});

const FLAG_NAMES = {
  apiHost: '--api-host',
  kiosk: '--kiosk',
  kioskIdleMinutes: '--kiosk-idle-minutes',
  language: '--language',
  staffCorner: '--staff-corner',
  dailyRestartHour: '--daily-restart-hour',
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

const failWith = (lines: string[]): never => {
  throw new DesktopConfigError(`Invalid desktop configuration:\n  ${lines.join('\n  ')}`);
};

/** kiosk.json's text (undefined when the file is absent) as settings, or one line per problem. */
export function parseSiteConfig(text: string | undefined): z.infer<typeof siteSchema> {
  if (text === undefined) return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return failWith([
      `${SITE_CONFIG_FILE}: not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    ]);
  }
  const result = siteSchema.safeParse(json);
  if (result.success) return result.data;
  return failWith(
    result.error.issues.map((issue) =>
      issue.code === 'unrecognized_keys'
        ? `${SITE_CONFIG_FILE}: unknown setting ${issue.keys.join(', ')}`
        : `${SITE_CONFIG_FILE}: ${issue.path.join('.') || '(file)'}: ${issue.message}`,
    ),
  );
}

/**
 * Command-line flags win over the environment, which wins over kiosk.json: a one-off launch can
 * override a machine-wide TABI_API_HOST or the site's file.
 */
export function parseDesktopConfig(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  siteText?: string,
): DesktopConfig {
  const site = parseSiteConfig(siteText);
  const flags = readFlags(argv);
  const envApiHost = env.TABI_API_HOST?.trim() ? env.TABI_API_HOST : undefined;
  const flag = (key: keyof typeof FLAG_NAMES) => flags.get(FLAG_NAMES[key]);

  const raw = {
    apiHost: flag('apiHost') ?? envApiHost ?? site.apiHost,
    kiosk: flag('kiosk'),
    kioskIdleMinutes: flag('kioskIdleMinutes') ?? site.idleMinutes,
    language: flag('language') ?? site.language,
    staffCorner: flag('staffCorner') ?? site.staffCorner,
    dailyRestartHour: flag('dailyRestartHour') ?? site.dailyRestartHour,
  };
  const result = configSchema.safeParse(raw);
  if (!result.success) {
    // Values from kiosk.json are valid already, so a failure names the flag or the environment.
    const sourceOf = (key: PropertyKey | undefined): string => {
      if (key === 'apiHost' && flag('apiHost') === undefined) return 'TABI_API_HOST';
      return key && key in FLAG_NAMES ? FLAG_NAMES[key as keyof typeof FLAG_NAMES] : String(key);
    };
    return failWith(result.error.issues.map((issue) => `${sourceOf(issue.path[0])}: ${issue.message}`));
  }
  return {
    ...result.data,
    language: result.data.language,
    apiHost: result.data.apiHost,
    staffPinHash: site.staffPinHash,
  };
}
