export interface WorkerSetting {
  platform: 'web' | 'desktop';
  /** A build (the dev server has no worker to register). */
  production: boolean;
  /** The browser has service workers (a secure context: https or localhost). */
  supported: boolean;
}

/**
 * Only the web build ships a worker: the desktop app's renderer is built without one and served by
 * its bundled server (or loads a real API host's pages); registering there would ask for a file
 * that does not exist, and a worker outliving the app's own updates would serve old screens.
 */
export const shouldRegisterWorker = (setting: WorkerSetting): boolean =>
  setting.platform === 'web' && setting.production && setting.supported;

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
