import { z } from 'zod';
import { snapshotNameSchema } from '../../../src/shared/control';
import { replaceData } from '../../lib/replace-data';
import { Refusal, type ControlHandlersOf } from '../register';

const NO_SNAPSHOT = () => new Refusal('no such snapshot', 404);

export const dataHandlers: ControlHandlersOf<'data'> = {
  reset: ({ deps }) => {
    deps.reseed();
    deps.faults.remove();
    deps.log.clear();
    return { ok: true };
  },
  snapshots: ({ deps }) => deps.snapshots.list(),
  saveSnapshot: ({ deps, params }) => {
    const name = snapshotNameSchema.safeParse(params.name);
    if (!name.success) return new Refusal(z.prettifyError(name.error));
    return deps.snapshots.save(deps.store, name.data);
  },
  restoreSnapshot: ({ deps, params }) =>
    replaceData(deps, () => deps.snapshots.restore(deps.store, params.name)) ? { ok: true } : NO_SNAPSHOT(),
  removeSnapshot: ({ deps, params }) => (deps.snapshots.remove(params.name) ? { ok: true } : NO_SNAPSHOT()),
};
