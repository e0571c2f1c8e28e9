/**
 * The extension calls (`endpoint.extension`) the API host answered as unknown during this page's
 * life: what needs them is hidden (decision 110). Held in memory, so a host that gains the call is
 * asked again after a reload.
 */
const lacking = new Set<string>();
const listeners = new Set<() => void>();

export const hostExtensions = {
  lacking(path: string) {
    if (lacking.has(path)) return;
    lacking.add(path);
    listeners.forEach((listener) => listener());
  },
  lacks: (path: string) => lacking.has(path),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
