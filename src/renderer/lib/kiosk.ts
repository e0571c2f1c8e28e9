import { api, client } from './api-client';
import { platform, type KioskPlatform } from './platform';

/** Everything of a visitor the page itself can reach. */
export interface VisitorTraces {
  /** Ends the sign-in on the server: a wiped cookie jar alone would leave the refresh token valid. */
  endSession(): Promise<unknown>;
  storages: Storage[];
  indexedDB?: Pick<IDBFactory, 'databases' | 'deleteDatabase'>;
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
}

/**
 * The next visitor at a kiosk must find nothing of the last one: the sign-in is ended first (it
 * needs the token and cookie), then every store the page can reach is emptied. A step that fails
 * does not stop the others.
 */
export async function forgetVisitor(traces: VisitorTraces): Promise<void> {
  await traces.endSession().catch(() => undefined);
  for (const store of traces.storages) store.clear();
  const databases = (await traces.indexedDB?.databases().catch(() => [])) ?? [];
  for (const { name } of databases) if (name) traces.indexedDB!.deleteDatabase(name);
  const cacheNames = (await traces.caches?.keys().catch(() => [])) ?? [];
  await Promise.all(cacheNames.map((name) => traces.caches!.delete(name)));
}

const pageTraces = (): VisitorTraces => ({
  endSession: () => client.call(api.auth.logout, {}, { silent: true }),
  storages: [localStorage, sessionStorage],
  indexedDB: typeof indexedDB === 'undefined' ? undefined : indexedDB,
  caches: typeof caches === 'undefined' ? undefined : caches,
});

/** In kiosk mode, the idle signal forgets the visitor, then the shell wipes the rest and starts over. */
export function installKioskReset(
  kiosk: KioskPlatform | null = platform.kiosk,
  traces: () => VisitorTraces = pageTraces,
): void {
  kiosk?.onIdle(() => {
    void forgetVisitor(traces()).finally(() => kiosk.reset());
  });
}
