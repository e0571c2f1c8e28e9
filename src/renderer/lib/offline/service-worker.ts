import type { Workbox } from 'workbox-window';
import { toast } from '../feedback';
import { t } from './texts';
import { takesOverNow } from './worker-policy';

/** Left by a worker that replaced another (public/sw-offline.js), read by the first page after. */
const META_CACHE = 'tabi-meta';
const UPDATED_MARK = '/__tabi/updated';

/** Any press, key, typed text (an IME may send no key events) or wheel on this visit, so far. */
function watchTouches(): () => boolean {
  let touched = false;
  const mark = () => {
    touched = true;
  };
  for (const type of ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart'])
    window.addEventListener(type, mark, { capture: true, once: true, passive: true });
  return () => touched;
}

/** Registers the worker; a new version takes over at the start of a visit and says so once. */
export async function registerWorker(): Promise<Workbox> {
  const touched = watchTouches();
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', (event) => {
    const moment = {
      waitingSinceLastVisit: event.wasWaitingBeforeRegister === true,
      sinceStart: performance.now(),
      touched: touched(),
    };
    if (!takesOverNow(moment)) return;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    workbox.messageSkipWaiting();
  });
  await workbox.register();
  await announceUpdate();
  return workbox;
}

/**
 * The desktop app's worker: pictures, tiles and fonts from the caches that hold them when their
 * hosts cannot be reached (a trip pack's, what was seen). It takes over at once (public/sw-desktop.js).
 */
export async function registerDesktopWorker(url: string): Promise<void> {
  await navigator.serviceWorker.register(url, { scope: '/' });
}

/** Says once, on the first page after a new version took over, that the app was updated. */
async function announceUpdate(): Promise<void> {
  const meta = await caches.open(META_CACHE);
  if (await meta.delete(UPDATED_MARK)) toast(t('updated'), { icon: 'info' });
}

/**
 * The font files this page already drew with, fetched before the worker controlled it: kept now,
 * so the reader's language still has its faces offline.
 */
export async function keepLoadedFonts(): Promise<void> {
  const fonts = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(window.location.origin) && /\.woff2?$/.test(url));
  if (fonts.length === 0 || typeof caches === 'undefined') return;
  const cache = await caches.open('tabi-seen');
  // One after another (a few dozen started at once were one long task on a phone's processor), and
  // at low priority: they come from the HTTP cache, and nothing on the screen waits for them.
  for (const url of fonts) await keep(cache, url).catch(() => undefined);
}

async function keep(cache: Cache, url: string): Promise<void> {
  const answer = await fetch(url, { priority: 'low' });
  if (answer.ok) await cache.put(url, answer);
}
