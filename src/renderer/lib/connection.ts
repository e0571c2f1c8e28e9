/**
 * Whether the API answers: the browser's own word (`navigator.onLine`, which stays true on a
 * network that goes nowhere: a captive portal, a spent roaming plan) and what the last call met.
 */
let unreachable = false;
const listeners = new Set<() => void>();

function setUnreachable(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  listeners.forEach((listener) => listener());
}

/** Called by the transport: a call that got no answer at all, or any answer. */
export const connection = {
  failed: () => setUnreachable(true),
  answered: () => setUnreachable(false),
  get offline(): boolean {
    return unreachable || (typeof navigator !== 'undefined' && !navigator.onLine);
  },
  /** Any change of `offline`, the browser's included. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};
