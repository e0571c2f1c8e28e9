import { storage } from './storage';

const MAX_RECENT = 10;

/** Search words kept locally under `key`: newest first, no repeats, at most ten. Each change answers the new list. */
export function recentSearches(key: string) {
  const read = (): string[] => storage.readJson<string[]>(key, []);
  const write = (list: string[]) => {
    storage.writeJson(key, list);
    return list;
  };
  return {
    read,
    remember: (query: string) => write([query, ...read().filter((q) => q !== query)].slice(0, MAX_RECENT)),
    /** One word, or every word with null. */
    forget: (query: string | null) => write(query === null ? [] : read().filter((q) => q !== query)),
  };
}
