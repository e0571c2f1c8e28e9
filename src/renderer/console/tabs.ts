import { useSyncExternalStore } from 'react';

/** The console's sections, one concern each, in the order of its menu; the hash names the open one. */
export const TABS = [
  'faults',
  'requests',
  'scenarios',
  'clock',
  'sandboxes',
  'data',
  'operations',
  'audit',
  'api',
] as const;
export type Tab = (typeof TABS)[number];

/** Links written before the tabs (#users, #drift ...) still open the section that holds them now. */
const MOVED: Record<string, Tab> = {
  users: 'operations',
  products: 'operations',
  reports: 'operations',
  drift: 'requests',
};

export const tabOf = (hash: string): Tab => {
  const name = decodeURIComponent(hash.replace(/^#/, ''));
  return (TABS as readonly string[]).includes(name) ? (name as Tab) : (MOVED[name] ?? 'faults');
};

const subscribe = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};

/** The open section, from the address: a tab can be linked, and a reload keeps it. */
export const useOpenTab = (): Tab => useSyncExternalStore(subscribe, () => tabOf(window.location.hash));
