import { fileURLToPath } from 'node:url';
import { clearData, openStore, type Store } from '../db/client';
import { contentSourcesOf } from '../src/shared/content-sources';
import { seedDemoData } from '../db/seed';
import { SnapshotStore } from './control/snapshots';
import type { AppConfig, AppDeps } from './deps';
import { createClock, type Clock } from './lib/clock';
import { FaultStore } from './lib/faults';
import { createMailer, type Mailer } from './lib/mailer';
import { createRandom } from './lib/random';
import { RequestLog } from './lib/request-log';
import { replaceData } from './lib/replace-data';
import { DEFAULT_SANDBOX_LIMITS } from './lib/sandbox-limits';
import { SandboxRegistry } from './lib/sandboxes';
import { createTokenService } from './lib/tokens';
import { PasswordKeys, SCRYPT_PARAMS } from './services/passwords';
import type { Upstream } from './upstream/upstream';

export const DEFAULT_CONFIG: AppConfig = {
  checkResponses: false,
  // Beside this module in the repo (mock-server/static), beside the bundle in dist/server and out/main.
  photosRoot: fileURLToPath(new URL('./static/photos', import.meta.url)),
  allowedOrigins: [],
  publicOrigin: 'http://localhost:5170',
  contentSources: contentSourcesOf(undefined, undefined),
  accessTtlMs: 15 * 60 * 1000,
  refreshTtlMs: 30 * 24 * 60 * 60 * 1000,
  sessionRefreshTtlMs: 12 * 60 * 60 * 1000,
  scrypt: SCRYPT_PARAMS,
  sandboxes: DEFAULT_SANDBOX_LIMITS,
};

export interface DepsOptions {
  store: Store;
  clock?: Clock;
  mailer?: Mailer;
  faults?: FaultStore;
  config?: Partial<AppConfig>;
  /** Signing secret; a fresh random one by default, so a restart signs everyone out of the mock. */
  tokenSecret?: string;
  /** Where chosen API paths are answered from instead of the mock (--proxy-to, --replay). */
  upstream?: Upstream;
  /** Real time for the sandboxes' idle expiry (tests move it). */
  sandboxTime?: () => number;
}

/** What the default data and each sandbox keep for themselves: the time, mails, faults, log, tokens and draws. */
function ownState(clock: Clock, config: AppConfig, sandbox: string, secret?: string) {
  return {
    clock,
    random: createRandom(config.seed, sandbox),
    mailer: createMailer(clock),
    faults: new FaultStore(),
    log: new RequestLog(),
    tokens: createTokenService(clock, config.accessTtlMs, secret),
  };
}

export function createDeps(options: DepsOptions): AppDeps {
  const clock = options.clock ?? createClock();
  const config = { ...DEFAULT_CONFIG, ...options.config };
  const deps: AppDeps = {
    ...ownState(clock, config, '', options.tokenSecret),
    ...(options.mailer && { mailer: options.mailer }),
    ...(options.faults && { faults: options.faults }),
    store: options.store,
    ...(options.upstream && { upstream: options.upstream }),
    passwordKeys: new PasswordKeys(() => clock.now()),
    config,
    snapshots: new SnapshotStore(config.snapshotsDir),
    sandboxes: new SandboxRegistry({
      limits: config.sandboxes,
      now: options.sandboxTime,
      seedImage: () => {
        const seeded = openStore(':memory:');
        seedDemoData(seeded, clock.now(), config.scrypt);
        const image = seeded.sqlite.serialize();
        seeded.sqlite.close();
        return image;
      },
      snapshotImage: (name) => deps.snapshots.image(name),
      makeDeps: (store, name, snapshotsDir) => sandboxDeps(deps, store, name, snapshotsDir),
    }),
    reseed: () =>
      void replaceData(deps, () => {
        clearData(deps.store.sqlite);
        seedDemoData(deps.store, clock.now(), config.scrypt);
        deps.random = createRandom(config.seed, '');
      }),
  };
  return deps;
}

/**
 * A sandbox's deps: its own store, clock, mailbox, faults, request log, snapshots and token
 * secret (a token of the default data or of another sandbox does not verify here); the
 * configuration, password transport keys and the registry are the server's.
 */
function sandboxDeps(base: AppDeps, store: Store, name: string, snapshotsDir: string): AppDeps {
  const clock = createClock();
  const config = { ...base.config, snapshotsDir };
  const deps: AppDeps = {
    ...ownState(clock, config, name),
    store,
    passwordKeys: base.passwordKeys,
    ...(base.upstream && { upstream: base.upstream }),
    config,
    snapshots: new SnapshotStore(snapshotsDir),
    sandboxes: base.sandboxes,
    sandbox: name,
    reseed: () =>
      void replaceData(deps, () => {
        base.sandboxes.reseed(deps);
        deps.random = createRandom(config.seed, name);
      }),
  };
  return deps;
}
