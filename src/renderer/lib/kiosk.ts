import { api, client } from './api-client';
import { platform, type KioskPlatform } from './platform';
import { forgetMemberHint } from './storage';

/** Everything of a visitor the page itself can reach. */
export interface VisitorTraces {
  /** Ends the sign-in on the server: a wiped cookie jar alone would leave the refresh token valid. */
  endSession(): Promise<unknown>;
  storages: Storage[];
  /** The cookies the page itself writes (the member hint): the shell wipes the rest. */
  forgetCookies?(): void;
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
  traces.forgetCookies?.();
  const databases = (await traces.indexedDB?.databases().catch(() => [])) ?? [];
  for (const { name } of databases) if (name) traces.indexedDB!.deleteDatabase(name);
  const cacheNames = (await traces.caches?.keys().catch(() => [])) ?? [];
  await Promise.all(cacheNames.map((name) => traces.caches!.delete(name)));
}

const pageTraces = (): VisitorTraces => ({
  endSession: () => client.call(api.auth.logout, {}, { silent: true }),
  storages: [localStorage, sessionStorage],
  forgetCookies: forgetMemberHint,
  indexedDB: typeof indexedDB === 'undefined' ? undefined : indexedDB,
  caches: typeof caches === 'undefined' ? undefined : caches,
});

/** Forgets the visitor in the page, then has the shell wipe the rest and load the first screen. */
export const resetVisitor = (kiosk: KioskPlatform, traces: () => VisitorTraces = pageTraces): Promise<void> =>
  forgetVisitor(traces()).finally(() => kiosk.reset());

/** In kiosk mode, the idle signal forgets the visitor, then the shell wipes the rest and starts over. */
export function installKioskReset(
  kiosk: KioskPlatform | null = platform.kiosk,
  traces: () => VisitorTraces = pageTraces,
): void {
  if (!kiosk) return;
  kiosk.onIdle(() => void resetVisitor(kiosk, traces));
  // No corner configured, no listener (and no page needed, e.g. in a unit test).
  if (kiosk.staffCorner)
    installStaffGesture(
      kiosk,
      document,
      () =>
        void import('../features/staff/open').then((staff) =>
          staff.openStaffPanel({ kiosk, resetNow: () => resetVisitor(kiosk, traces) }),
        ),
    );
}

/** The staff gesture: this many taps in the corner square, each within the time of the first. */
export const STAFF_TAPS = 5;
export const STAFF_TAP_WINDOW_MS = 4_000;
/** The corner square's side: a fingertip, away from every control the app puts near the edge. */
export const STAFF_CORNER_PX = 64;

export interface Tap {
  x: number;
  y: number;
  at: number;
}

/** True when the tap lies in the named corner of a width x height screen. */
export function inCorner(corner: string, { x, y }: Tap, width: number, height: number): boolean {
  const [vertical, horizontal] = corner.split('-');
  const nearY = vertical === 'bottom' ? y >= height - STAFF_CORNER_PX : y <= STAFF_CORNER_PX;
  const nearX = horizontal === 'left' ? x <= STAFF_CORNER_PX : x >= width - STAFF_CORNER_PX;
  return nearX && nearY;
}

/**
 * Counts corner taps; `tap` answers true on the one that completes the gesture. A tap elsewhere
 * or a slow one starts over, so a visitor leaning on the corner does not get there by chance.
 */
export function createCornerTaps(corner: string) {
  let taps: number[] = [];
  return (tap: Tap, width: number, height: number): boolean => {
    if (!inCorner(corner, tap, width, height)) {
      taps = [];
      return false;
    }
    taps = [...taps.filter((at) => tap.at - at < STAFF_TAP_WINDOW_MS), tap.at];
    if (taps.length < STAFF_TAPS) return false;
    taps = [];
    return true;
  };
}

/** Listens for the staff gesture (touch and mouse alike) on the whole page. */
export function installStaffGesture(
  kiosk: Pick<KioskPlatform, 'staffCorner'>,
  target: Pick<Document, 'addEventListener'>,
  open: () => void,
): void {
  if (!kiosk.staffCorner) return;
  const tapped = createCornerTaps(kiosk.staffCorner);
  target.addEventListener(
    'pointerdown',
    (event) => {
      if (tapped({ x: event.clientX, y: event.clientY, at: event.timeStamp }, window.innerWidth, window.innerHeight))
        open();
    },
    { capture: true, passive: true },
  );
}
