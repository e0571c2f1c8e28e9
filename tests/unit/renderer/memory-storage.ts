/**
 * The node test environment has no localStorage: a Map stands in for it. Installed before the
 * module under test is imported; answers the Map so a test can look at or plant raw entries.
 */
export function installMemoryLocalStorage(): Map<string, string> {
  const items = new Map<string, string>();
  Object.assign(globalThis, {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
  });
  return items;
}
