import { Refusal, type ControlHandlersOf } from '../register';

export const faultHandlers: ControlHandlersOf<'faults'> = {
  list: ({ deps }) => deps.faults.list(),
  add: ({ deps, body }) => ({ id: deps.faults.add(body).id }),
  clear: ({ deps }) => {
    deps.faults.remove();
    return { ok: true };
  },
  remove: ({ deps, params }) => (deps.faults.remove(params.id) ? { ok: true } : new Refusal('no such fault', 404)),
  expireTokens: ({ deps }) => {
    deps.tokens.expireAll();
    return { ok: true };
  },
};
