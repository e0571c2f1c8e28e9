export interface WorkerSetting {
  platform: 'web' | 'desktop';
  /** A build (the dev server has no worker to register). */
  production: boolean;
  /** The browser has service workers (a secure context: https or localhost). */
  supported: boolean;
}

/**
 * Which worker a build registers, if any. The web build's (`sw.js`, Workbox) keeps the app itself
 * and the pictures, tiles and fonts. The desktop app's (`sw-desktop.js`) keeps only pictures, tiles
 * and fonts: its bundled server serves the app even with no network, and a worker that kept old
 * screens would outlive the app's own updates. The dev server and a browser without workers
 * (plain http on another host) get none.
 */
export function workerFor(setting: WorkerSetting): '/sw.js' | '/sw-desktop.js' | null {
  if (!setting.production || !setting.supported) return null;
  return setting.platform === 'web' ? '/sw.js' : '/sw-desktop.js';
}

/** A new version takes over only before the person has done anything on this visit. */
export interface UpdateMoment {
  /** The new worker was already waiting when this visit began. */
  waitingSinceLastVisit: boolean;
  /** Milliseconds since the page started. */
  sinceStart: number;
  /** The person has pressed, typed or scrolled something on this visit. */
  touched: boolean;
}

/** Found in the first seconds of a visit it still counts as the start of that visit. */
const START_OF_VISIT_MS = 8_000;

/**
 * Never mid-action: a version found while the person uses the app waits for the next visit; at
 * the start of a visit (nothing touched yet) it takes over, with one reload nobody loses anything to.
 */
export const takesOverNow = (moment: UpdateMoment): boolean =>
  !moment.touched && (moment.waitingSinceLastVisit || moment.sinceStart < START_OF_VISIT_MS);
