/**
 * How many writes wait for the network, for the shell's mark: set by lib/offline/queued-writes.ts,
 * read without loading the queue itself.
 */
let count = 0;
const listeners = new Set<() => void>();

export const waitingWrites = {
  get count(): number {
    return count;
  },
  set(next: number): void {
    if (next === count) return;
    count = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
