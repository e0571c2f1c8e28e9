import { z } from 'zod';
import { savedState } from './saved-state';

const MAX_RECENT = 10;

/** Search words kept locally under `key`: newest first, no repeats, at most ten. Each change answers the new list. */
export function recentSearches(key: string) {
  const saved = savedState(key, 1, z.array(z.string()));
  const read = (): string[] => saved.read() ?? [];
  const write = (list: string[]) => {
    saved.write(list);
    return list;
  };
  return {
    read,
    remember: (query: string) => write([query, ...read().filter((q) => q !== query)].slice(0, MAX_RECENT)),
    /** One word, or every word with null. */
    forget: (query: string | null) => write(query === null ? [] : read().filter((q) => q !== query)),
  };
}
