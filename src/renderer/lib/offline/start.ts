import { platform } from '../platform';
import { startWaitingWrites } from './write-waiting';
import { keepAnswers } from './saved-answers';
import { keepLoadedFonts, registerDesktopWorker, registerWorker } from './service-worker';
import { workerFor } from './worker-policy';

/** The offline machinery, loaded after the first paint (main.tsx): none of it is on the first screen. */
export async function startOffline(): Promise<void> {
  // Every platform keeps what a member read and lets writes wait (the desktop app may talk to a
  // real API host that goes away).
  startWaitingWrites();
  await keepAnswers();
  const setting = {
    platform: platform.kind,
    production: import.meta.env.PROD,
    supported: 'serviceWorker' in navigator && window.isSecureContext,
  };
  const worker = workerFor(setting);
  if (!worker) return;
  try {
    await (worker === '/sw.js' ? registerWorker() : registerDesktopWorker(worker));
    await navigator.serviceWorker.ready;
    await keepLoadedFonts();
  } catch (error) {
    // A browser that refuses the worker (storage turned off, a blocked or locked-down profile) still
    // runs the app online; it only cannot open without a network. Never an error on the page.
    console.warn('The offline worker did not start:', error);
  }
}
