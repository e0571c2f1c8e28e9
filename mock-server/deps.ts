import type { HttpBindings } from '@hono/node-server';
import type { Store } from '../db/client';
import type { Language } from '../src/shared/constants';
import type { ContentSources } from '../src/shared/content-sources';
import type { Clock } from './lib/clock';
import type { FaultStore } from './lib/faults';
import type { Mailer } from './lib/mailer';
import type { Random } from './lib/random';
import type { RequestLog } from './lib/request-log';
import type { SandboxLimits } from './lib/sandbox-limits';
import type { SandboxRegistry } from './lib/sandboxes';
import type { SnapshotStore } from './control/snapshots';
import type { TokenService } from './lib/tokens';
import type { Upstream } from './upstream/upstream';
import type { PasswordKeys, ScryptParams } from './services/passwords';

export interface AppConfig {
  /** Check every answer against the contract's response schema (tests and development). */
  checkResponses: boolean;
  /** Built web client to serve on the same origin, if any. */
  webRoot?: string;
  /** The shipped photographs served at /photos/ (mock-server/static/photos, copied beside each bundle). */
  photosRoot: string;
  /** When set, /__mock answers only requests carrying it (any address); otherwise loopback only. */
  controlToken?: string;
  /** Where named snapshots are kept; a private temporary folder when absent. */
  snapshotsDir?: string;
  /** The shipped scenario files the console offers; the repo's scenarios/ when absent. */
  scenariosDir?: string;
  /** Other origins whose pages may call the API with credentials (never "any loopback port"). */
  allowedOrigins: string[];
  /** The origin visitors reach the server at: share links and sign-in redirects use it, never `Host`. */
  publicOrigin: string;
  /** Outside hosts the served web client loads from (its build's tiles and API host), for the CSP. */
  contentSources: ContentSources;
  accessTtlMs: number;
  /** A keep-logged-in sign-in: each refresh token lives this long, renewed at every reissue. */
  refreshTtlMs: number;
  /** A sign-in without keep-logged-in ends this long after it began, reissues or not. */
  sessionRefreshTtlMs: number;
  /** Password hashing cost: OWASP's by default; the API tests use the seed's older, faster one. */
  scrypt: ScryptParams;
  /** How many sandboxes, how much memory, how long idle. */
  sandboxes: SandboxLimits;
  /** `--seed`: the product's random choices repeat run after run; crypto-random when absent. */
  seed?: number;
}

export interface AppDeps {
  /** Swappable: a reset or snapshot restore replaces the data behind the same deps. */
  store: Store;
  clock: Clock;
  mailer: Mailer;
  faults: FaultStore;
  log: RequestLog;
  tokens: TokenService;
  /** The product's random choices (prize, mailed codes, fault delays); a reset or a scenario's `seed` restarts it. */
  random: Random;
  passwordKeys: PasswordKeys;
  config: AppConfig;
  /** Named copies of this data (a sandbox keeps its own). */
  snapshots: SnapshotStore;
  /** The server's sandboxes, shared by the default data and every sandbox. */
  sandboxes: SandboxRegistry;
  /** In a sandbox's deps, its name; absent for the default data. */
  sandbox?: string;
  /** The real host or recording some API paths are answered from (--proxy-to, --replay); shared by every sandbox. */
  upstream?: Upstream;
  /** Back to the deterministic demo seed. */
  reseed(): void;
}

export interface ApiVariables {
  lang: Language;
  userId: number | null;
  body: unknown;
  /** The request body as read by validation, so the request log need not read it again. */
  rawBody: string | undefined;
  faultId: string | undefined;
  /** A fault's dribble: the answer's body (compressed or not) sent in pieces over time. */
  dribble: { chunks: number; durationMs: number } | undefined;
  errorCode: string | undefined;
  /** The body of an answer that came from the real host or a recording, for the request log. */
  upstreamAnswer: string | undefined;
}

/** The Hono environment of every API route. */
export type ApiEnv = { Variables: ApiVariables; Bindings: HttpBindings };
