import { randomBytes } from 'node:crypto';
import { clearData, type Store } from '../db/client';
import { contentSourcesOf } from '../src/shared/content-sources';
import { seedDemoData } from '../db/seed';
import type { AppConfig, AppDeps } from './deps';
import { createClock, type Clock } from './lib/clock';
import { FaultStore } from './lib/faults';
import { createMailer, type Mailer } from './lib/mailer';
import { RequestLog } from './lib/request-log';
import { createTokenService } from './lib/tokens';
import { PasswordKeys, SCRYPT_PARAMS } from './services/passwords';

export const DEFAULT_CONFIG: AppConfig = {
  checkResponses: false,
  allowedOrigins: [],
  publicOrigin: 'http://localhost:5170',
  contentSources: contentSourcesOf(undefined, undefined),
  accessTtlMs: 15 * 60 * 1000,
  refreshTtlMs: 30 * 24 * 60 * 60 * 1000,
  sessionRefreshTtlMs: 12 * 60 * 60 * 1000,
  scrypt: SCRYPT_PARAMS,
};

export interface DepsOptions {
  store: Store;
  clock?: Clock;
  mailer?: Mailer;
  faults?: FaultStore;
  config?: Partial<AppConfig>;
  /** Signing secret; a fresh random one by default, so a restart signs everyone out of the mock. */
  tokenSecret?: string;
}

export function createDeps(options: DepsOptions): AppDeps {
  const clock = options.clock ?? createClock();
  const config = { ...DEFAULT_CONFIG, ...options.config };
  const deps: AppDeps = {
    store: options.store,
    clock,
    mailer: options.mailer ?? createMailer(clock),
    faults: options.faults ?? new FaultStore(),
    log: new RequestLog(),
    tokens: createTokenService(clock, options.tokenSecret ?? randomBytes(32).toString('hex'), config.accessTtlMs),
    passwordKeys: new PasswordKeys(() => clock.now()),
    config,
    reseed: () => {
      clearData(deps.store.sqlite);
      seedDemoData(deps.store, clock.now());
    },
  };
  return deps;
}
