import { faultPathPattern, type LoggedRequest } from '../../shared/control';

export const STATUS_FILTERS = ['all', 'ok', 'refused', 'client', 'server'] as const;
export const FAULT_FILTERS = ['all', 'faulted', 'clean'] as const;

export interface RequestFilter {
  /** Part of the path, or a pattern with `*` as for faults. */
  path: string;
  status: (typeof STATUS_FILTERS)[number];
  fault: (typeof FAULT_FILTERS)[number];
}

export const NO_FILTER: RequestFilter = { path: '', status: 'all', fault: 'all' };

const STATUS_TESTS: Record<RequestFilter['status'], (e: LoggedRequest) => boolean> = {
  all: () => true,
  ok: (e) => e.status < 400 && !e.code,
  // The API's refusals answer 200 with result "error" and a code.
  refused: (e) => e.code !== undefined,
  client: (e) => e.status >= 400 && e.status < 500,
  server: (e) => e.status >= 500,
};

export function matchesFilter(entry: LoggedRequest, filter: RequestFilter): boolean {
  const path = filter.path.trim();
  if (path && !(path.includes('*') ? faultPathPattern(path).test(entry.path) : entry.path.includes(path))) return false;
  if (filter.fault !== 'all' && (entry.faultId !== undefined) !== (filter.fault === 'faulted')) return false;
  return STATUS_TESTS[filter.status](entry);
}
