import type { ControlHandlersOf } from '../register';

// The real host is one for the whole server: its drift is the same from every sandbox.
export const driftHandlers: ControlHandlersOf<'drift'> = {
  get: ({ deps }) => ({ upstream: deps.upstream?.state() ?? null, reports: deps.upstream?.drift.list() ?? [] }),
  clear: ({ deps }) => {
    deps.upstream?.drift.clear();
    return { ok: true };
  },
};
